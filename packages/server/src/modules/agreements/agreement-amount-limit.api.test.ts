import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { createOpeningWindow, createPlace } from '../../../test/support/factories.ts';
import { agreements, payments } from '../../db/schema.ts';
import { parisSlot, send, violationsOf } from '../bookings/bookings.test-support.ts';
import {
  bookingRow,
  createAgreementWorld,
  lastSignatureCode,
  type AgreementWorld,
} from './agreements.test-support.ts';

// Money is stored as integer cents (docs/bookings.md#prices): an agreement, or a month of its
// payments, worth more than a PostgreSQL integer holds is refused with a French violation, never a
// 500.

let world: AgreementWorld;
beforeAll(async () => {
  world = await createAgreementWorld();
});
afterAll(() => world.close());

/**
 * An approved request of `who` for every day of `days`, 00:00–23:45, at a place of this hourly
 * price (each test its own organisation, so that each has its own draft).
 */
async function approvedLongBooking(
  who: 'asso' | 'autre-asso',
  days: number[],
  rentPriceCents: number,
): Promise<string> {
  const place = await createPlace(world.db, { rentPriceCents, cleaningPriceCents: 0 });
  for (const offset of days) {
    await createOpeningWindow(world.db, place.id, {
      startDate: parisWallClockToUtc(world.day(offset), '00:00'),
      endDate: parisWallClockToUtc(world.day(offset), '23:45'),
    });
  }
  const requested = await send(world, who, 'POST', '/api/bookings', {
    place: `/api/places/${place.id}`,
    bookingSlots: days.map((offset) => parisSlot(world.day(offset), '00:00', '23:45')),
    activity: 'Salon annuel',
    expectedAttendance: 2000,
  });
  expect(requested.statusCode).toBe(201);
  const bookingId = requested.json().id as string;
  const approve = { status: 'approved' };
  const approved = await send(world, 'validateur', 'PUT', `/api/bookings/${bookingId}`, approve);
  expect(approved.statusCode).toBe(200);
  return bookingId;
}

async function draftOf(bookingId: string): Promise<string> {
  const draft = await send(world, 'admin', 'POST', '/api/agreements', {
    booking: `/api/bookings/${bookingId}`,
  });
  expect(draft.statusCode).toBe(201);
  return draft.json().id as string;
}

const generate = (agreementId: string) =>
  send(world, 'admin', 'POST', `/api/agreements/${agreementId}/generate`, {});

const messagesOf = (response: Awaited<ReturnType<typeof send>>) =>
  violationsOf(response).map((found) => found.message);

describe('an agreement past the largest amount', () => {
  it('is not issued: ten days of 23 h 45 at 100 000 € an hour leave the draft as it was', async () => {
    const bookingId = await approvedLongBooking(
      'autre-asso',
      Array.from({ length: 10 }, (_, i) => 30 + i),
      10_000_000,
    );
    const agreementId = await draftOf(bookingId);

    const generated = await generate(agreementId);

    expect(generated.statusCode).toBe(422);
    expect(messagesOf(generated)).toEqual([AGREEMENT_MESSAGES.totalTooHigh]);
    const [row] = await world.db.select().from(agreements).where(eq(agreements.id, agreementId));
    expect(row).toMatchObject({ status: 'draft', documentSha256: null, totalCents: null });
    expect((await bookingRow(world, bookingId)).status).toBe('approved');
  });

  it('is not reached by an amendment raising the price of a signed one', async () => {
    const bookingId = await approvedLongBooking(
      'asso',
      Array.from({ length: 30 }, (_, i) => 60 + i),
      2000,
    );
    const agreementId = await draftOf(bookingId);
    const issued = await generate(agreementId);
    expect(issued.statusCode, issued.body).toBe(200);
    await send(world, 'asso', 'POST', `/api/agreements/${agreementId}/signature-code`, {});
    const code = await lastSignatureCode(world, 'asso@espaces.test', agreementId);
    const signature = { fullName: 'Léa Martin', consent: true, code };
    const signed = await send(
      world,
      'asso',
      'POST',
      `/api/agreements/${agreementId}/signature`,
      signature,
    );
    expect(signed.statusCode).toBe(200);
    const proposed = await send(world, 'admin', 'POST', `/api/bookings/${bookingId}/amendments`, {
      reason: 'Nouveau tarif',
      proposedRentPrice: 100_000,
    });
    expect(proposed.statusCode).toBe(201);
    const paymentsBefore = await paymentRows(agreementId);

    const accepted = await send(
      world,
      'asso',
      'PUT',
      `/api/amendment_proposals/${proposed.json().id}/accept`,
      {},
    );

    expect(accepted.statusCode).toBe(422);
    expect(messagesOf(accepted)).toEqual([AGREEMENT_MESSAGES.totalTooHigh]);
    expect(await paymentRows(agreementId)).toEqual(paymentsBefore);
    expect((await bookingRow(world, bookingId)).rentPriceCents).toBe(2000);
  });
});

const paymentRows = (agreementId: string) =>
  world.db.select().from(payments).where(eq(payments.agreementId, agreementId));
