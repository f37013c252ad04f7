// The bench place of the creation scenario: open all day for a year, whose free half-hours
// the scenario takes one by one.
import { eq } from 'drizzle-orm';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import type { Database } from '@espaces/server/src/db/client.ts';
import { places, timeSlots } from '@espaces/server/src/db/schema.ts';

const HOUR_MS = 3_600_000;

/** A published place of the facility open 00:00–24:00 Paris every day for `days` days. */
export async function createAllDayPlace(
  db: Database,
  facilityId: string,
  days: number,
  now: Date,
  name = "Espace du banc d'essai",
): Promise<{ placeId: string; halfHours: { startDate: string; endDate: string }[] }> {
  const [template] = await db
    .select()
    .from(places)
    .where(eq(places.facilityId, facilityId))
    .limit(1);
  const [place] = await db
    .insert(places)
    .values({
      facilityId,
      placeTypeId: template!.placeTypeId,
      name,
      rentPriceCents: 1500,
      cleaningPriceCents: 500,
      published: true,
    })
    .returning({ id: places.id });
  const firstDay = addDaysToDate(parisDateOf(now), 1);
  const windows = Array.from({ length: days }, (_, offset) => {
    const date = addDaysToDate(firstDay, offset);
    return {
      placeId: place!.id,
      startDate: parisWallClockToUtc(date, '00:00'),
      endDate: parisWallClockToUtc(addDaysToDate(date, 1), '00:00'),
    };
  });
  await db.insert(timeSlots).values(windows);
  const halfHours = windows.flatMap((window) => {
    const slots = [];
    for (
      let start = window.startDate.getTime();
      start + HOUR_MS / 2 <= window.endDate.getTime();
      start += HOUR_MS / 2
    ) {
      slots.push({
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + HOUR_MS / 2).toISOString(),
      });
    }
    return slots;
  });
  return { placeId: place!.id, halfHours };
}
