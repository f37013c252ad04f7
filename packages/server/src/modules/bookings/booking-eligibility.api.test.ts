import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationStatus } from '@espaces/domain/access/actor';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { ORGANIZATION_NOT_VALIDATED } from '@espaces/domain/messages';
import { createBooking } from '../../../test/support/factories.ts';
import { bookingSlots, organizations } from '../../db/schema.ts';
import {
  bookingBody,
  bookingEvents,
  bookingStatus,
  createBookingWorld,
  organizationIdOf,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from './bookings.test-support.ts';

// A non-compliant organisation was once refused a new request (403) but could add
// slots by editing an existing one (200). One domain rule (mayOrganizationBook) now governs
// every path that adds or moves slots.

let world: BookingWorld;
let organizationId: string;
beforeAll(async () => {
  world = await createBookingWorld();
  organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
});
afterEach(() => setOrganizationStatus('validated'));
afterAll(() => world.context.close());

async function setOrganizationStatus(status: OrganizationStatus) {
  await world.db.update(organizations).set({ status }).where(eq(organizations.id, organizationId));
}

let nextOffset = 2;

/** A booking of asso@ in `status`, holding 18:00–20:00 on an evening of its own. */
async function bookingOf(status: 'new' | 'pending') {
  const date = world.day(nextOffset++);
  const slot = parisSlot(date, '18:00', '20:00');
  const booking = await createBooking(world.db, {
    placeId: world.placeId,
    organizationId,
    status,
    slots: [{ startDate: new Date(slot.startDate), endDate: new Date(slot.endDate) }],
  });
  return { ...booking, date, slot };
}

async function slotsOf(bookingId: string) {
  const rows = await world.db
    .select()
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, bookingId));
  return rows.map((row) => row.startDate.toISOString()).sort();
}

/** The answer, and whether the booking's slots, status and history stayed as they were. */
async function attempt(bookingId: string, call: () => ReturnType<typeof send>) {
  const before = {
    slots: await slotsOf(bookingId),
    status: await bookingStatus(world.db, bookingId),
    events: (await bookingEvents(world.db, bookingId)).length,
  };
  const response = await call();
  const after = {
    slots: await slotsOf(bookingId),
    status: await bookingStatus(world.db, bookingId),
    events: (await bookingEvents(world.db, bookingId)).length,
  };
  return { response, unchanged: JSON.stringify(before) === JSON.stringify(after) };
}

describe.each(['non_compliant', 'to_review'] as const)('an organisation %s', (status) => {
  it('is refused a new request (403)', async () => {
    await setOrganizationStatus(status);
    const response = await send(world, 'asso', 'POST', '/api/bookings', bookingBody(world));
    expect(response.statusCode).toBe(403);
    expect(response.json()['hydra:description']).toBe(ORGANIZATION_NOT_VALIDATED);
  });

  it('cannot add or move slots by editing its booking (403), nothing written', async () => {
    const booking = await bookingOf('new');
    await setOrganizationStatus(status);
    const added = [booking.slot, parisSlot(world.day(nextOffset++), '18:00', '20:00')];
    const moved = [parisSlot(booking.date, '19:00', '21:00')];
    for (const slots of [added, moved]) {
      const { response, unchanged } = await attempt(booking.id, () =>
        send(world, 'asso', 'PUT', `/api/bookings/${booking.id}`, { bookingSlots: slots }),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()['hydra:description']).toBe(ORGANIZATION_NOT_VALIDATED);
      expect(unchanged).toBe(true);
    }
  });

  it('cannot accept a counter-proposal (403), nothing written', async () => {
    const booking = await bookingOf('pending');
    await setOrganizationStatus(status);
    const { response, unchanged } = await attempt(booking.id, () =>
      send(world, 'asso', 'PUT', `/api/bookings/${booking.id}`, { status: 'approved' }),
    );
    expect(response.statusCode).toBe(403);
    expect(unchanged).toBe(true);
  });

  it('gets no slot added by a counter-proposal (422 to the facility), nothing written', async () => {
    const booking = await bookingOf('new');
    await setOrganizationStatus(status);
    const { response, unchanged } = await attempt(booking.id, () =>
      send(world, 'validateur', 'PUT', `/api/bookings/${booking.id}`, {
        status: 'pending',
        bookingSlots: [parisSlot(world.day(nextOffset++), '18:00', '20:00')],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'bookingSlots',
        message: BOOKING_MESSAGES.organizationMayNotBook,
      }),
    ]);
    expect(unchanged).toBe(true);
  });
});

describe('an organisation that may no longer book keeps its bookings', () => {
  it('may still remove a slot or change its activity', async () => {
    const booking = await bookingOf('new');
    const other = parisSlot(world.day(nextOffset++), '18:00', '20:00');
    await send(world, 'asso', 'PUT', `/api/bookings/${booking.id}`, {
      bookingSlots: [booking.slot, other],
    });
    await setOrganizationStatus('non_compliant');
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${booking.id}`, {
      bookingSlots: [other],
      activity: 'Match amical',
    });
    expect(response.statusCode).toBe(200);
    expect(await slotsOf(booking.id)).toEqual([other.startDate]);
  });
});
