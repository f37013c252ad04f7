import { daysBetweenDates, parisDateOf } from '../availability/paris-time.ts';
import { heldPriceCents, type PricedSlot } from '../booking/booking-pricing.ts';
import { CANCELLATION_TERMS, type CancellationTerms } from './cancellation-terms.ts';

/**
 * What an organisation owes for a slot it cancels (docs/bookings.md#cancellation-conditions):
 * the notice is counted in Paris calendar days between the day of the cancellation and the
 * day of the slot, so it depends neither on the time of day nor on clock changes.
 */
export type CancellationCondition = 'notToBePaid' | 'toBePartiallyPaid' | 'toBeFullyPaid';

export type { CancellationTerms } from './cancellation-terms.ts';

export function noticeDays(slotStart: Date, cancelledAt: Date): number {
  return daysBetweenDates(parisDateOf(cancelledAt), parisDateOf(slotStart));
}

export function organizationCancellationCondition(
  slotStart: Date,
  cancelledAt: Date,
  terms: CancellationTerms = CANCELLATION_TERMS,
): CancellationCondition {
  const days = noticeDays(slotStart, cancelledAt);
  if (days >= terms.freeNoticeDays) return 'notToBePaid';
  if (days >= terms.partialNoticeDays) return 'toBePartiallyPaid';
  return 'toBeFullyPaid';
}

/**
 * A slot as stored: cancelled by anyone, which condition applied when the organisation did, and
 * the amounts an issued document fixed for it (held-amounts.ts: they never move afterwards).
 */
export interface DueSlot extends PricedSlot {
  cancelledByOrganizationNotToBePaid?: boolean;
  cancelledByOrganizationToBePartiallyPaid?: boolean;
  cancelledByOrganizationToBeFullyPaid?: boolean;
  /** What its cancellation left due, as the amendment states it; null while not cancelled. */
  dueCents?: number | null;
}

/**
 * Cents due for one slot: its price unless cancelled; once cancelled, what the amendment fixed,
 * else what its condition leaves of its price (staff or central cancelling costs nothing).
 */
export function slotAmountDueCents(
  slot: DueSlot,
  rentPriceCents: number,
  cleaningPriceCents: number,
  terms: CancellationTerms = CANCELLATION_TERMS,
): number {
  if (slot.cancelled && slot.dueCents !== undefined && slot.dueCents !== null) return slot.dueCents;
  const price = heldPriceCents(slot, rentPriceCents, cleaningPriceCents);
  if (!slot.cancelled || slot.cancelledByOrganizationToBeFullyPaid) return price;
  if (slot.cancelledByOrganizationToBePartiallyPaid) {
    return Math.round((price * terms.partialRatioPercent) / 100);
  }
  return 0;
}

export function amountDueCents(
  slots: readonly DueSlot[],
  rentPriceCents: number,
  cleaningPriceCents: number,
  terms: CancellationTerms = CANCELLATION_TERMS,
): number {
  return slots.reduce(
    (total, slot) => total + slotAmountDueCents(slot, rentPriceCents, cleaningPriceCents, terms),
    0,
  );
}
