import type { Actor } from '../access/actor.ts';
import { bookingActorKinds, type BookingParties } from './booking-actors.ts';
import type { BookingStatus } from './booking-statuses.ts';

/**
 * Drapeaux d'un créneau et annulation d'une réservation (docs/bookings.md#slot-flags) :
 * - supprimable : réservation new, pending ou approved ; to_review ou validated seulement si
 *   le créneau commence maintenant ou plus tard et n'est pas annulé ; toujours quand la
 *   réservation n'est pas encore enregistrée (statut indéfini) ;
 * - annulable : réservation validated et créneau qui commence dans le futur (et pas déjà
 *   annulé) ;
 * - une réservation peut être annulée seulement si elle est validated, qu'il lui reste au
 *   moins un créneau futur non annulé, et par un central, un admin ou valideur de
 *   l'établissement, ou l'organisation qui l'a demandée.
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
