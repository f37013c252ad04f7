import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementLedger } from '@espaces/domain/api/agreements';
import type { Booking } from '@espaces/domain/api/bookings';
import { formatCents } from '@espaces/domain/locale/format';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { payments } from '../../db/schema.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import type { AgreementWorld } from '../agreements/agreements.test-support.ts';
import { createApprovedBooking } from '../agreements/agreements.test-support.ts';
import {
  organizationIdOf,
  parisSlot,
  send,
  violationsOf,
} from '../bookings/bookings.test-support.ts';
import { chargeDuePayments } from '../payments/charge-due-payments.job.ts';
import { paymentProviderFor } from '../payments/provider/payment-providers.ts';
import {
  createSignedAgreement,
  patchAs,
  paymentsOf,
  registerCard,
} from '../payments/payments.test-support.ts';
import { createAmendmentWorld } from './amendments.test-support.ts';
import { createOpeningWindow } from '../../../test/support/factories.ts';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';

// Writes of one signed agreement at the same moment (docs/decisions.md#lock-order): two
// amendments accepted, a cancellation with a fee, a payment recorded or charged by card, and
// another agreement of the facility issued. Each takes the agreement first, then its places,
// bookings, slots and payments, the data versions at COMMIT; whatever order PostgreSQL lets
// them in, none deadlocks (a 409 or a 5xx), every amount lands in the ledger, which reconciles:
// the total signed plus every amendment's change is what the slots owe, which the payments add up
// to, and which the last amendment's PDF states. PGlite runs one transaction at a time:
// PostgreSQL only. The clock is fixed so that the cancellation's notice gives half price.

const ROUNDS = 4;
// Each round signs an agreement and issues three amendments: PDFs, never timed.
const RACE_TIMEOUT = 300_000;
const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost' };

let world: AgreementWorld;
// The place opens 18:00–22:00 every day up to 45 days ahead. The evenings cancelled lie 8 to
// 21 days ahead, so the organisation owes half; the others 22 days ahead or more.
const days = { cancelled: 8, other: 22 };

beforeAll(async () => {
  world = await createAmendmentWorld({ startAt: new Date('2027-01-11T08:00:00Z') });
  for (let offset = 22; offset < 30; offset++) {
    await createOpeningWindow(world.db, world.placeId, {
      startDate: parisWallClockToUtc(world.day(offset), '18:00'),
      endDate: parisWallClockToUtc(world.day(offset), '22:00'),
    });
  }
});
afterAll(() => world.close());

function freshDay(kind: keyof typeof days): number {
  const day = days[kind]++;
  expect(day).toBeLessThanOrEqual(kind === 'cancelled' ? 21 : 45);
  return day;
}

const noServerError = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.statusCode === 200 ? '' : response.body,
});
const ok = { status: 200, body: '' };

/** The staff's proposal on a booking, pending its organisation's acceptance. */
async function proposal(bookingId: string, body: object): Promise<string> {
  const proposed = await send(
    world,
    'validateur',
    'POST',
    `/api/bookings/${bookingId}/amendments`,
    body,
  );
  expect(proposed.statusCode, proposed.body).toBe(201);
  return (proposed.json() as { id: string }).id;
}

const accept = (proposalId: string) =>
  send(world, 'asso', 'PUT', `/api/amendment_proposals/${proposalId}/accept`);

/** The organisation cancels the booking's only slot: half its price stays due. */
async function cancellation(bookingId: string) {
  const read = (await send(world, 'asso', 'GET', `/api/bookings/${bookingId}`)).json() as Booking;
  const slot = read.bookingSlots[0]!;
  return () =>
    send(world, 'asso', 'PUT', `/api/bookings/${bookingId}/cancel-booking-slots`, {
      timeSlots: [slot['@id']],
    });
}

/** One signed agreement of asso@ holding three bookings of one evening each, 50,00 € each. */
async function signedAgreement() {
  const { agreementId, bookings } = await createSignedAgreement(world, [
    freshDay('other'),
    freshDay('other'),
    freshDay('cancelled'),
  ]);
  const [repriced, extended, cancelled] = bookings.map((booking) => booking.id) as [
    string,
    string,
    string,
  ];
  const read = (await send(world, 'asso', 'GET', `/api/bookings/${extended}`)).json() as Booking;
  const evening = read.bookingSlots[0]!;
  const day = evening.startDate.slice(0, 10);
  return {
    agreementId,
    bookings: [repriced, extended, cancelled],
    // 2 h at 15,00 € + 10,00 €: 40,00 € instead of 50,00 €.
    lowerRate: await proposal(repriced, { proposedRentPrice: 15, proposedCleaningPrice: null }),
    // A second evening the same day, 20:00 to 22:00: 50,00 €.
    addedEvening: await proposal(extended, {
      bookingSlots: [
        { startDate: evening.startDate, endDate: evening.endDate },
        parisSlot(day, '20:00', '22:00'),
      ],
    }),
    cancel: await cancellation(cancelled),
  };
}

async function ledgerOf(agreementId: string): Promise<AgreementLedger> {
  const read = await send(world, 'asso', 'GET', `/api/agreements/${agreementId}`);
  expect(read.statusCode, read.body).toBe(200);
  return (read.json() as { ledger: AgreementLedger }).ledger;
}

const cents = (euros: number) => Math.round(euros * 100);

/**
 * The ledger lost nothing: 150,00 € signed, −10,00 € (lower rate), +50,00 € (added evening) and
 * −25,00 € (half the cancelled evening) in the order they won the agreement's lock, numbered 1 to
 * 3; the bookings owe its current total, the payments add up to it, and the PDF of the amendment
 * issued last states it.
 */
async function expectLedgerReconciles(agreementId: string, bookingIds: string[]) {
  const ledger = await ledgerOf(agreementId);
  expect(ledger.signedTotal).toBe(150);
  expect(ledger.amendments.map((amendment) => amendment.number)).toEqual([1, 2, 3]);
  const byAmount = (a: number, b: number) => a - b;
  expect(ledger.amendments.map((amendment) => cents(amendment.change)).sort(byAmount)).toEqual([
    -2500, -1000, 5000,
  ]);
  expect(ledger.currentTotal).toBe(165);
  expect(cents(ledger.payments.total)).toBe(cents(ledger.currentTotal));
  const rows = await paymentsOf(world.db, agreementId);
  const counted = rows.filter((row) => row.status !== 'cancelled');
  expect(counted.reduce((sum, row) => sum + row.amountCents, 0)).toBe(16_500);
  let owed = 0;
  for (const bookingId of bookingIds) {
    const read = await send(world, 'asso', 'GET', `/api/bookings/${bookingId}`);
    owed += cents((read.json() as Booking).amountDue);
  }
  expect(owed).toBe(16_500);
  const pdf = (await send(world, 'asso', 'GET', ledger.amendments.at(-1)!.document)).rawPayload;
  expect(textOf(pdf).replace(/\s+/g, ' ')).toContain(
    `Montant dû au titre de la convention après l’avenant ${formatCents(16_500)}`.replace(
      /\s+/g,
      ' ',
    ),
  );
}

/** Another organisation's draft at the same place, ready to be issued. */
async function otherDraft(): Promise<string> {
  const booking = await createApprovedBooking(world, freshDay('other'), 'autre-asso');
  const draft = await send(world, 'admin', 'POST', '/api/agreements', {
    booking: `/api/bookings/${booking.id}`,
  });
  expect(draft.statusCode, draft.body).toBe(201);
  return (draft.json() as { id: string }).id;
}

describe.runIf(process.env.DATABASE_URL)('writes of one agreement at the same moment', () => {
  it(
    `accepts two amendments, cancels with a fee, records a payment and issues another agreement, ${ROUNDS} times`,
    async () => {
      const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
      // Paid by transfer: staff record its payments.
      await patchAs(world, 'asso', `/api/organizations/${organizationId}/payment-type`, {
        paymentType: 'other',
      });
      for (let round = 0; round < ROUNDS; round++) {
        const agreement = await signedAgreement();
        const [open] = (await paymentsOf(world.db, agreement.agreementId)).filter(
          (row) => row.status === 'scheduled',
        );
        const other = await otherDraft();
        const [lowered, added, cancelled, recorded, issued] = await Promise.all([
          accept(agreement.lowerRate),
          accept(agreement.addedEvening),
          agreement.cancel(),
          send(world, 'admin', 'PUT', `/api/payments/${open!.id}/record`, {
            reference: `VIR-${round}`,
          }),
          send(world, 'admin', 'POST', `/api/agreements/${other}/generate`, {}),
        ]);
        expect([lowered, added, cancelled, issued].map(noServerError)).toEqual([ok, ok, ok, ok]);
        // Recorded, or refused in French when a reschedule cancelled the payment first.
        if (recorded.statusCode !== 200) {
          expect(recorded.statusCode, recorded.body).toBe(422);
          expect(violationsOf(recorded).map((v) => v.message)).toEqual([
            PAYMENT_MESSAGES.paymentNotOpen,
          ]);
        }
        await expectLedgerReconciles(agreement.agreementId, agreement.bookings);
      }
    },
    RACE_TIMEOUT,
  );

  it(
    `charges a card payment while two amendments are accepted and a slot cancelled, ${ROUNDS} times`,
    async () => {
      const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
      const sandbox = paymentProviderFor(
        { paymentProvider: 'sandbox', appUrl: APP.appUrl },
        world.db,
      );
      for (let round = 0; round < ROUNDS; round++) {
        const agreement = await signedAgreement();
        if (round === 0) {
          await registerCard(world, organizationId, agreement.agreementId, '4242 4242 4242 4242');
        }
        const today = world.day(0);
        // Its instalments fall due today: the charge job takes them.
        await world.db
          .update(payments)
          .set({ dueDate: today })
          .where(eq(payments.agreementId, agreement.agreementId));
        const [charged, lowered, added, cancelled] = await Promise.all([
          chargeDuePayments(world.db, sandbox, world.context.clock.now(), APP).catch(
            (error: unknown) => error,
          ),
          accept(agreement.lowerRate),
          accept(agreement.addedEvening),
          agreement.cancel(),
        ]);
        expect(charged).not.toBeInstanceOf(Error);
        expect(charged).toMatchObject({ declined: 0, failed: 0 });
        // January's instalment at least was charged, whatever the amendments did first.
        expect((charged as { paid: number }).paid).toBeGreaterThan(0);
        expect([lowered, added, cancelled].map(noServerError)).toEqual([ok, ok, ok]);
        await expectLedgerReconciles(agreement.agreementId, agreement.bookings);
      }
    },
    RACE_TIMEOUT,
  );
});
