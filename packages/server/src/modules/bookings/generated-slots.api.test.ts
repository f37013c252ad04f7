import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
} from '../../../test/support/factories.ts';
import { createBookingWorld, send, type BookingWorld } from './bookings.test-support.ts';

// Clock changes of 2027: Sunday 28 March (→ UTC+2) and Sunday 31 October (→ UTC+1).
const NOW = new Date('2027-03-01T09:00:00Z');
const FIRST_TUESDAY = '2027-03-02';
const TUESDAY_EVENING = 'weekDay=2&startTime=18:00&endTime=20:00';

let world: BookingWorld;
let placeId: string;

beforeAll(async () => {
  world = await createBookingWorld();
  world.context.clock.advance(NOW.getTime() - world.context.clock.now().getTime());
  placeId = (await createPlace(world.db, { name: 'Salle des Tisseurs' })).id;
  // Tuesday windows 17:00–21:00 Paris from March to mid-November 2027, none on 13 April.
  for (let week = 0; week < 37; week++) {
    const date = addDaysToDate(FIRST_TUESDAY, 7 * week);
    if (date === '2027-04-13') continue;
    await createOpeningWindow(world.db, placeId, {
      startDate: parisWallClockToUtc(date, '17:00'),
      endDate: parisWallClockToUtc(date, '21:00'),
    });
  }
});
afterAll(() => world.context.close());

type Generated = { startDate: string; endDate: string; available: boolean };

async function generated(query: string, who: Parameters<typeof send>[1] = 'asso') {
  return send(
    world,
    who,
    'GET',
    `/api/generated_booking_slots?${query}&place=/api/places/${placeId}`,
  );
}

describe('GET /api/generated_booking_slots', () => {
  it('lists every Tuesday inside a window, 18:00–20:00 Paris across both clock changes', async () => {
    const response = await generated(TUESDAY_EVENING);
    expect(response.statusCode).toBe(200);
    const members: Generated[] = response.json()['hydra:member'];
    expect(members).toHaveLength(36);
    expect(members.map((m) => m.startDate)).not.toContain('2027-04-13T16:00:00.000Z');
    expect(members).toContainEqual({
      startDate: '2027-03-23T17:00:00.000Z',
      endDate: '2027-03-23T19:00:00.000Z',
      available: true,
    });
    expect(members).toContainEqual({
      startDate: '2027-03-30T16:00:00.000Z',
      endDate: '2027-03-30T18:00:00.000Z',
      available: true,
    });
    expect(members).toContainEqual({
      startDate: '2027-10-26T16:00:00.000Z',
      endDate: '2027-10-26T18:00:00.000Z',
      available: true,
    });
    expect(members).toContainEqual({
      startDate: '2027-11-02T17:00:00.000Z',
      endDate: '2027-11-02T19:00:00.000Z',
      available: true,
    });
  });

  it('marks an occurrence another booking holds, unless it is the booking being edited', async () => {
    const held = await createBooking(world.db, {
      placeId,
      slots: [
        { startDate: new Date('2027-05-04T17:00:00Z'), endDate: new Date('2027-05-04T18:00:00Z') },
      ],
    });
    const members: Generated[] = (await generated(TUESDAY_EVENING)).json()['hydra:member'];
    expect(members.filter((m) => !m.available).map((m) => m.startDate)).toEqual([
      '2027-05-04T16:00:00.000Z',
    ]);
    const excluding = await generated(`${TUESDAY_EVENING}&booking=${held.id}`, 'central');
    expect(excluding.json()['hydra:member'].every((m: Generated) => m.available)).toBe(true);
  });

  it('leaves out occurrences that do not fit a window', async () => {
    const members: Generated[] = (
      await generated('weekDay=2&startTime=20:00&endTime=21:30')
    ).json()['hydra:member'];
    expect(members).toEqual([]);
  });

  it.each([
    ['asso-attente', 403],
    ['anonyme', 401],
    ['central', 200],
    ['admin', 200],
    ['superviseur', 200],
  ] as const)('answers %s with %i', async (who, status) => {
    expect((await generated(TUESDAY_EVENING, who)).statusCode).toBe(status);
  });

  it('hides an unpublished place from organisations', async () => {
    const hidden = await createPlace(world.db, { published: false });
    const response = await send(
      world,
      'asso',
      'GET',
      `/api/generated_booking_slots?${TUESDAY_EVENING}&place=${hidden.id}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it('checks the query', async () => {
    expect((await generated('weekDay=8&startTime=18:00&endTime=20:00')).statusCode).toBe(422);
    expect((await generated('weekDay=2&startTime=20:00&endTime=18:00')).statusCode).toBe(422);
  });
});

describe('POST /api/bookings: a yearly request across the clock changes', () => {
  it('books Tuesday 18:00–20:00 Paris: UTC 17:00 in winter, 16:00 in summer', async () => {
    const members: Generated[] = (await generated(TUESDAY_EVENING)).json()['hydra:member'];
    const bookingSlots = members
      .filter((m) => m.available)
      .map(({ startDate, endDate }) => ({ startDate, endDate }));
    const response = await send(world, 'asso', 'POST', '/api/bookings', {
      place: `/api/places/${placeId}`,
      purposeType: 'yearly',
      query: { weekDay: 2, startTime: '18:00', endTime: '20:00' },
      bookingSlots,
      activity: 'Chorale',
      expectedAttendance: 25,
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.query).toEqual({ weekDay: 2, startTime: '18:00', endTime: '20:00' });
    const starts: string[] = booking.bookingSlots.map(
      (slot: { startDate: string }) => slot.startDate,
    );
    expect(starts).toContain('2027-03-23T17:00:00.000Z');
    expect(starts).toContain('2027-03-30T16:00:00.000Z');
    expect(starts).toContain('2027-10-26T16:00:00.000Z');
    expect(starts).toContain('2027-11-02T17:00:00.000Z');
    for (const start of starts) {
      const hourUtc = new Date(start).getUTCHours();
      const summer = start >= '2027-03-28' && start < '2027-10-31';
      expect(hourUtc).toBe(summer ? 16 : 17);
    }
  });
});
