import type { Actor } from '../access/actor.ts';
import { bookingActorKinds, type BookingParties } from './booking-actors.ts';
import type { BookingStatus } from './booking-statuses.ts';

/**
 * Flags of a slot and cancellation of a booking (docs/bookings.md#slot-flags):
 * - removable: booking new, pending or approved; to_review or validated only if the slot
 *   starts now or later and is not cancelled; always while the booking is not saved yet
 *   (undefined status);
 * - cancellable: booking validated and slot starting in the future (and not already
 *   cancelled);
 * - a booking may be cancelled only if it is validated, it still has at least one future
 *   slot not cancelled, and by central, an admin or validator of the facility, or the
 *   organisation that requested it.
 */
export interface SlotTiming {
  startDate: Date | string;
  cancelled?: boolean;
}

const startOf = (slot: SlotTiming) => new Date(slot.startDate).getTime();

export function isSlotDeletable(
  bookingStatus: BookingStatus | undefined,
  slot: SlotTiming,
  now: Date,
): boolean {
  switch (bookingStatus) {
    case undefined:
    case 'new':
    case 'pending':
    case 'approved':
      return true;
    case 'to_review':
    case 'validated':
      return startOf(slot) >= now.getTime() && !slot.cancelled;
    default:
      return false;
  }
}

export function isSlotCancelable(
  bookingStatus: BookingStatus | undefined,
  slot: SlotTiming,
  now: Date,
): boolean {
  return bookingStatus === 'validated' && startOf(slot) > now.getTime() && !slot.cancelled;
}

export interface CancellableBooking extends BookingParties {
  status: BookingStatus;
  bookingSlots: readonly SlotTiming[];
}

export function canCancelBooking(
  user: Pick<Actor, 'roles' | 'organization' | 'facilityMemberships' | 'territoryMemberships'>,
  booking: CancellableBooking,
  now: Date,
): boolean {
  if (booking.status !== 'validated') return false;
  const hasFutureSlot = booking.bookingSlots.some(
    (slot) => !slot.cancelled && startOf(slot) > now.getTime(),
  );
  if (!hasFutureSlot) return false;
  const kinds = bookingActorKinds(user, booking);
  return kinds.includes('central') || kinds.includes('validator') || kinds.includes('organization');
}
