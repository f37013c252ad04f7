import { heldPriceCents } from '../booking/booking-pricing.ts';
import { isSlotCancelable } from '../booking/slot-flags.ts';
import type { BookingQuery } from '../api/bookings.ts';
import type { BookingStatus } from '../booking/booking-statuses.ts';
import {
  amountDueCents,
  organizationCancellationCondition,
  slotAmountDueCents,
  type CancellationCondition,
  type CancellationTerms,
  type DueSlot,
} from './cancellation-conditions.ts';
import { AMENDMENT_MESSAGES, cancellationConditionLabel } from './amendment-messages.ts';
import { CANCELLATION_TERMS } from './cancellation-terms.ts';

/**
 * What an amendment changes in a booking (docs/agreements.md#amendments): the slots it cancels,
 * each with how it is settled, and the booking's amount due before and after. An organisation's
 * cancellation takes the conditions of its notice (cancellation-conditions.ts, the one rule);
 * staff or central cancelling costs the organisation nothing.
 */
export type SlotCancellationCondition = CancellationCondition | 'byFacility';
export type Canceller = 'organization' | 'facility';

export interface AmendableSlot extends DueSlot {
  id: string;
  startDate: Date;
  endDate: Date;
  cancelled: boolean;
}

export interface CancellationFlags {
  cancelledByOrganizationNotToBePaid: boolean;
  cancelledByOrganizationToBePartiallyPaid: boolean;
  cancelledByOrganizationToBeFullyPaid: boolean;
}

/** One line of an amendment: a slot, its full price and what remains due for it. */
export interface AmendmentSlotLine {
  startDate: string;
  endDate: string;
  priceCents: number;
  dueCents: number;
  condition: SlotCancellationCondition;
  /** How it is settled, worded with the thresholds in force when it was cancelled. */
  label?: string;
}

/** The wording of a line, as stored (older lines: worded with the default thresholds). */
export function slotLineLabel(line: AmendmentSlotLine): string {
  return line.label ?? cancellationConditionLabel(line.condition);
}

/** A slot an amendment adds, at the prices it leaves. */
export interface AddedSlotLine {
  startDate: string;
  endDate: string;
  priceCents: number;
}

/**
 * An evening moved by another weekly query (docs/bookings.md#yearly-bookings, « modifié »):
 * cancelled here, added there.
 */
export interface MovedSlotLine {
  from: { startDate: string; endDate: string };
  to: { startDate: string; endDate: string };
  priceCents: number;
  /** The price the evening held before it moved (absent from amendments issued before it was kept). */
  previousPriceCents?: number;
}

/** A slot to come that an amendment's new prices reprice: its price before and after. */
export interface RepricedSlotLine {
  startDate: string;
  endDate: string;
  beforeCents: number;
  afterCents: number;
}

/** Stored with the amendment and printed by its PDF. */
export interface AmendmentContent {
  bookingReference: string;
  cancelledSlots: AmendmentSlotLine[];
  /**
   * Amendments that change the agreement (docs/agreements.md#amendments); absent from
   * cancellations.
   */
  addedSlots?: AddedSlotLine[];
  movedSlots?: MovedSlotLine[];
  /** Slots to come repriced by the amendment's new prices (amendment-lines.ts). */
  repricedSlots?: RepricedSlotLine[];
  /** The weekly query before and after, when the amendment changes it. */
  query?: { before: BookingQuery | null; after: BookingQuery | null };
  rentPriceCents: { before: number; after: number };
  cleaningPriceCents: { before: number; after: number };
  /**
   * The booking's amount due (cancellation conditions included), from the amounts held for its
   * slots; after = before + Σ of the changed lines (amendment-lines.ts).
   */
  totalBeforeCents: number;
  totalAfterCents: number;
  /** Slots left to hold the place after the amendment. */
  remainingSlots: number;
}

export function cancellationFlags(condition: SlotCancellationCondition): CancellationFlags {
  return {
    cancelledByOrganizationNotToBePaid: condition === 'notToBePaid',
    cancelledByOrganizationToBePartiallyPaid: condition === 'toBePartiallyPaid',
    cancelledByOrganizationToBeFullyPaid: condition === 'toBeFullyPaid',
  };
}

export interface CancellationRequest {
  bookingReference: string;
  bookingStatus: BookingStatus;
  slots: readonly AmendableSlot[];
  slotIds: readonly string[];
  by: Canceller;
  now: Date;
  rentPriceCents: number;
  cleaningPriceCents: number;
  terms?: CancellationTerms;
}

/** A slot to cancel, with the amounts the amendment fixes for it: its price and what stays due. */
export interface SlotCancellation extends CancellationFlags {
  id: string;
  priceCents: number;
  dueCents: number;
}

export type CancellationPlan =
  | { ok: true; content: AmendmentContent; cancellations: SlotCancellation[] }
  | { ok: false; problems: { index: number; message: string }[] };

/**
 * The cancellation of the chosen slots, or why not: each id must name a slot of the booking
 * that is still cancelable (validated booking, slot to come, not cancelled:
 * docs/bookings.md#slot-flags).
 */
export function planCancellation(request: CancellationRequest): CancellationPlan {
  const { slots, now, rentPriceCents, cleaningPriceCents } = request;
  const terms = request.terms ?? CANCELLATION_TERMS;
  const byId = new Map(slots.map((slot) => [slot.id, slot]));
  const problems: { index: number; message: string }[] = [];
  const chosen = new Map<string, AmendableSlot>();
  request.slotIds.forEach((id, index) => {
    const slot = byId.get(id);
    if (!slot) problems.push({ index, message: AMENDMENT_MESSAGES.slotNotInBooking });
    else if (!isSlotCancelable(request.bookingStatus, slot, now)) {
      problems.push({ index, message: AMENDMENT_MESSAGES.slotNotCancelable });
    } else chosen.set(id, slot);
  });
  if (problems.length > 0) return { ok: false, problems };
  if (chosen.size === 0) {
    return { ok: false, problems: [{ index: 0, message: AMENDMENT_MESSAGES.nothingAmended }] };
  }
  const cancellations: SlotCancellation[] = [];
  const cancelledSlots: AmendmentSlotLine[] = [];
  const after: DueSlot[] = slots.map((slot) => {
    if (!chosen.has(slot.id)) return slot;
    const condition: SlotCancellationCondition =
      request.by === 'facility'
        ? 'byFacility'
        : organizationCancellationCondition(slot.startDate, now, terms);
    // The fee is a share of the price the slot holds, fixed here once and for all.
    const priceCents = heldPriceCents(slot, rentPriceCents, cleaningPriceCents);
    const flags = cancellationFlags(condition);
    const dueCents = slotAmountDueCents(
      { ...slot, priceCents, dueCents: null, cancelled: true, ...flags },
      rentPriceCents,
      cleaningPriceCents,
      terms,
    );
    cancellations.push({ id: slot.id, ...flags, priceCents, dueCents });
    cancelledSlots.push({
      startDate: slot.startDate.toISOString(),
      endDate: slot.endDate.toISOString(),
      priceCents,
      dueCents,
      condition,
      label: cancellationConditionLabel(condition, terms),
    });
    return { ...slot, cancelled: true, ...flags, priceCents, dueCents };
  });
  return {
    ok: true,
    cancellations,
    content: {
      bookingReference: request.bookingReference,
      cancelledSlots,
      rentPriceCents: { before: rentPriceCents, after: rentPriceCents },
      cleaningPriceCents: { before: cleaningPriceCents, after: cleaningPriceCents },
      totalBeforeCents: amountDueCents(slots, rentPriceCents, cleaningPriceCents, terms),
      totalAfterCents: amountDueCents(after, rentPriceCents, cleaningPriceCents, terms),
      remainingSlots: after.filter((slot) => !slot.cancelled).length,
    },
  };
}
