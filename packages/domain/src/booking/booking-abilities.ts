import type { Actor } from '../access/actor.ts';
import type { BOOKING_ABILITIES } from '../api/bookings.ts';
import { bookingActorKinds } from './booking-actors.ts';
import { isTransitionAllowed } from './booking-lifecycle.ts';
import { canCancelBooking, type CancellableBooking } from './slot-flags.ts';

export type BookingAbilities = Record<(typeof BOOKING_ABILITIES)[number], boolean>;

/**
 * What the person asking may do with a booking, sent as `_abilities`
 * (docs/api.md#resources-and-iris) so the interface shows exactly the allowed buttons; computed
 * from the lifecycle table and the cancellation rule (docs/bookings.md#slot-flags).
 */
export function bookingAbilities(
  actor: Pick<Actor, 'roles' | 'organization' | 'facilityMemberships' | 'territoryMemberships'>,
  booking: CancellableBooking,
  now: Date,
): BookingAbilities {
  const kinds = bookingActorKinds(actor, booking);
  const may = (action: Parameters<typeof isTransitionAllowed>[2]) =>
    isTransitionAllowed(kinds, booking.status, action);
  return {
    edit: may('edit'),
    withdraw: may('withdraw'),
    approve: may('approve'),
    counterPropose: may('counter_propose'),
    accept: may('accept'),
    reject: may('reject'),
    cancel: canCancelBooking(actor, booking, now),
    // The facility admin's next step on an approved booking (docs/bookings.md#next-steps).
    prepareAgreement: may('generate_agreement'),
  };
}
