import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, parisWallClockToUtc } from '../availability/paris-time.ts';
import { monthlyAmountsDue, parisMonthOf } from './payment-schedule.ts';
import { receiptLinesOf, receiptLineText, type ReceiptBooking } from './receipt-lines.ts';

// Tests run with TZ=UTC: the lines are Paris days and hours, whatever the machine's zone.

const CONDITIONS = [
  {},
  { cancelled: true, cancelledByOrganizationNotToBePaid: true },
  { cancelled: true, cancelledByOrganizationToBePartiallyPaid: true },
  { cancelled: true, cancelledByOrganizationToBeFullyPaid: true },
  { cancelled: true },
] as const;

type Generated = {
  rentPriceCents: number;
  cleaningPriceCents: number;
  slots: { day: number; state: number }[];
}[];

/** Bookings of evening slots in March and April 2027, each with a cancellation state. */
const bookingsArbitrary = fc.array(
  fc.record({
    rentPriceCents: fc.integer({ min: 0, max: 10_000 }),
    cleaningPriceCents: fc.integer({ min: 0, max: 5_000 }),
    slots: fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 60 }), state: fc.integer({ min: 0, max: 4 }) }),
      { maxLength: 8 },
    ),
  }),
  { minLength: 1, maxLength: 3 },
);

function bookingsOf(generated: Generated): ReceiptBooking[] {
  return generated.map((booking, index) => ({
    reference: `RES-2027-00000${index}`,
    placeName: 'Gymnase',
    rentPriceCents: booking.rentPriceCents,
    cleaningPriceCents: booking.cleaningPriceCents,
    slots: booking.slots.map(({ day, state }) => {
      const date = addDaysToDate('2027-03-01', day);
      return {
        startDate: parisWallClockToUtc(date, '18:00'),
        endDate: parisWallClockToUtc(date, '19:30'),
        ...CONDITIONS[state],
      };
    }),
  }));
}

describe('receiptLinesOf', () => {
  it('adds up, line by line, to what the schedule says the month owes, less what was paid', () => {
    fc.assert(
      fc.property(
        bookingsArbitrary,
        fc.array(fc.integer({ min: -5_000, max: 50_000 }), { maxLength: 3 }),
        (generated, paid) => {
          const bookings = bookingsOf(generated);
          for (const { month, amountCents } of monthlyAmountsDue(bookings)) {
            const settled = paid.reduce((sum, cents) => sum + cents, 0);
            const lines = receiptLinesOf({
              month,
              amountCents: amountCents - settled,
              bookings,
              earlierReceipts: paid.map((cents, n) => ({
                receiptNumber: `2027-00000${n}`,
                amountCents: cents,
              })),
            });
            expect(lines.some((line) => line.kind === 'difference')).toBe(false);
            expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(
              amountCents - settled,
            );
            expect(lines.filter((line) => line.kind === 'slot').length).toBe(
              bookings.flatMap((b) => b.slots).filter((s) => parisMonthOf(s.startDate) === month)
                .length,
            );
          }
        },
      ),
    );
  });

  it('shows a charge that no longer matches the month as a difference line', () => {
    const bookings = bookingsOf([
      { rentPriceCents: 2000, cleaningPriceCents: 1000, slots: [{ day: 2, state: 0 }] },
    ]);
    const lines = receiptLinesOf({
      month: '2027-03',
      amountCents: 5000,
      bookings,
      earlierReceipts: [],
    });
    expect(lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['slot', 4000],
      ['difference', 1000],
    ]);
  });

  it('words each line: the slot in Paris time, the fee of a cancelled one, an earlier receipt', () => {
    const bookings = bookingsOf([
      {
        rentPriceCents: 2000,
        cleaningPriceCents: 1000,
        slots: [
          { day: 2, state: 0 },
          { day: 3, state: 2 },
        ],
      },
    ]);
    const lines = receiptLinesOf({
      month: '2027-03',
      amountCents: 4000 + 2000 - 1500,
      bookings,
      earlierReceipts: [{ receiptNumber: '2027-000003', amountCents: 1500 }],
    }).map((line) => receiptLineText(line));
    expect(lines).toEqual([
      {
        label: 'mercredi 03/03/2027, 18:00 – 19:30',
        detail: 'Gymnase — réservation RES-2027-000000',
        amount: 40,
      },
      {
        label: 'jeudi 04/03/2027, 18:00 – 19:30',
        detail: expect.stringMatching(
          /annulé par l’organisation 7 à 29\sjours avant.*50\s%\sdû \(prix du créneau 40,00\s€\)$/,
        ),
        amount: 20,
      },
      { label: 'Déjà payé pour ce mois', detail: 'reçu n°\u00a02027-000003', amount: -15 },
    ]);
  });

  it('takes off the credits imputed on the instalment, each on its line, down to what was paid', () => {
    const bookings = bookingsOf([
      { rentPriceCents: 2000, cleaningPriceCents: 1000, slots: [{ day: 2, state: 0 }] },
    ]);
    const lines = receiptLinesOf({
      month: '2027-03',
      amountCents: 1500,
      bookings,
      earlierReceipts: [],
      imputedCredits: [{ month: '2027-02', amountCents: -2500 }],
    }).map((line) => receiptLineText(line));
    expect(lines.slice(1)).toEqual([
      { label: 'Avoir imputé', detail: 'avoir de février 2027', amount: -25 },
    ]);
  });
});
