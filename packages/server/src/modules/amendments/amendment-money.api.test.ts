import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementLedger } from '@espaces/domain/api/agreements';
import type { Amendment } from '@espaces/domain/api/amendments';
import type { Booking } from '@espaces/domain/api/bookings';
import type { Payment } from '@espaces/domain/api/payments';
import { formatCents, formatCentsChange } from '@espaces/domain/locale/format';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import type { AgreementWorld } from '../agreements/agreements.test-support.ts';
import { signIn, type Cookies } from '../../../test/support/app.ts';
import { ACCOUNTS, organizationIdOf, parisSlot } from '../bookings/bookings.test-support.ts';
import { patchAs } from '../payments/payments.test-support.ts';
import {
  createAmendmentWorld,
  createSignedBooking,
  type SignedBooking,
} from './amendments.test-support.ts';

// An amount once issued never moves (domain agreement/amendment-lines.ts): the organisation
// cancels an evening inside the half-price window, staff lower the hourly rate, then add an
// evening; after each step every amount is read back from the API and from the PDFs, and the
// agreement's ledger equals the sum of its payments. The clock is fixed: the months the slots
// fall in, and so the instalments, do not depend on the day the test runs.

const DAY = 86_400_000;
const flatText = (text: string) => text.replace(/\s+/g, ' ');
const flat = (pdf: Buffer) => flatText(textOf(pdf));

let world: AgreementWorld;
let booking: SignedBooking;

// Sessions last an hour of the test clock: those opened before it moves on are dropped.
type Account = keyof typeof ACCOUNTS;
const sessions = new Map<Account, Cookies>();
function advanceDays(days: number) {
  world.context.clock.advance(days * DAY);
  sessions.clear();
}
async function send(who: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  if (!sessions.has(who)) sessions.set(who, await signIn(world.context.app, ACCOUNTS[who]));
  return world.context.app.inject({ method, url, payload, cookies: sessions.get(who) });
}
beforeAll(async () => {
  world = await createAmendmentWorld({ startAt: new Date('2027-01-11T08:00:00Z') });
  // The organisation pays by transfer: staff record its payments.
  const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
  await patchAs(world, 'asso', `/api/organizations/${organizationId}/payment-type`, {
    paymentType: 'other',
  });
  // 2 h × 20,00 € + 10,00 € = 50,00 € an evening: on 14, 21 and 31 January, 15 February.
  booking = await createSignedBooking(world, [3, 10, 20, 35]);
  // Issuing and signing renders PDFs: minutes on a loaded 2-core machine.
}, 300_000);
afterAll(() => world.close());

const bookingNow = async () =>
  (await send('asso', 'GET', `/api/bookings/${booking.id}`)).json() as Booking;
const ledgerNow = async () =>
  (
    (await send('asso', 'GET', `/api/agreements/${booking.agreementId}`)).json() as {
      ledger: AgreementLedger;
    }
  ).ledger;
const paymentsNow = async () =>
  (
    (await send('admin', 'GET', `/api/payments?agreement.id=${booking.agreementId}`)).json() as {
      'hydra:member': Payment[];
    }
  )['hydra:member'];
const pdfOf = async (path: string) => (await send('asso', 'GET', path)).rawPayload;
const amendmentsNow = async () =>
  (
    (await send('asso', 'GET', `/api/bookings/${booking.id}/amendments`)).json() as {
      'hydra:member': Amendment[];
    }
  )['hydra:member'];

/** The slots' amounts as the API states them: price and what each owes, in start order. */
const amountsOf = (read: Booking) =>
  read.bookingSlots.map((slot) => [slot.cancelled, slot.price, slot.due]);

/** The facility's indicators over the agreement's months (January and February 2027). */
const amountIndicatorsNow = async () => {
  const facilityId = (await bookingNow()).place.facility.id;
  const query = `from=2027-01-01&to=2027-02-28&place.facility.id=${facilityId}`;
  return (
    (await send('admin', 'GET', `/api/indicators?${query}`)).json() as {
      totals: { amounts: { invoicedCents: number; paidCents: number } };
    }
  ).totals.amounts;
};

/**
 * The ledger holds together, and the payments the API lists and the indicators count add up
 * to it (docs/agreements.md#amounts-once-issued).
 */
async function expectLedger(current: number, changes: number[]) {
  const ledger = await ledgerNow();
  expect(ledger.signedTotal).toBe(200);
  expect(ledger.amendments.map((amendment) => amendment.change)).toEqual(changes);
  expect(ledger.currentTotal).toBe(current);
  expect(200 + changes.reduce((sum, change) => sum + change, 0)).toBeCloseTo(current, 2);
  expect(ledger.payments.total).toBe(current);
  const counted = (await paymentsNow()).filter((payment) => payment.status !== 'cancelled');
  const cents = counted.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
  expect(cents).toBe(Math.round(current * 100));
  expect((await bookingNow()).amountDue).toBe(current);
  expect(await amountIndicatorsNow()).toMatchObject({
    invoicedCents: Math.round(current * 100),
    paidCents: Math.round(ledger.payments.paid * 100),
  });
}

const toCents = (euros: number) => Math.round(euros * 100);

/**
 * The amendment's PDF states the agreement's account as the ledger served by the API, to the
 * cent: the total signed, each amendment's change, the amount due now.
 */
async function expectPdfStatesLedger(amendment: Amendment) {
  const ledger = await ledgerNow();
  const stated = [
    `Montant de la convention signée ${formatCents(toCents(ledger.signedTotal!))}`,
    ...ledger.amendments.map(
      (line) =>
        `${line.title} — réservation ${line.booking.reference} ${formatCentsChange(toCents(line.change))}`,
    ),
    `Montant dû au titre de la convention après l’avenant ${formatCents(toCents(ledger.currentTotal))}`,
  ];
  expect(flat(await pdfOf(amendment.document))).toContain(flatText(stated.join(' ')));
}

describe(
  'amounts through cancellation with a fee, a rate change and an added slot',
  { timeout: 120_000 },
  () => {
    it('states 200,00 € when signed, and schedules it', async () => {
      const read = await bookingNow();
      expect(amountsOf(read)).toEqual([
        [false, 50, 50],
        [false, 50, 50],
        [false, 50, 50],
        [false, 50, 50],
      ]);
      await expectLedger(200, []);
      const signed = flat(await pdfOf(`/api/agreements/${booking.agreementId}/signed-document`));
      expect(signed).toContain('200,00 €');
    });

    it('cancels the evening of 21 January at half price: 25,00 € stay due (avenant n° 1)', async () => {
      const response = await send(
        'asso',
        'PUT',
        `/api/bookings/${booking.id}/cancel-booking-slots`,
        {
          timeSlots: [booking.slots[1]],
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(amountsOf(await bookingNow())[1]).toEqual([true, 50, 25]);
      const [first] = await amendmentsNow();
      expect(first).toMatchObject({ totalBefore: 200, totalAfter: 175, change: -25 });
      expect(first!.lines).toMatchObject([{ kind: 'cancelled', before: 50, after: 25 }]);
      const text = flat(await pdfOf(first!.document));
      expect(text).toContain('jeudi 21/01/2027 18:00 – 20:00 50,00 € 25,00 €');
      expect(text).toContain(
        'avant l’avenant 200,00 € Variation due aux lignes ci-dessus −25,00 €',
      );
      expect(text).toContain('après l’avenant 175,00 €');
      const history = (await bookingNow()).history ?? [];
      expect(history.find((event) => event.action === 'cancel_slots')).toMatchObject({
        action: 'cancel_slots',
        changes: { amendment: 1, cancelledSlots: 1, amountDue: { from: 200, to: 175 } },
      });
      await expectLedger(175, [-25]);
      await expectPdfStatesLedger(first!);
    });

    it('records January as paid by transfer; the ledger counts it paid', async () => {
      const january = (await paymentsNow()).find((payment) => payment.month === '2027-01')!;
      // 14 and 31 January, and the fee of the 21st.
      expect(january.amount).toBe(125);
      const recorded = await send('admin', 'PUT', `/api/payments/${january.id}/record`, {
        reference: 'VIR-2027-0117',
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const ledger = await ledgerNow();
      expect(ledger.payments).toMatchObject({ paid: 125, scheduled: 50, credited: 0 });
      await expectLedger(175, [-25]);
    });

    it('lowers the rate to 15,00 €/h: only evenings to come are repriced, the fee stays 25,00 € (avenant n° 2)', async () => {
      // The evening of 14 January has begun by now.
      advanceDays(4);
      const proposed = await send('validateur', 'POST', `/api/bookings/${booking.id}/amendments`, {
        proposedRentPrice: 15,
        proposedCleaningPrice: null,
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const proposal = proposed.json() as { id: string; lines: unknown[]; totalAfter: number };
      expect(proposal.totalAfter).toBe(155);
      const accepted = await send('asso', 'PUT', `/api/amendment_proposals/${proposal.id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const second = accepted.json() as Amendment;
      expect(second.lines).toMatchObject([
        { kind: 'repriced', before: 50, after: 40 },
        { kind: 'repriced', before: 50, after: 40 },
      ]);
      expect(second).toMatchObject({ totalBefore: 175, totalAfter: 155, change: -20 });
      expect(second.acceptance).toMatchObject({
        email: 'asso@espaces.test',
        ipAddress: '127.0.0.1',
      });
      expect(amountsOf(await bookingNow())).toEqual([
        [false, 50, 50],
        [true, 50, 25],
        [false, 40, 40],
        [false, 40, 40],
      ]);
      const text = flat(await pdfOf(second.document));
      expect(text).toContain('Créneaux dont le prix change');
      expect(text).toContain('dimanche 31/01/2027 18:00 – 20:00 50,00 € 40,00 €');
      expect(text).toContain('lundi 15/02/2027 18:00 – 20:00 50,00 € 40,00 €');
      expect(text).not.toContain('21/01/2027');
      expect(text).toContain(
        'avant l’avenant 175,00 € Variation due aux lignes ci-dessus −20,00 €',
      );
      expect(text).toContain('après l’avenant 155,00 €');
      expect(text).toContain('Accepté le 15/01/2027 à 09:00 (heure de Paris)');
      // The first amendment's PDF is stored as issued: its fee still reads 25,00 €.
      const [first] = await amendmentsNow();
      expect(flat(await pdfOf(first!.document))).toContain('50,00 € 25,00 €');
      // January was paid 125,00 € and now owes 115,00 €: a credit of 10,00 €.
      const ledger = await ledgerNow();
      expect(ledger.payments).toMatchObject({ paid: 125, scheduled: 40, credited: -10 });
      await expectLedger(155, [-25, -20]);
      await expectPdfStatesLedger(second);
    });

    it('adds the evening of 20 February at 40,00 € (avenant n° 3)', async () => {
      const read = await bookingNow();
      const toCome = read.bookingSlots
        .filter(
          (slot) =>
            !slot.cancelled && Date.parse(slot.startDate) > world.context.clock.now().getTime(),
        )
        .map(({ startDate, endDate }) => ({ startDate, endDate }));
      const proposed = await send('validateur', 'POST', `/api/bookings/${booking.id}/amendments`, {
        bookingSlots: [...toCome, parisSlot(world.day(40), '18:00', '20:00')],
      });
      expect(proposed.statusCode, proposed.body).toBe(201);
      const accepted = await send(
        'asso',
        'PUT',
        `/api/amendment_proposals/${proposed.json().id}/accept`,
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const third = accepted.json() as Amendment;
      expect(third.lines).toMatchObject([{ kind: 'added', before: 0, after: 40 }]);
      expect(third).toMatchObject({ totalBefore: 155, totalAfter: 195, change: 40 });
      const text = flat(await pdfOf(third.document));
      expect(text).toContain('Article 2 — Créneaux ajoutés');
      expect(text).toContain('samedi 20/02/2027 18:00 – 20:00 0,00 € 40,00 €');
      expect(text).toContain('après l’avenant 195,00 €');
      expect(amountsOf(await bookingNow()).map(([, , due]) => due)).toEqual([50, 25, 40, 40, 40]);
      await expectLedger(195, [-25, -20, 40]);
      await expectPdfStatesLedger(third);
      // The agreement's PDF states the total the ledger starts from.
      const signed = flat(await pdfOf(`/api/agreements/${booking.agreementId}/signed-document`));
      const { signedTotal } = await ledgerNow();
      expect(signed).toContain(
        flatText(`Montant total de la convention ${formatCents(toCents(signedTotal!))}`),
      );
    });

    it('lists the payments next instalment first', async () => {
      const listed = await paymentsNow();
      expect(listed.map((payment) => [payment.month, payment.status, payment.amount])).toEqual([
        ['2027-01', 'scheduled', -10],
        ['2027-02', 'scheduled', 80],
        ['2027-01', 'paid', 125],
      ]);
    });
  },
);
