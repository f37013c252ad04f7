import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import {
  ACCOUNTS,
  bookingBody,
  createBookingWorld,
  send,
  violationsOf,
  type BookingWorld,
} from '../modules/bookings/bookings.test-support.ts';
import { databaseDigest } from '../../test/contract-fuzz/contract-fuzz.test-support.ts';

// The requests that once answered 500 now answer a French 422 and write nothing.

const FORBIDDEN = 'contient un caractère non autorisé (caractère de contrôle ou invalide).';
const OUT_OF_RANGE = 'La date doit être comprise entre les années 2000 et 2100.';

let world: BookingWorld;
beforeAll(async () => {
  world = await createBookingWorld();
});
afterAll(() => world.context.close());

async function expectRefusedWithoutWrite(
  request: () => ReturnType<typeof send>,
  expected: { propertyPath: string; message: string }[],
) {
  // Signing in writes a refresh token: done before the digest is taken.
  await Promise.all((['asso', 'admin', 'central'] as const).map((who) => world.cookiesOf(who)));
  const before = await databaseDigest(world.db);
  const response = await request();
  expect(response.statusCode).toBe(422);
  expect(violationsOf(response)).toEqual(
    expected.map((violation) => expect.objectContaining(violation)),
  );
  expect(await databaseDigest(world.db)).toBe(before);
}

describe('malformed input', () => {
  it('refuses a NUL byte in the public search', async () => {
    await expectRefusedWithoutWrite(
      () => send(world, 'anonyme', 'GET', '/api/search/places?search=%00'),
      [{ propertyPath: 'search', message: `La recherche ${FORBIDDEN}` }],
    );
  });

  it('refuses a NUL byte and a lone surrogate in a booking activity', async () => {
    for (const activity of ['Basket\u0000', 'Basket \ud800']) {
      await expectRefusedWithoutWrite(
        () => send(world, 'asso', 'POST', '/api/bookings', bookingBody(world, { activity })),
        [{ propertyPath: 'activity', message: `L’activité ${FORBIDDEN}` }],
      );
    }
  });

  it('keeps line breaks in a multi-line text but refuses them on one line', async () => {
    const multiLine = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { activity: 'Basket\nPuis étirements' }),
    );
    expect(multiLine.statusCode).toBe(201);
    const [asso] = await world.db.select().from(users).where(eq(users.email, ACCOUNTS.asso));
    await expectRefusedWithoutWrite(
      () =>
        send(world, 'asso', 'PUT', `/api/organizations/${asso!.organizationId}`, {
          name: 'Club\nBis',
        }),
      [{ propertyPath: 'name', message: `Le nom de l’organisation ${FORBIDDEN}` }],
    );
  });

  it('refuses slots in the year 0000 or 10000', async () => {
    const slot = (year: string) => ({
      startDate: `${year}-01-05T18:00:00Z`,
      endDate: `${year}-01-05T20:00:00Z`,
    });
    await expectRefusedWithoutWrite(
      () =>
        send(
          world,
          'asso',
          'POST',
          '/api/bookings',
          bookingBody(world, { bookingSlots: [slot('0000')] }),
        ),
      [
        { propertyPath: 'bookingSlots.0.startDate', message: OUT_OF_RANGE },
        { propertyPath: 'bookingSlots.0.endDate', message: OUT_OF_RANGE },
      ],
    );
    await expectRefusedWithoutWrite(
      () =>
        send(
          world,
          'asso',
          'POST',
          '/api/bookings',
          bookingBody(world, { bookingSlots: [slot('10000')] }),
        ),
      [
        { propertyPath: 'bookingSlots.0.startDate', message: 'Date ISO 8601 attendue.' },
        { propertyPath: 'bookingSlots.0.endDate', message: 'Date ISO 8601 attendue.' },
      ],
    );
  });

  it('refuses out-of-range years in date filters and window actions', async () => {
    await expectRefusedWithoutWrite(
      () =>
        send(
          world,
          'central',
          'GET',
          '/api/bookings?bookingTimeSlots.startDate%5Bafter%5D=0000-01-01T00:00:00Z',
        ),
      [{ propertyPath: 'bookingTimeSlots.startDate[after]', message: OUT_OF_RANGE }],
    );
    await expectRefusedWithoutWrite(
      () =>
        send(world, 'admin', 'POST', `${world.placeIri}/time_slot_actions`, {
          weekTimeSlotActions: [
            {
              action: 'add',
              startDate: '2030-01-01T18:00:00Z',
              endDate: '2030-01-01T20:00:00Z',
              until: '9999-12-31',
            },
          ],
        }),
      [{ propertyPath: 'weekTimeSlotActions.0.until', message: OUT_OF_RANGE }],
    );
  });

  it('answers an unknown or repeated query parameter without a 5xx', async () => {
    const response = await send(
      world,
      'central',
      'GET',
      '/api/bookings?inconnu%00=1&page=1&page=2',
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([expect.objectContaining({ propertyPath: 'page' })]);
  });
});
