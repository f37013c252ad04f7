import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../db/client.ts';
import { closures, places } from '../../db/schema.ts';
import type { BookingWorld, Who } from '../bookings/bookings.test-support.ts';

// Shared by the closures API tests: the booking world's place, its facility, HTTP helpers.

export async function facilityOfPlace(db: Database, placeId: string) {
  const [place] = await db.select().from(places).where(eq(places.id, placeId));
  return place!.facilityId;
}

export async function closureCount(db: Database): Promise<number> {
  return (await db.select({ id: closures.id }).from(closures)).length;
}

export async function call(
  world: BookingWorld,
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return world.context.app.inject({ method, url, payload, cookies: await world.cookiesOf(who) });
}
