import {
  planCancellation,
  type AmendmentContent,
  type Canceller,
} from '@espaces/domain/agreement/amendment-plan';
import type { CancellationTerms } from '@espaces/domain/agreement/cancellation-terms';
import type { Booking } from '@espaces/domain/api/bookings';
import { isSlotCancelable } from '@espaces/domain/booking/slot-flags';
import { eurosToCents } from '@espaces/domain/locale/format';
import { byStartDate } from './slot-selection.ts';

/** The slots of a booking still cancelable now (SPEC §4), in start order. */
export function cancelableSlotsOf(booking: Booking, now: Date): Booking['bookingSlots'] {
  return [...booking.bookingSlots]
    .filter((slot) => isSlotCancelable(booking.status, slot, now))
    .sort(byStartDate);
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
    slots: booking.bookingSlots.map((slot) => ({
      ...slot,
      startDate: new Date(slot.startDate),
      endDate: new Date(slot.endDate),
    })),
    slotIds,
    by,
    now,
    rentPriceCents: eurosToCents(booking.rentPrice),
    cleaningPriceCents: eurosToCents(booking.cleaningPrice),
    terms,
  });
  return plan.ok ? plan.content : null;
}
