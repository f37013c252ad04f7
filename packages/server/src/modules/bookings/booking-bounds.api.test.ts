import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_TOO_LONG } from '@espaces/domain/availability/availability-messages';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { createOpeningWindow, createPlace } from '../../../test/support/factories.ts';
import {
  bookingBody,
  bookingCount,
  createBookingWorld,
  send,
  violationsOf,
  type BookingWorld,
} from './bookings.test-support.ts';

// One window action had once merged seven months into a single window, then a
// 30-day booking slot was accepted in it. A booking slot lasts at most 24 hours; so does a
// window, merges included.

let world: BookingWorld;
let placeId: string;
beforeAll(async () => {
  world = await createBookingWorld();
  // A place whose 45-day window was written before the bound existed.
  placeId = (await createPlace(world.db, { name: 'Salle polyvalente' })).id;
  await createOpeningWindow(world.db, placeId, {
    startDate: parisWallClockToUtc(world.day(30), '00:00'),
    endDate: parisWallClockToUtc(world.day(75), '00:00'),
  });
});
afterAll(() => world.context.close());

const slot = (fromDay: number, from: string, toDay: number, to: string) => ({
  startDate: parisWallClockToUtc(world.day(fromDay), from).toISOString(),
  endDate: parisWallClockToUtc(world.day(toDay), to).toISOString(),
});
const request = (bookingSlot: ReturnType<typeof slot>) =>
  send(
    world,
    'asso',
    'POST',
    '/api/bookings',
    bookingBody(world, { place: `/api/places/${placeId}`, bookingSlots: [bookingSlot] }),
  );

describe('a booking slot lasts at most 24 hours', () => {
  it('accepts 24 hours', async () => {
    expect((await request(slot(31, '10:00', 32, '10:00'))).statusCode).toBe(201);
  });

  it('refuses 24 h 15 and the 30-day slot of the attack, writing nothing', async () => {
    const before = await bookingCount(world.db, placeId);
    for (const tooLong of [slot(33, '10:00', 34, '10:15'), slot(40, '10:00', 70, '10:00')]) {
      const response = await request(tooLong);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toEqual([
        expect.objectContaining({
          propertyPath: 'bookingSlots.0',
          message: BOOKING_MESSAGES.slotTooLong,
          code: 'SLOT_TOO_LONG',
        }),
      ]);
    }
    expect(await bookingCount(world.db, placeId)).toBe(before);
  });
});

describe('an opening window lasts at most 24 hours', () => {
  it('refuses an action adding seven months, writing nothing', async () => {
    const response = await send(
      world,
      'admin',
      'POST',
      `/api/places/${world.placeId}/time_slot_actions`,
      {
        timeSlotActions: [{ action: 'add', ...slot(25, '08:00', 25 + 7 * 30, '20:00') }],
      },
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response).map((violation) => violation.message)).toEqual([WINDOW_TOO_LONG]);
    const windows = await send(
      world,
      'admin',
      'GET',
      `/api/places/${world.placeId}/time_slots?pagination=false`,
    );
    expect(windows.json()['hydra:member']).toHaveLength(21);
  });

  it('refuses an addition that would merge evening windows into one longer than 24 hours', async () => {
    const response = await send(
      world,
      'admin',
      'POST',
      `/api/places/${world.placeId}/time_slot_actions`,
      {
        timeSlotActions: [{ action: 'add', ...slot(3, '22:00', 4, '18:00') }],
      },
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      expect.objectContaining({ propertyPath: 'timeSlotActions.0', message: WINDOW_TOO_LONG }),
    ]);
  });
});
