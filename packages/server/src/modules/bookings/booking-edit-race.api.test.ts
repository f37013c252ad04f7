import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import {
  bookingBody,
  createBookingWorld,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from './bookings.test-support.ts';
import { queryRows } from '../../db/raw-query.ts';

// A request moved onto an hour that another organisation asks for at the same moment
// (docs/decisions.md#lock-order). The edit deletes its slots, then inserts the new one; the
// creation inserts its slot. The second to insert waits for the first at the exclusion
// constraint, and the first needs nothing the second holds before its COMMIT (the data versions
// are taken there): no deadlock. Exactly one of the two gets the hour, the other the French
// refusal, never a 5xx nor « Une autre modification… ».

const ROUNDS = 20;
let world: BookingWorld;

beforeAll(async () => {
  world = await createBookingWorld();
});
afterAll(() => world.context.close());

const outcome = (response: LightMyRequestResponse) =>
  response.statusCode === 422
    ? { status: 422, messages: violationsOf(response).map(({ message }) => message) }
    : { status: response.statusCode };

async function overlappingActiveSlots(placeId: string): Promise<number> {
  const [row] = await queryRows<{ overlaps: number }>(
    world.db,
    sql`SELECT count(*)::int AS overlaps FROM booking_slots a JOIN booking_slots b
      ON a.place_id = b.place_id AND a.id < b.id AND a.active AND b.active
      AND tstzrange(a.start_date, a.end_date) && tstzrange(b.start_date, b.end_date)
      WHERE a.place_id = ${placeId}`,
  );
  return row!.overlaps;
}

describe('an edit and a creation aiming at one hour at the same moment', () => {
  it(`gives the hour to exactly one of them, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // One evening per round (the world's place opens 18:00–22:00 for 21 evenings).
      const day = world.day(1 + round);
      const created = await send(
        world,
        'asso',
        'POST',
        '/api/bookings',
        bookingBody(world, { bookingSlots: [parisSlot(day, '18:00', '18:30')] }),
      );
      expect(created.statusCode).toBe(201);
      const hour = parisSlot(day, '19:00', '20:00');
      const responses = await Promise.all([
        send(world, 'asso', 'PUT', `/api/bookings/${created.json().id}`, { bookingSlots: [hour] }),
        send(
          world,
          'autre-asso',
          'POST',
          '/api/bookings',
          bookingBody(world, { bookingSlots: [hour] }),
        ),
      ]);
      const outcomes = responses.map(outcome);
      const winners = outcomes.filter(({ status }) => status === 200 || status === 201);
      expect(winners, JSON.stringify(outcomes)).toHaveLength(1);
      expect(outcomes.filter(({ status }) => status === 422)).toEqual([
        { status: 422, messages: [SLOT_TAKEN] },
      ]);
    }
    expect(await overlappingActiveSlots(world.placeId)).toBe(0);
  });
});
