import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import type { Cookies } from '../../../test/support/app.ts';
import {
  bookingBody,
  bookingCount,
  createBookingWorld,
  type BookingWorld,
} from './bookings.test-support.ts';

// Simultaneous requests for overlapping ranges of one place get exactly one
// success; every other one the 422 « Ce créneau n'est plus disponible. », never a 5xx.

const REQUESTS = 60;
let world: BookingWorld;
let requesters: Cookies[];

beforeAll(async () => {
  world = await createBookingWorld();
  requesters = [await world.cookiesOf('asso'), await world.cookiesOf('autre-asso')];
});
afterAll(() => world.context.close());

/** Request `i`: every range contains 18:45–20:00 Paris, so any two overlap. */
function overlappingBody(dayOffset: number, i: number) {
  const date = world.day(dayOffset);
  const start = parisWallClockToUtc(date, '18:00').getTime() + (i % 4) * 15 * 60_000;
  const end = parisWallClockToUtc(date, '20:00').getTime() + (i % 8) * 15 * 60_000;
  return bookingBody(world, {
    bookingSlots: [
      { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() },
    ],
  });
}

interface Outcome {
  status: number;
  messages: string[];
}

function expectOneWinner(outcomes: Outcome[]) {
  const created = outcomes.filter((outcome) => outcome.status === 201);
  const refused = outcomes.filter((outcome) => outcome.status === 422);
  expect(outcomes.filter((outcome) => outcome.status >= 500)).toEqual([]);
  expect(created).toHaveLength(1);
  expect(refused).toHaveLength(REQUESTS - 1);
  for (const outcome of refused) expect(outcome.messages).toEqual([SLOT_TAKEN]);
}

const messagesOf = (body: { violations?: { message: string }[] }) =>
  (body.violations ?? []).map((violation) => violation.message);

describe('no double booking under concurrency', () => {
  it(`gives one of ${REQUESTS} simultaneous overlapping requests (app.inject) the place`, async () => {
    const before = await bookingCount(world.db, world.placeId);
    const responses: LightMyRequestResponse[] = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        world.context.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: overlappingBody(3, i),
          cookies: requesters[i % requesters.length],
        }),
      ),
    );
    expectOneWinner(
      responses.map((r) => ({ status: r.statusCode, messages: messagesOf(r.json()) })),
    );
    expect(await bookingCount(world.db, world.placeId)).toBe(before + 1);
  });

  it.runIf(process.env.DATABASE_URL)(
    `gives one of ${REQUESTS} parallel requests through a listening server the place (PostgreSQL pool)`,
    async () => {
      const address = await world.context.app.listen({ port: 0, host: '127.0.0.1' });
      const before = await bookingCount(world.db, world.placeId);
      const cookieHeader = (cookies: Cookies) =>
        Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; ');
      const outcomes = await Promise.all(
        Array.from({ length: REQUESTS }, async (_, i): Promise<Outcome> => {
          const response = await fetch(`${address}/api/bookings`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: cookieHeader(requesters[i % requesters.length]!),
            },
            body: JSON.stringify(overlappingBody(4, i)),
          });
          return {
            status: response.status,
            messages: messagesOf((await response.json()) as { violations?: { message: string }[] }),
          };
        }),
      );
      expectOneWinner(outcomes);
      expect(await bookingCount(world.db, world.placeId)).toBe(before + 1);
    },
  );
});
