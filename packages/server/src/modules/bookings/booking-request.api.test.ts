import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_NOT_VALIDATED, SLOT_IN_THE_PAST, SLOT_TAKEN } from '@espaces/domain/messages';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { createBooking, createPlace } from '../../../test/support/factories.ts';
import { bookingSlots } from '../../db/schema.ts';
import { SessionCache } from '../auth/session-cache.ts';
import {
  bookingBody,
  bookingCount,
  bookingEvents,
  createBookingWorld,
  mailsTo,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from './bookings.test-support.ts';

let world: BookingWorld;
beforeAll(async () => {
  world = await createBookingWorld();
});
afterAll(() => world.context.close());

describe('POST /api/bookings', () => {
  it('creates the request in status new, with its reference, prices, slots and history', async () => {
    const body = bookingBody(world, {
      bookingSlots: [
        parisSlot(world.day(3), '18:00', '20:00'),
        parisSlot(world.day(4), '19:00', '19:45'),
      ],
    });
    const response = await send(world, 'asso', 'POST', '/api/bookings', body);
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      '@type': 'Booking',
      status: 'new',
      purposeType: 'casual',
      query: null,
      activity: 'Entraînement de basket',
      expectedAttendance: 20,
      rentPrice: 20,
      cleaningPrice: 10,
      totalPrice: 50 + 25,
      place: { id: world.placeId, name: 'Gymnase Jean-Moulin' },
      createdBy: { firstName: expect.any(String), organization: { name: expect.any(String) } },
      originalData: {
        purposeType: 'casual',
        query: null,
        bookingSlots: body.bookingSlots,
        activity: 'Entraînement de basket',
        expectedAttendance: 20,
        rentPrice: 20,
        cleaningPrice: 10,
      },
      _abilities: { edit: true, withdraw: true, approve: false, cancel: false },
    });
    expect(booking.reference).toMatch(/^RES-\d{4}-\d{6}$/);
    expect(booking.bookingSlots.map((slot: { price: number }) => slot.price)).toEqual([50, 25]);
    expect(booking.history).toEqual([
      expect.objectContaining({ action: 'request', fromStatus: null, toStatus: 'new' }),
    ]);
    expect(await bookingEvents(world.db, booking.id)).toHaveLength(1);
  });

  it.each([
    ['casual', () => ({ bookingSlots: [parisSlot(world.day(12), '18:00', '19:30')] })],
    [
      'yearly, its slots sent out of order',
      () => {
        const weekDay = ((new Date(`${world.day(13)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
        return {
          purposeType: 'yearly' as const,
          query: { weekDay, startTime: '18:00', endTime: '20:00' },
          bookingSlots: [
            parisSlot(world.day(20), '18:00', '20:00'),
            parisSlot(world.day(13), '18:00', '20:00'),
          ],
        };
      },
    ],
  ])('answers a %s request exactly as its page then reads it', async (_case, fields) => {
    const created = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, fields()),
    );
    expect(created.statusCode).toBe(201);
    const read = await send(world, 'asso', 'GET', `/api/bookings/${created.json().id}`);
    expect(read.statusCode).toBe(200);
    expect(created.body).toBe(read.body);
  });

  it("e-mails the facility's admins and validators, not its supervisor", async () => {
    const response = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, {
        bookingSlots: [parisSlot(world.day(5), '20:00', '21:30')],
      }),
    );
    const { id, reference } = response.json();
    for (const recipient of ['admin@espaces.test', 'validateur@espaces.test']) {
      const mail = (await mailsTo(world.db, recipient)).find((m) => m.subject.includes(reference));
      expect(mail?.subject).toBe(`Nouvelle demande de réservation ${reference}`);
      expect(mail?.text).toContain('Gymnase Jean-Moulin');
      expect(mail?.text).toMatch(/\d{2}\/\d{2}\/\d{4} 20:00 – 21:30/);
      expect(mail?.text).toContain(`/reservation/${id}`);
    }
    const supervisorMails = await mailsTo(world.db, 'superviseur@espaces.test');
    expect(supervisorMails.some((m) => m.subject.includes(reference))).toBe(false);
  });

  it.each([
    [
      'outside every opening window',
      () => parisSlot(world.day(6), '16:00', '18:30'),
      BOOKING_MESSAGES.slotOutsideOpeningWindow,
    ],
    [
      'off the quarter-hour grid',
      () => parisSlot(world.day(6), '18:10', '19:00'),
      BOOKING_MESSAGES.slotOffGrid,
    ],
    [
      'shorter than 30 minutes',
      () => parisSlot(world.day(6), '18:00', '18:15'),
      BOOKING_MESSAGES.slotTooShort,
    ],
    ['in the past', () => parisSlot(world.day(-2), '18:00', '19:00'), SLOT_IN_THE_PAST],
  ])('refuses a slot %s and writes nothing', async (_case, slot, message) => {
    const before = await bookingCount(world.db, world.placeId);
    const body = bookingBody(world, {
      bookingSlots: [parisSlot(world.day(7), '18:00', '19:00'), slot()],
    });
    const response = await send(world, 'asso', 'POST', '/api/bookings', body);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toContainEqual(
      expect.objectContaining({ propertyPath: 'bookingSlots.1', message }),
    );
    expect(await bookingCount(world.db, world.placeId)).toBe(before);
  });

  it('refuses a request with one unavailable slot and writes nothing of it', async () => {
    const taken = parisSlot(world.day(8), '18:00', '20:00');
    await createBooking(world.db, {
      placeId: world.placeId,
      slots: [{ startDate: new Date(taken.startDate), endDate: new Date(taken.endDate) }],
    });
    const before = await bookingCount(world.db, world.placeId);
    const free = parisSlot(world.day(9), '18:00', '20:00');
    const body = bookingBody(world, {
      bookingSlots: [free, parisSlot(world.day(8), '19:00', '21:00')],
    });
    const response = await send(world, 'asso', 'POST', '/api/bookings', body);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'bookingSlots.1',
        message: SLOT_TAKEN,
        code: 'SLOT_TAKEN',
      }),
    ]);
    expect(await bookingCount(world.db, world.placeId)).toBe(before);
    const freeStart = new Date(free.startDate);
    const slotsOnFreeDay = await world.db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.startDate, freeStart));
    expect(slotsOnFreeDay).toEqual([]);
  });

  it('finds the held slot that began before the request among earlier ones, and only it', async () => {
    for (const [day, start, end] of [
      [14, '18:00', '19:00'],
      [14, '19:00', '20:00'],
      [15, '18:00', '21:00'],
    ] as const) {
      const held = parisSlot(world.day(day), start, end);
      await createBooking(world.db, {
        placeId: world.placeId,
        slots: [{ startDate: new Date(held.startDate), endDate: new Date(held.endDate) }],
      });
    }
    const inside = bookingBody(world, {
      bookingSlots: [parisSlot(world.day(15), '20:00', '20:30')],
    });
    const refused = await send(world, 'asso', 'POST', '/api/bookings', inside);
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'bookingSlots.0', code: 'SLOT_TAKEN' }),
    ]);
    const right = bookingBody(world, {
      bookingSlots: [parisSlot(world.day(15), '21:00', '22:00')],
    });
    expect((await send(world, 'asso', 'POST', '/api/bookings', right)).statusCode).toBe(201);
  });

  it('refuses two overlapping slots in one request', async () => {
    const body = bookingBody(world, {
      bookingSlots: [
        parisSlot(world.day(10), '18:00', '20:00'),
        parisSlot(world.day(10), '19:00', '21:00'),
      ],
    });
    const response = await send(world, 'asso', 'POST', '/api/bookings', body);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]).toMatchObject({
      propertyPath: 'bookingSlots.1',
      message: BOOKING_MESSAGES.duplicateSlots,
    });
  });

  it('refuses an organisation that is not validated with 403', async () => {
    const response = await send(world, 'asso-attente', 'POST', '/api/bookings', bookingBody(world));
    expect(response.statusCode).toBe(403);
    expect(response.json()['hydra:description']).toBe(ORGANIZATION_NOT_VALIDATED);
  });

  it.each(['central', 'territoire', 'admin', 'validateur', 'superviseur'] as const)(
    'refuses %s: only organisations request',
    async (who) => {
      const response = await send(world, who, 'POST', '/api/bookings', bookingBody(world));
      expect(response.statusCode).toBe(403);
    },
  );

  it('asks who is there first', async () => {
    const response = await send(world, 'anonyme', 'POST', '/api/bookings', bookingBody(world));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unpublished place', async () => {
    const hidden = await createPlace(world.db, { published: false });
    const body = bookingBody(world, { place: `/api/places/${hidden.id}` });
    const response = await send(world, 'asso', 'POST', '/api/bookings', body);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'place',
        message: BOOKING_MESSAGES.placeNotBookable,
      }),
    ]);
  });

  it('checks the body: at least one slot, activity, attendance, query for a yearly request', async () => {
    const response = await send(world, 'asso', 'POST', '/api/bookings', {
      place: world.placeIri,
      purposeType: 'yearly',
      bookingSlots: [],
      activity: ' ',
      expectedAttendance: 0,
    });
    expect(response.statusCode).toBe(422);
    const paths = violationsOf(response).map((v) => v.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['bookingSlots', 'activity', 'expectedAttendance']),
    );
  });

  it('refuses a yearly slot that is not on the asked day and hours', async () => {
    const date = world.day(11);
    const weekDay = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const response = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, {
        purposeType: 'yearly',
        query: { weekDay, startTime: '18:00', endTime: '20:00' },
        bookingSlots: [parisSlot(date, '18:00', '19:00')],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]?.message).toBe(BOOKING_MESSAGES.slotNotMatchingQuery);
  });

  // The route answers without waiting for the session changes (changesSessions: false): only
  // right while a request writes nothing a signed-in user's lookup reads.
  it('changes nothing a session reads: every cached signed-in user stays cached', async () => {
    // An unsafe request, even refused, answers once this process has seen every change
    // committed before it.
    const caughtUp = () => send(world, 'anonyme', 'PUT', `/api/places/${world.placeId}`, {});
    await caughtUp();
    const dropUser = vi.spyOn(SessionCache.prototype, 'dropUser');
    const dropAll = vi.spyOn(SessionCache.prototype, 'dropAll');

    const response = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [parisSlot(world.day(19), '18:00', '19:00')] }),
    );
    await caughtUp();

    expect(response.statusCode).toBe(201);
    expect(dropUser).not.toHaveBeenCalled();
    expect(dropAll).not.toHaveBeenCalled();
    dropUser.mockRestore();
    dropAll.mockRestore();
  });
});
