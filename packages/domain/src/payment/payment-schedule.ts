import { parisPartsOf } from '../availability/paris-time.ts';
import {
  slotAmountDueCents,
  type CancellationTerms,
  type DueSlot,
} from '../agreement/cancellation-conditions.ts';
import { CANCELLATION_TERMS } from '../agreement/cancellation-terms.ts';

/**
 * An agreement's payment schedule (docs/payments.md#schedule):
 * - one payment per Paris calendar month in which the agreement has slots, in cents;
 * - what a month owes is the sum of `slotAmountDueCents` of its slots (cancellation
 *   conditions included): the single rule for a slot's price;
 * - due on the 5th of the following month.
 */
export interface ScheduledBooking {
  rentPriceCents: number;
  cleaningPriceCents: number;
  slots: readonly DueSlot[];
}

export interface MonthlyAmount {
  /** Paris calendar month, YYYY-MM. */
  month: string;
  amountCents: number;
  /** YYYY-MM-DD: the 5th of the following month. */
  dueDate: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The Paris calendar month (YYYY-MM) in which an instant falls. */
export function parisMonthOf(instant: Date | string): string {
  const { year, month } = parisPartsOf(new Date(instant));
  return `${pad(year, 4)}-${pad(month)}`;
}

/** The 5th of the month after `month` (YYYY-MM). */
export function dueDateOfMonth(month: string): string {
  const [year = NaN, monthNumber = NaN] = month.split('-').map(Number);
  const next = monthNumber === 12 ? { year: year + 1, month: 1 } : { year, month: monthNumber + 1 };
  return `${pad(next.year, 4)}-${pad(next.month)}-05`;
}

/** One slot of a booking with the month it falls in and what it owes. */
export interface SlotDue<B extends ScheduledBooking> {
  booking: B;
  slot: B['slots'][number];
  /** Paris calendar month of the slot's start, YYYY-MM. */
  month: string;
  amountCents: number;
}

/**
 * What each slot owes and in which month: the schedule sums it by month, a receipt lists the
 * lines of its month from it, so the two always agree.
 */
export function slotsDue<B extends ScheduledBooking>(
  bookings: readonly B[],
  terms: CancellationTerms = CANCELLATION_TERMS,
): SlotDue<B>[] {
  return bookings.flatMap((booking) =>
    booking.slots.map((slot) => ({
      booking,
      slot,
      month: parisMonthOf(slot.startDate),
      amountCents: slotAmountDueCents(
        slot,
        booking.rentPriceCents,
        booking.cleaningPriceCents,
        terms,
      ),
    })),
  );
}

/**
 * What each month of slots owes, months in order. A month whose slots all cost nothing stays
 * in the list with 0: a reschedule must see it to cancel what was scheduled for it.
 */
export function monthlyAmountsDue(
  bookings: readonly ScheduledBooking[],
  terms: CancellationTerms = CANCELLATION_TERMS,
): MonthlyAmount[] {
  const totals = new Map<string, number>();
  for (const { month, amountCents } of slotsDue(bookings, terms)) {
    totals.set(month, (totals.get(month) ?? 0) + amountCents);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, amountCents]) => ({ month, amountCents, dueDate: dueDateOfMonth(month) }));
}
