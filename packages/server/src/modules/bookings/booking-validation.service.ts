import { violation } from '@espaces/domain/errors';
import type { BookingValidation } from '@espaces/domain/api/bookings';
import { bookingActorKinds } from '@espaces/domain/booking/booking-actors';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import type { Database } from '../../db/client.ts';
import { refuseIfAny } from './booking-slot-checks.ts';
import { targetStatus } from './booking-update.service.ts';
import { bookingPartiesOf } from './bookings.policy.ts';
import { findVisibleBooking } from './bookings-read.service.ts';
import { approvableSlots } from './transitions/decision-checks.ts';
import type { UseCaseContext } from '../../use-case-context.ts';

/**
 * GET /api/bookings/{id}/validate?groups[]=booking_approve: the checks an approval
 * will run, without writing anything, so the validator hears of a past slot before deciding.
 * Only someone who may approve this booking now may ask.
 */
export async function validateBookingForApproval(
  db: Database,
  context: UseCaseContext,
  bookingId: string,
  groups: readonly string[],
): Promise<BookingValidation> {
  if (!groups.includes('booking_approve') || groups.some((group) => group !== 'booking_approve')) {
    refuseIfAny([violation('groups', BOOKING_MESSAGES.unknownValidationGroup)]);
  }
  const view = await findVisibleBooking(db, context.actor, bookingId);
  const kinds = bookingActorKinds(context.actor, bookingPartiesOf(view));
  targetStatus(kinds, view.booking.status, 'approve');
  await approvableSlots(db, bookingId, context.now);
  return { '@type': 'BookingValidation', groups: ['booking_approve'], valid: true };
}
