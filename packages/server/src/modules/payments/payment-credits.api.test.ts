import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementLedger } from '@espaces/domain/api/agreements';
import type { Payment, PaymentTicket } from '@espaces/domain/api/payments';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { readCsv } from '@espaces/domain/csv/csv.test-support';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import { createOpeningWindow } from '../../../test/support/factories.ts';
import type { AgreementWorld } from '../agreements/agreements.test-support.ts';
import {
  createAmendmentWorld,
  createSignedBooking,
  type SignedBooking,
} from '../amendments/amendments.test-support.ts';
import { organizationIdOf, send, type Who } from '../bookings/bookings.test-support.ts';
import { chargeDuePayments } from './charge-due-payments.job.ts';
import { paymentProviderFor } from './provider/payment-providers.ts';
import { parisNoon, patchAs, paymentsOf, registerCard } from './payments.test-support.ts';

// Credits imputed on the next instalments (docs/payments.md#credits), read back through the API
// for an organisation paying by transfer. Evenings of 50,00 € (2 h × 20,00 € + 10,00 €) on
// 15 and 20 February, 4 and 7 March, 2 and 5 April, 3 and 6 May 2027: 100,00 € a month. The
// clock stays on 11 January: every cancellation has 30 days' notice and more, so it costs
// nothing and the paid month owes its whole evening back.

let world: AgreementWorld;
let booking: SignedBooking;
const DAYS = [35, 40, 52, 55, 81, 84, 112, 115];
/** Evenings of the card payer's agreement: 16 February and 5 March. */
const CARD_DAYS = [36, 53];

beforeAll(async () => {
  world = await createAmendmentWorld({ startAt: new Date('2027-01-11T08:00:00Z') });
  for (const offset of [...DAYS, ...CARD_DAYS].filter((day) => day > 45)) {
    await createOpeningWindow(world.db, world.placeId, {
      startDate: parisWallClockToUtc(world.day(offset), '18:00'),
      endDate: parisWallClockToUtc(world.day(offset), '22:00'),
    });
  }
  const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
  await patchAs(world, 'asso', `/api/organizations/${organizationId}/payment-type`, {
    paymentType: 'other',
  });
  booking = await createSignedBooking(world, DAYS);
}, 300_000);
afterAll(() => world.close());

const json = async <T>(who: Who, url: string) => {
  const response = await send(world, who, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const paymentsNow = async (agreementId = booking.agreementId) =>
  (await json<{ 'hydra:member': Payment[] }>('admin', `/api/payments?agreement.id=${agreementId}`))[
    'hydra:member'
  ];
const rowsOf = async (month: string, agreementId = booking.agreementId) =>
  (await paymentsNow(agreementId)).filter((payment) => payment.month === month);
const ledgerNow = async () =>
  (await json<{ ledger: AgreementLedger }>('asso', `/api/agreements/${booking.agreementId}`))
    .ledger;
const cancel = async (...slots: number[]) => cancelOf(booking, ...slots);
async function cancelOf(of: SignedBooking, ...slots: number[]) {
  const url = `/api/bookings/${of.id}/cancel-booking-slots`;
  const timeSlots = slots.map((index) => of.slots[index]);
  const response = await send(world, 'asso', 'PUT', url, { timeSlots });
  expect(response.statusCode, response.body).toBe(200);
}
const record = async (payment: Payment, reference: string) => {
  const response = await send(world, 'admin', 'PUT', `/api/payments/${payment.id}/record`, {
    reference,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Payment;
};
const open = (payments: Payment[]) =>
  payments.find((payment) => payment.status === 'scheduled' || payment.status === 'due')!;
const receiptText = async (payment: Payment) =>
  textOf((await send(world, 'asso', 'GET', `/api/payments/${payment.id}/ticket/pdf`)).rawPayload);
const exported = async () =>
  readCsv(
    (await send(world, 'admin', 'GET', '/api/payments/export?from=2027-01-01&to=2027-01-31')).body,
  )
    .slice(1)
    .map((row) => [row[2], row[7], row[8], row[9]]);

describe('a credit imputed on the next instalments', { timeout: 240_000 }, () => {
  it('asks less of March once February, paid, owes an evening back', async () => {
    const [february] = await rowsOf('2027-02');
    await record(february!, 'VIR-FEV');
    await cancel(1);
    const credit = (await rowsOf('2027-02')).find((payment) => payment.amount < 0)!;
    expect(credit).toMatchObject({ amount: -50, creditImputed: 0, imputedOn: null });
    expect(await rowsOf('2027-03')).toMatchObject([{ amount: 100, creditImputed: 50 }]);
    expect(await rowsOf('2027-04')).toMatchObject([{ amount: 100, creditImputed: 0 }]);
    expect((await ledgerNow()).payments).toEqual({
      scheduled: 300,
      paid: 100,
      credited: -50,
      imputed: -50,
      cancelled: 0,
      total: 350,
    });
    expect((await ledgerNow()).currentTotal).toBe(350);
  });

  it('records March at what it asks; its receipt and the export say so', async () => {
    const march = await record(open(await rowsOf('2027-03')), 'VIR-MARS');
    expect(march).toMatchObject({ status: 'paid', amount: 100, creditImputed: 50 });
    const ticket = await json<PaymentTicket>('asso', `/api/payments/${march.id}/ticket`);
    expect(ticket.amount).toBe(50);
    expect(ticket.lines.map((line) => [line.label, line.amount])).toEqual([
      ['jeudi 04/03/2027, 18:00 – 20:00', 50],
      ['dimanche 07/03/2027, 18:00 – 20:00', 50],
      ['Avoir imputé', -50],
    ]);
    expect(ticket.lines[2]!.detail).toBe('avoir de février 2027');
    const text = await receiptText(march);
    expect(text).toMatch(/Avoir imputé\s+avoir de février 2027\s+-50,00 €/);
    expect(text).toMatch(/Montant payé pour mars 2027\s+50,00 €/);
    const credit = (await rowsOf('2027-02')).find((payment) => payment.amount < 0)!;
    expect(credit).toMatchObject({
      status: 'paid',
      receiptNumber: null,
      imputedOn: { id: march.id, month: '2027-03' },
      _abilities: { ticket: false },
    });
    // The money that came in: 100 € for February, 50 € for March; the credit moved none.
    expect(await exported()).toEqual([
      ['Paiement', 'février 2027', '100,00', 'Autre moyen (mandat administratif ou virement)'],
      ['Paiement', 'mars 2027', '50,00', 'Autre moyen (mandat administratif ou virement)'],
    ]);
    expect((await ledgerNow()).payments).toMatchObject({ paid: 200, imputed: -50, total: 350 });
  });

  it('carries a credit larger than the next instalment over to the following one', async () => {
    // February and March paid, their evenings cancelled: 150 € owed back.
    await cancel(0, 2, 3);
    const [april] = await rowsOf('2027-04');
    // April is paid by the credits alone, at once; May asks what is left.
    expect(april).toMatchObject({ status: 'paid', paidWith: 'credit', creditImputed: 100 });
    const ticket = await json<PaymentTicket>('asso', `/api/payments/${april!.id}/ticket`);
    expect(ticket).toMatchObject({ amount: 0, means: 'Avoir imputé' });
    expect(ticket.lines.slice(2)).toEqual([
      { label: 'Avoir imputé', detail: 'avoir de février 2027', amount: -50 },
      { label: 'Avoir imputé', detail: 'avoir de mars 2027', amount: -50 },
    ]);
    expect(open(await rowsOf('2027-05'))).toMatchObject({ amount: 100, creditImputed: 50 });
    const ledger = await ledgerNow();
    expect(ledger.currentTotal).toBe(200);
    expect(ledger.payments).toEqual({
      scheduled: 100,
      paid: 300,
      credited: -200,
      imputed: -200,
      cancelled: 0,
      total: 200,
    });
  });

  it('leaves the last month’s credit for staff to refund with its reference', async () => {
    await record(open(await rowsOf('2027-05')), 'VIR-MAI');
    await cancel(7);
    const credit = open(await rowsOf('2027-05'));
    expect(credit).toMatchObject({
      amount: -50,
      creditImputed: 0,
      imputedOn: null,
      _abilities: { record: true },
    });
    const refunded = await record(credit, 'REMB-7');
    expect(refunded).toMatchObject({ status: 'paid', reference: 'REMB-7' });
    expect(await receiptText(refunded)).toMatch(/Avoir remboursé pour mai 2027\s+-50,00 €/);
    // April's receipt is written too, at 0,00 €: every receipt has its line.
    expect((await exported()).slice(2)).toEqual([
      ['Paiement', 'avril 2027', '0,00', 'Avoir imputé'],
      ['Paiement', 'mai 2027', '50,00', 'Autre moyen (mandat administratif ou virement)'],
      ['Avoir remboursé', 'mai 2027', '-50,00', 'Autre moyen (mandat administratif ou virement)'],
    ]);
    const ledger = await ledgerNow();
    expect(ledger.currentTotal).toBe(150);
    expect(ledger.payments.total).toBe(150);
  });
});

describe('a credit of a month the card paid', { timeout: 240_000 }, () => {
  it('goes back to the card, not on the next instalment', async () => {
    const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost:3000' };
    const sandbox = paymentProviderFor(
      { paymentProvider: 'sandbox', appUrl: APP.appUrl },
      world.db,
    );
    const card = await createSignedBooking(world, CARD_DAYS);
    const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
    await registerCard(world, organizationId, card.agreementId, '4242 4242 4242 4242');
    const february = (await paymentsOf(world.db, card.agreementId)).find(
      (payment) => payment.month === '2027-02',
    )!;
    const due = parisNoon(february.dueDate);
    await chargeDuePayments(world.db, sandbox, due, APP);
    await cancelOf(card, 0);
    expect(await rowsOf('2027-03', card.agreementId)).toMatchObject([
      { amount: 50, creditImputed: 0 },
    ]);
    await chargeDuePayments(world.db, sandbox, new Date(due.getTime() + 60_000), APP);
    const credit = (await rowsOf('2027-02', card.agreementId)).find((p) => p.amount < 0)!;
    expect(credit).toMatchObject({ status: 'paid', paidWith: 'card', imputedOn: null });
    expect(credit.reference).toBeTruthy();
  });
});
