import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import { createBooking } from '../../../test/support/factories.ts';
import {
  bookingBody,
  bookingStatus,
  organizationIdOf,
  bookingEvents,
  createBookingWorld,
  mailsTo,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from './bookings.test-support.ts';

let world: BookingWorld;
let assoOrganizationId: string;
beforeAll(async () => {
  world = await createBookingWorld();
  assoOrganizationId = await organizationIdOf(world.db, 'asso@espaces.test');
});
afterAll(() => world.context.close());

/** A new request of asso@ through the API, on the evening `offset` days ahead. */
async function request(offset: number, slots = [parisSlot(world.day(offset), '18:00', '20:00')]) {
  const response = await send(
    world,
    'asso',
    'POST',
    '/api/bookings',
    bookingBody(world, { bookingSlots: slots }),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; reference: string };
}

const statusOf = (id: string) => bookingStatus(world.db, id);

describe('PUT /api/bookings/{id}: the organisation edits its new request', () => {
  it('replaces slots, activity and attendance, records the edit and tells the deciders', async () => {
    const { id, reference } = await request(2, [
      parisSlot(world.day(2), '18:00', '20:00'),
      parisSlot(world.day(3), '18:00', '20:00'),
    ]);
    const moved = parisSlot(world.day(2), '19:00', '21:00');
    const kept = parisSlot(world.day(3), '18:00', '20:00');
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${id}`, {
      bookingSlots: [moved, kept],
      activity: 'Match amical',
      expectedAttendance: 30,
    });
    expect(response.statusCode).toBe(200);
    const booking = response.json();
    expect(booking).toMatchObject({
      status: 'new',
      activity: 'Match amical',
      expectedAttendance: 30,
    });
    expect(
      booking.bookingSlots.map((s: { startDate: string; endDate: string }) => ({
        startDate: s.startDate,
        endDate: s.endDate,
      })),
    ).toEqual([
      {
        startDate: new Date(moved.startDate).toISOString(),
        endDate: new Date(moved.endDate).toISOString(),
      },
      {
        startDate: new Date(kept.startDate).toISOString(),
        endDate: new Date(kept.endDate).toISOString(),
      },
    ]);
    const edit = booking.history.find((event: { action: string }) => event.action === 'edit');
    expect(edit).toMatchObject({
      fromStatus: 'new',
      toStatus: 'new',
      actor: { firstName: expect.any(String) },
    });
    expect(edit.changes).toMatchObject({
      activity: { from: 'Entraînement de basket', to: 'Match amical' },
    });
    expect(edit.changes.addedSlots).toHaveLength(1);
    expect(edit.changes.removedSlots).toHaveLength(1);
    const mails = await mailsTo(world.db, 'validateur@espaces.test');
    expect(mails.map((mail) => mail.subject)).toContain(
      `Demande de réservation ${reference} modifiée`,
    );
  });

  it('checks the new slots with the slot rules and changes nothing when one fails', async () => {
    const { id } = await request(4);
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${id}`, {
      bookingSlots: [parisSlot(world.day(4), '18:05', '20:00')],
      activity: 'Autre chose',
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]).toMatchObject({
      propertyPath: 'bookingSlots.0',
      message: BOOKING_MESSAGES.slotOffGrid,
    });
    const unchanged = (await send(world, 'asso', 'GET', `/api/bookings/${id}`)).json();
    expect(unchanged.activity).toBe('Entraînement de basket');
    expect(unchanged.bookingSlots).toHaveLength(1);
    expect(await bookingEvents(world.db, id)).toHaveLength(1);
  });

  it('refuses a slot another booking holds', async () => {
    const { id } = await request(5);
    const held = parisSlot(world.day(6), '18:00', '20:00');
    await createBooking(world.db, {
      placeId: world.placeId,
      slots: [{ startDate: new Date(held.startDate), endDate: new Date(held.endDate) }],
    });
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${id}`, {
      bookingSlots: [held],
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]?.message).toBe(SLOT_TAKEN);
  });

  it('leaves prices to the facility', async () => {
    const { id } = await request(7);
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${id}`, {
      proposedRentPrice: 5,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]?.propertyPath).toBe('proposedRentPrice');
  });
});

describe('PUT /api/bookings/{id}: the organisation withdraws', () => {
  it('cancels a new request, frees its slots and tells the deciders', async () => {
    const slot = parisSlot(world.day(8), '18:00', '20:00');
    const { id, reference } = await request(8, [slot]);
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${id}`, {
      status: 'cancelled',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      _abilities: { edit: false, withdraw: false },
    });
    expect(
      (await bookingEvents(world.db, id)).map((e) => [e.action, e.fromStatus, e.toStatus]),
    ).toContainEqual(['withdraw', 'new', 'cancelled']);
    const mails = await mailsTo(world.db, 'admin@espaces.test');
    expect(mails.map((mail) => mail.subject)).toContain(
      `Demande de réservation ${reference} retirée`,
    );
    const again = await send(
      world,
      'autre-asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [slot] }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('cancels a pending request too', async () => {
    const pending = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: assoOrganizationId,
      status: 'pending',
    });
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${pending.id}`, {
      status: 'cancelled',
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(pending.id)).toBe('cancelled');
  });
});

describe('PUT /api/bookings/{id}: refused steps', () => {
  it.each([
    ['approved', { activity: 'Autre' }],
    ['validated', { status: 'cancelled' }],
    ['cancelled', { status: 'cancelled' }],
  ] as const)('refuses the organisation on a %s booking with 422', async (status, body) => {
    const booking = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: assoOrganizationId,
      status,
    });
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${booking.id}`, body);
    expect(response.statusCode).toBe(422);
    expect(await statusOf(booking.id)).toBe(status);
  });

  it.each(['validateur', 'admin', 'superviseur', 'central', 'territoire'] as const)(
    'refuses %s withdrawing the organisation’s request with 403',
    async (who) => {
      const { id } = await request(
        9 + ['validateur', 'admin', 'superviseur', 'central', 'territoire'].indexOf(who),
      );
      const response = await send(world, who, 'PUT', `/api/bookings/${id}`, {
        status: 'cancelled',
      });
      expect(response.statusCode).toBe(403);
      expect(await statusOf(id)).toBe('new');
    },
  );

  it('hides the booking from another organisation (404) and from the signed out (401)', async () => {
    const { id } = await request(15);
    expect(
      (await send(world, 'autre-asso', 'PUT', `/api/bookings/${id}`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(world, 'anonyme', 'PUT', `/api/bookings/${id}`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(401);
    expect(await statusOf(id)).toBe('new');
  });

  it('refuses a status reached only through its own call', async () => {
    const { id } = await request(16);
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${id}`, {
      status: 'validated',
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]?.message).toBe(BOOKING_MESSAGES.statusChangeImpossible);
  });

  it('lets the organisation answer a counter-proposal with its own edit (pending → new)', async () => {
    const booking = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: assoOrganizationId,
      status: 'pending',
      slots: [
        {
          startDate: new Date(Date.now() - 7 * 86_400_000),
          endDate: new Date(Date.now() - 7 * 86_400_000 + 3_600_000),
        },
      ],
    });
    // Every slot of a pending booking is deletable, even a past one.
    const edited = await send(world, 'asso', 'PUT', `/api/bookings/${booking.id}`, {
      status: 'new',
      bookingSlots: [parisSlot(world.day(17), '18:00', '19:00')],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().status).toBe('new');
  });
});
