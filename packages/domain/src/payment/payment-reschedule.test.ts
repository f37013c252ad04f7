import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDueCents, type DueSlot } from '../agreement/cancellation-conditions.ts';
import { parisWallClockToUtc, addDaysToDate } from '../availability/paris-time.ts';
import { planCredits } from './payment-credits.ts';
import { scheduleChanges, type ExistingPayment } from './payment-reschedule.ts';
import { monthlyAmountsDue, type MonthlyAmount } from './payment-schedule.ts';

const month = (m: string, amountCents: number): MonthlyAmount => ({
  month: m,
  amountCents,
  dueDate: '',
});

describe('scheduleChanges', () => {
  it('schedules every month that owes something at signing, and nothing for a free month', () => {
    expect(scheduleChanges([], [month('2027-01', 3500), month('2027-02', 0)])).toEqual([
      { kind: 'create', month: '2027-01', amountCents: 3500, dueDate: '2027-02-05' },
    ]);
  });

  it('adjusts an unpaid payment and cancels one whose month owes nothing any more', () => {
    const existing: ExistingPayment[] = [
      { id: 'jan', month: '2027-01', amountCents: 7000, status: 'scheduled' },
      { id: 'feb', month: '2027-02', amountCents: 3500, status: 'failed' },
    ];
    expect(scheduleChanges(existing, [month('2027-01', 5250)])).toEqual([
      { kind: 'update', id: 'jan', amountCents: 5250 },
      { kind: 'cancel', id: 'feb' },
    ]);
  });

  it('never changes a paid payment: the difference is its own credit row', () => {
    const existing: ExistingPayment[] = [
      { id: 'jan', month: '2027-01', amountCents: 7000, status: 'paid' },
    ];
    expect(scheduleChanges(existing, [month('2027-01', 1750)])).toEqual([
      { kind: 'create', month: '2027-01', amountCents: -5250, dueDate: '2027-02-05' },
    ]);
  });

  it('replaces an open payment that would change sign, and is idempotent', () => {
    const existing: ExistingPayment[] = [
      { id: 'jan', month: '2027-01', amountCents: 7000, status: 'paid' },
      { id: 'more', month: '2027-01', amountCents: 500, status: 'scheduled' },
    ];
    expect(scheduleChanges(existing, [month('2027-01', 3500)])).toEqual([
      { kind: 'cancel', id: 'more' },
      { kind: 'create', month: '2027-01', amountCents: -3500, dueDate: '2027-02-05' },
    ]);
    expect(scheduleChanges(existing, [month('2027-01', 7500)])).toEqual([]);
  });
});

// The invariant of docs/payments.md#rescheduling: whatever happens to the slots and whichever
// payments are paid in between, the payments of an agreement that are not cancelled add up to what
// its slots owe.

const FLAGS = [
  {},
  { cancelled: true },
  { cancelled: true, cancelledByOrganizationNotToBePaid: true },
  { cancelled: true, cancelledByOrganizationToBePartiallyPaid: true },
  { cancelled: true, cancelledByOrganizationToBeFullyPaid: true },
] as const;

const slotArbitrary = fc.record({
  day: fc.integer({ min: 0, max: 400 }),
  start: fc.integer({ min: 0, max: 88 }), // quarter hours from 00:00
  quarters: fc.integer({ min: 2, max: 32 }),
  flags: fc.integer({ min: 0, max: FLAGS.length - 1 }),
});

function toSlot(drawn: { day: number; start: number; quarters: number; flags: number }): DueSlot {
  const date = addDaysToDate('2026-09-01', drawn.day);
  const startDate = parisWallClockToUtc(
    date,
    `${String(Math.floor(drawn.start / 4)).padStart(2, '0')}:${String((drawn.start % 4) * 15).padStart(2, '0')}`,
  );
  return {
    startDate,
    endDate: new Date(startDate.getTime() + drawn.quarters * 900_000),
    ...FLAGS[drawn.flags],
  };
}

function apply(payments: ExistingPayment[], target: MonthlyAmount[], step: number) {
  const next = payments.map((p) => ({ ...p }));
  scheduleChanges(payments, target).forEach((change, index) => {
    if (change.kind === 'create') {
      next.push({
        id: `${step}-${index}`,
        month: change.month,
        amountCents: change.amountCents,
        status: 'scheduled',
      });
    } else {
      const payment = next.find((p) => p.id === change.id)!;
      expect(payment.status).not.toBe('paid');
      if (change.kind === 'update') payment.amountCents = change.amountCents;
      else payment.status = 'cancelled';
    }
  });
  return next;
}

/** Paying an instalment settles the credits imputed on it, splitting one imputed in part. */
function payWithCredits(payments: ExistingPayment[], id: string, step: number) {
  const next = payments.map((p) => ({ ...p }));
  for (const imputation of planCredits(payments).imputations.filter((i) => i.paymentId === id)) {
    const credit = next.find((p) => p.id === imputation.creditId)!;
    const rest = credit.amountCents + imputation.cents;
    Object.assign(credit, { amountCents: -imputation.cents, status: 'paid' });
    if (rest !== 0) {
      next.push({
        id: `${credit.id}-${step}`,
        month: credit.month,
        amountCents: rest,
        status: 'scheduled',
      });
    }
  }
  next.find((p) => p.id === id)!.status = 'paid';
  return next;
}

describe('the sum of an agreement’s payments', () => {
  it('equals amountDueCents of its slots after any changes and payments', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.array(
          fc.record({
            slots: fc.array(slotArbitrary, { minLength: 0, maxLength: 12 }),
            paidMask: fc.array(fc.boolean(), { maxLength: 20 }),
            failedMask: fc.array(fc.boolean(), { maxLength: 20 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (rent, cleaning, versions) => {
          let payments: ExistingPayment[] = [];
          versions.forEach((version, step) => {
            const slots = version.slots.map(toSlot);
            const booking = { rentPriceCents: rent, cleaningPriceCents: cleaning, slots };
            payments = apply(payments, monthlyAmountsDue([booking]), step);
            const live = payments.filter((p) => p.status !== 'cancelled');
            const sum = live.reduce((total, p) => total + p.amountCents, 0);
            expect(sum).toBe(amountDueCents(slots, rent, cleaning));
            expect(live.every((p) => p.amountCents !== 0)).toBe(true);
            // Between versions, some open payments are paid (settling the credits imputed on
            // them, docs/payments.md#credits) and some fail.
            payments
              .map((p) => p.id)
              .forEach((id, index) => {
                const p = payments.find((candidate) => candidate.id === id)!;
                if (p.status !== 'scheduled') return;
                if (version.paidMask[index]) payments = payWithCredits(payments, id, step);
                else if (version.failedMask[index]) p.status = 'failed';
              });
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
