import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { createOpeningWindow } from '../../../test/support/factories.ts';
import {
  amendmentProposals,
  amendments,
  bookingSlots,
  bookings,
  mailOutbox,
} from '../../db/schema.ts';
import {
  createAgreementWorld,
  lastSignatureCode,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import { bookingBody, parisSlot, send } from '../bookings/bookings.test-support.ts';

// Shared by the amendment API tests: validated bookings under signed agreements.

/** The agreement world, also open 18:00–22:00 on days 30 to 45 (30 days' notice and more). */
export async function createAmendmentWorld(
  options: Parameters<typeof createAgreementWorld>[0] = {},
): Promise<AgreementWorld> {
  const world = await createAgreementWorld(options);
  for (let offset = 30; offset <= 45; offset++) {
    await createOpeningWindow(world.db, world.placeId, {
      startDate: parisWallClockToUtc(world.day(offset), '18:00'),
      endDate: parisWallClockToUtc(world.day(offset), '22:00'),
    });
  }
  return world;
}

export interface SignedBooking {
  id: string;
  reference: string;
  agreementId: string;
  /** Its slots' IRIs, in start order. */
  slots: string[];
}

const ok = (response: { statusCode: number; body: string }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as { id: string; reference: string };
};

/**
 * asso@'s booking of 18:00–20:00 on each day (or as `body` says, e.g. a yearly one), approved,
 * issued in an agreement and signed.
 */
export async function createSignedBooking(
  world: AgreementWorld,
  days: number[],
  body: Record<string, unknown> = {},
): Promise<SignedBooking> {
  const bookingSlotsSent = days.map((offset) => parisSlot(world.day(offset), '18:00', '20:00'));
  const booking = ok(
    await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: bookingSlotsSent, ...body }),
    ),
    201,
  );
  ok(await send(world, 'validateur', 'PUT', `/api/bookings/${booking.id}`, { status: 'approved' }));
  const draft = ok(
    await send(world, 'admin', 'POST', '/api/agreements', {
      booking: `/api/bookings/${booking.id}`,
    }),
    201,
  );
  ok(await send(world, 'admin', 'POST', `/api/agreements/${draft.id}/generate`, {}));
  ok(await send(world, 'asso', 'POST', `/api/agreements/${draft.id}/signature-code`, {}), 201);
  const code = await lastSignatureCode(world, 'asso@espaces.test', draft.id);
  ok(
    await send(world, 'asso', 'POST', `/api/agreements/${draft.id}/signature`, {
      fullName: 'Léa Martin',
      consent: true,
      code,
    }),
  );
  const rows = await world.db
    .select({ id: bookingSlots.id })
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, booking.id))
    .orderBy(asc(bookingSlots.startDate));
  return {
    id: booking.id,
    reference: booking.reference,
    agreementId: draft.id,
    slots: rows.map((row) => `/api/booking_slots/${row.id}`),
  };
}

/** What a refused call must leave untouched: slots, amendments and the outbox. */
export async function writtenState(world: AgreementWorld, bookingId: string) {
  const slots = await world.db
    .select()
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(asc(bookingSlots.startDate));
  const issued = await world.db.select().from(amendments);
  const mails = await world.db.select({ id: mailOutbox.id }).from(mailOutbox);
  const proposals = await world.db
    .select({ id: amendmentProposals.id, status: amendmentProposals.status })
    .from(amendmentProposals)
    .orderBy(asc(amendmentProposals.proposedAt));
  const [booking] = await world.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { slots, booking, amendments: issued.length, mails: mails.length, proposals };
}
