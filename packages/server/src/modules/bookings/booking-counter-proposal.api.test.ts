import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { SLOT_IN_THE_PAST, SLOT_TAKEN } from '@espaces/domain/messages';
import { createBooking } from '../../../test/support/factories.ts';
import {
  bookingBody,
  bookingStatus,
  organizationIdOf,
  createBookingWorld,
  mailsTo,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from './bookings.test-support.ts';

// The facility's counter-proposal (new → pending) and the organisation's answers:
// accept (approved), its own edit (new) or withdrawal (cancelled).

let world: BookingWorld;
let assoOrganizationId: string;
beforeAll(async () => {
  world = await createBookingWorld();
  assoOrganizationId = await organizationIdOf(world.db, 'asso@espaces.test');
});
afterAll(() => world.context.close());

interface SentBooking {
  id: string;
  reference: string;
  status: string;
  rentPrice: number;
  cleaningPrice: number;
  originalData: { bookingSlots: unknown[]; rentPrice: number | null };
  bookingSlots: { startDate: string; endDate: string }[];
  history: { action: string; fromStatus: string; toStatus: string; changes: unknown }[];
}

async function request(slots: ReturnType<typeof parisSlot>[], overrides = {}) {
  const response = await send(
    world,
    'asso',
    'POST',
    '/api/bookings',
    bookingBody(world, { bookingSlots: slots, ...overrides }),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as SentBooking;
}

const rangesOf = (booking: SentBooking) =>
  booking.bookingSlots.map(({ startDate, endDate }) => ({ startDate, endDate }));

const iso = (slot: ReturnType<typeof parisSlot>) => ({
  startDate: new Date(slot.startDate).toISOString(),
  endDate: new Date(slot.endDate).toISOString(),
});

const eventOf = (booking: SentBooking, action: string) =>
  booking.history.find((event) => event.action === action);

const statusOf = (id: string) => bookingStatus(world.db, id);

/** ISO week day (1 = lundi) of a Paris calendar day. */
const weekDayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

describe('counter-proposal by the facility (new → pending)', () => {
  it('moves a slot to another hour and changes the price, keeping the original request', async () => {
    const asked = parisSlot(world.day(1), '18:00', '20:00');
    const kept = parisSlot(world.day(2), '18:00', '20:00');
    const sent = await request([asked, kept]);
    const moved = parisSlot(world.day(1), '20:00', '22:00');
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      bookingSlots: [moved, kept],
      proposedRentPrice: 15.5,
      proposedCleaningPrice: null,
    });
    expect(response.statusCode).toBe(200);
    const booking = response.json() as SentBooking;
    expect(booking).toMatchObject({ status: 'pending', rentPrice: 15.5, cleaningPrice: 10 });
    expect(rangesOf(booking)).toEqual([iso(moved), iso(kept)]);
    expect(booking.originalData).toMatchObject({ bookingSlots: [asked, kept], rentPrice: 20 });
    expect(eventOf(booking, 'counter_propose')).toMatchObject({
      fromStatus: 'new',
      toStatus: 'pending',
      changes: {
        addedSlots: [iso(moved)],
        removedSlots: [iso(asked)],
        rentPrice: { from: 20, to: 15.5 },
      },
    });
    const subjects = (await mailsTo(world.db, 'asso@espaces.test')).map((mail) => mail.subject);
    expect(subjects).toContain(`Contre-proposition pour votre demande ${sent.reference}`);
    const asOrganization = (
      await send(world, 'asso', 'GET', `/api/bookings/${sent.id}`)
    ).json() as SentBooking & { _abilities: Record<string, boolean> };
    expect(asOrganization._abilities).toMatchObject({ accept: true, edit: true, withdraw: true });
  });

  it('refuses a proposal that changes nothing', async () => {
    const sent = await request([parisSlot(world.day(3), '18:00', '20:00')]);
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      bookingSlots: rangesOf(sent),
      proposedRentPrice: 20,
      proposedCleaningPrice: null,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]?.message).toBe(BOOKING_MESSAGES.nothingCounterProposed);
    expect(await statusOf(sent.id)).toBe('new');
  });

  it('checks proposed slots like requested ones and changes nothing when one fails', async () => {
    const sent = await request([parisSlot(world.day(4), '18:00', '19:00')]);
    const held = parisSlot(world.day(5), '18:00', '20:00');
    await request([held]);
    const taken = await send(world, 'admin', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      bookingSlots: [held],
    });
    expect(taken.statusCode).toBe(422);
    expect(violationsOf(taken)[0]?.message).toBe(SLOT_TAKEN);
    const outside = await send(world, 'admin', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      bookingSlots: [parisSlot(world.day(4), '08:00', '10:00')],
      proposedRentPrice: 1,
    });
    expect(outside.statusCode).toBe(422);
    expect(violationsOf(outside)[0]?.message).toBe(BOOKING_MESSAGES.slotOutsideOpeningWindow);
    const unchanged = (await send(world, 'asso', 'GET', `/api/bookings/${sent.id}`)).json();
    expect(unchanged).toMatchObject({ status: 'new', rentPrice: 20 });
  });

  it('leaves the activity and attendance to the organisation', async () => {
    const sent = await request([parisSlot(world.day(6), '18:00', '19:00')]);
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      expectedAttendance: 5,
      proposedRentPrice: 12,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]).toMatchObject({
      propertyPath: 'expectedAttendance',
      message: BOOKING_MESSAGES.activityIsTheOrganizations,
    });
  });

  it('changes the weekly query of a yearly booking, whose slots must then follow it', async () => {
    const first = world.day(7);
    const second = world.day(14);
    const query = { weekDay: weekDayOf(first), startTime: '18:00', endTime: '19:00' };
    const sent = await request(
      [parisSlot(first, '18:00', '19:00'), parisSlot(second, '18:00', '19:00')],
      { purposeType: 'yearly', query },
    );
    const later = { ...query, startTime: '20:00', endTime: '21:30' };
    const alone = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      query: later,
    });
    expect(alone.statusCode).toBe(422);
    expect(violationsOf(alone)[0]?.message).toBe(BOOKING_MESSAGES.slotNotMatchingQuery);
    const proposed = [parisSlot(first, '20:00', '21:30'), parisSlot(second, '20:00', '21:30')];
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      query: later,
      bookingSlots: proposed,
    });
    expect(response.statusCode).toBe(200);
    const booking = response.json() as SentBooking & { query: unknown };
    expect(booking.query).toEqual(later);
    expect(rangesOf(booking)).toEqual(proposed.map(iso));
    expect(eventOf(booking, 'counter_propose')?.changes).toMatchObject({
      query: { from: query, to: later },
    });
  });

  it.each(['asso', 'superviseur', 'central'] as const)('refuses %s with 403', async (who) => {
    const offset = 8 + ['asso', 'superviseur', 'central'].indexOf(who);
    const sent = await request([parisSlot(world.day(offset), '18:00', '19:00')]);
    const response = await send(world, who, 'PUT', `/api/bookings/${sent.id}`, {
      status: 'pending',
      proposedRentPrice: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(await statusOf(sent.id)).toBe('new');
  });

  it('is made once: a pending booking is the organisation’s to answer (422)', async () => {
    const pending = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: assoOrganizationId,
      status: 'pending',
    });
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${pending.id}`, {
      status: 'pending',
      proposedRentPrice: 1,
    });
    expect(response.statusCode).toBe(422);
  });
});

/** A request of asso@ on `offset` that the validator moves to 20:00–22:00. */
async function counterProposed(offset: number) {
  const sent = await request([parisSlot(world.day(offset), '18:00', '20:00')]);
  const response = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
    status: 'pending',
    bookingSlots: [parisSlot(world.day(offset), '20:00', '22:00')],
  });
  expect(response.statusCode).toBe(200);
  return sent;
}

describe('the organisation answers a counter-proposal', () => {
  it('accepts it (pending → approved) and the deciders are told', async () => {
    const sent = await counterProposed(11);
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(200);
    const booking = response.json() as SentBooking;
    expect(booking.status).toBe('approved');
    expect(eventOf(booking, 'accept')).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'approved',
    });
    const subjects = (await mailsTo(world.db, 'validateur@espaces.test')).map((m) => m.subject);
    expect(subjects).toContain(`Contre-proposition acceptée pour la réservation ${sent.reference}`);
  });

  it('answers with its own edit (pending → new), which the validator may then approve', async () => {
    const sent = await counterProposed(12);
    const edited = await send(world, 'asso', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'new',
      bookingSlots: [parisSlot(world.day(12), '19:00', '21:00')],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().status).toBe('new');
    const approved = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'approved',
    });
    expect(approved.statusCode).toBe(200);
    const actions = (approved.json() as SentBooking).history.map((event) => event.action);
    expect(actions).toEqual(['request', 'counter_propose', 'edit', 'approve']);
  });

  it('withdraws (pending → cancelled), freeing the proposed slots', async () => {
    const sent = await counterProposed(13);
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'cancelled',
    });
    expect(response.statusCode).toBe(200);
    const other = await send(
      world,
      'autre-asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [parisSlot(world.day(13), '20:00', '22:00')] }),
    );
    expect(other.statusCode).toBe(201);
  });

  it('cannot accept once a slot has started: it changes it or withdraws', async () => {
    const start = new Date(world.context.clock.now().getTime() - 1_800_000);
    const pending = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: assoOrganizationId,
      status: 'pending',
      slots: [{ startDate: start, endDate: new Date(start.getTime() + 3_600_000) }],
    });
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${pending.id}`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]?.message).toBe(SLOT_IN_THE_PAST);
    expect(await statusOf(pending.id)).toBe('pending');
  });

  it('is the organisation’s alone: staff accepting get 422, another organisation 404', async () => {
    const sent = await counterProposed(15);
    const asStaff = await send(world, 'validateur', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'approved',
    });
    expect(asStaff.statusCode).toBe(422);
    const asOther = await send(world, 'autre-asso', 'PUT', `/api/bookings/${sent.id}`, {
      status: 'approved',
    });
    expect(asOther.statusCode).toBe(404);
    expect(await statusOf(sent.id)).toBe('pending');
  });
});
