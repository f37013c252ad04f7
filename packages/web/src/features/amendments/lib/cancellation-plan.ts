import { planAmendmentChange } from '@espaces/domain/agreement/amendment-change';
import {
  planCancellation,
  type AmendableSlot,
  type AmendmentContent,
  type Canceller,
} from '@espaces/domain/agreement/amendment-plan';
import type { CancellationTerms } from '@espaces/domain/agreement/cancellation-terms';
import type { Booking, BookingQuery } from '@espaces/domain/api/bookings';
import { isSlotCancelable } from '@espaces/domain/booking/slot-flags';
import { eurosToCents } from '@espaces/domain/locale/format';
import { byStartDate, type IsoRange } from '../../bookings/public.ts';

/** The slots of a booking still cancelable now (docs/bookings.md#slot-flags), in start order. */
export function cancelableSlotsOf(booking: Booking, now: Date): Booking['bookingSlots'] {
  return [...booking.bookingSlots]
    .filter((slot) => isSlotCancelable(booking.status, slot, now))
    .sort(byStartDate);
}

/** The booking's slots as the domain plans them: with the amounts the server holds for each. */
function amendableSlotsOf(booking: Booking): AmendableSlot[] {
  return booking.bookingSlots.map((slot) => ({
    ...slot,
    startDate: new Date(slot.startDate),
    endDate: new Date(slot.endDate),
    priceCents: eurosToCents(slot.price),
    dueCents: slot.cancelled ? eurosToCents(slot.due) : null,
  }));
}

/**
 * What cancelling the chosen slots would do, by the same domain rule the server applies:
 * each slot's condition and the amount due before and after (null when nothing is chosen).
 */
export function cancellationPreview(
  booking: Booking,
  slotIds: readonly string[],
  by: Canceller,
  now: Date,
  terms: CancellationTerms,
): AmendmentContent | null {
  if (slotIds.length === 0) return null;
  const plan = planCancellation({
    bookingReference: booking.reference,
    bookingStatus: booking.status,
    slots: amendableSlotsOf(booking),
    slotIds,
    by,
    now,
    rentPriceCents: eurosToCents(booking.rentPrice),
    cleaningPriceCents: eurosToCents(booking.cleaningPrice),
    terms,
  });
  return plan.ok ? plan.content : null;
}

export interface ChangeDraft {
  slots: readonly IsoRange[];
  query: BookingQuery | null;
  rentPriceCents: number;
  cleaningPriceCents: number;
}

/**
 * What a change being typed on the amendment page would do, by the rule the preview and the
 * acceptance apply (held amounts kept, slots to come repriced): null when it changes nothing
 * or cannot be proposed as it stands.
 */
export function changePreview(
  booking: Booking,
  draft: ChangeDraft,
  now: Date,
): AmendmentContent | null {
  const plan = planAmendmentChange({
    bookingReference: booking.reference,
    bookingStatus: booking.status,
    slots: amendableSlotsOf(booking),
    slotIdsToCancel: [],
    proposedSlots: draft.slots.map((slot) => ({
      startDate: new Date(slot.startDate),
      endDate: new Date(slot.endDate),
    })),
    query: { before: booking.query, after: draft.query ?? booking.query },
    rentPriceCents: { before: eurosToCents(booking.rentPrice), after: draft.rentPriceCents },
    cleaningPriceCents: {
      before: eurosToCents(booking.cleaningPrice),
      after: draft.cleaningPriceCents,
    },
    now,
  });
  return plan.ok ? plan.content : null;
}
