import { eq } from 'drizzle-orm';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { DEMO_FACILITIES } from '../../db/seed/demo-catalog.ts';
import { facilities } from '../../db/schema.ts';
import { createOpeningWindow, createPlace } from '../../../test/support/factories.ts';
import type { BookingWorld } from '../bookings/bookings.test-support.ts';

// Shared by the alternatives API tests: places near the booking world's gymnasium.

/** Opens the place 18:00–22:00 (Paris) on each of these days of the world. */
export async function openEvenings(
  world: BookingWorld,
  placeId: string,
  days: readonly number[],
): Promise<void> {
  for (const offset of days) {
    await createOpeningWindow(world.db, placeId, {
      startDate: parisWallClockToUtc(world.day(offset), '18:00'),
      endDate: parisWallClockToUtc(world.day(offset), '22:00'),
    });
  }
}

/**
 * « Gymnase Annexe » in the world's facility and « Gymnase Voisin » in the Gratte-Ciel high
 * school (3,9 km away), both open those evenings.
 */
export async function createNeighbourGyms(world: BookingWorld, days: readonly number[]) {
  const sibling = await createPlace(world.db, { name: 'Gymnase Annexe' });
  await openEvenings(world, sibling.id, days);
  const [gratteCiel] = await world.db
    .select()
    .from(facilities)
    .where(eq(facilities.uai, DEMO_FACILITIES[1]!.uai));
  const nearby = await createPlace(world.db, {
    name: 'Gymnase Voisin',
    facilityId: gratteCiel!.id,
  });
  await openEvenings(world, nearby.id, days);
  return {
    siblingIri: `/api/places/${sibling.id}`,
    nearbyIri: `/api/places/${nearby.id}`,
    gratteCielId: gratteCiel!.id,
  };
}
