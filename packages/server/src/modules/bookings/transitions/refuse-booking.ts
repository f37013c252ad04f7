import { violation } from '@espaces/domain/errors';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import type { TransitionContext } from '../booking-transitions.ts';
import { notifyBookingParty } from '../booking-notifications.ts';
import { refuseIfAny } from '../booking-slot-checks.ts';
import { activeSlotsOf } from '../booking-slots.repository.ts';
import { bookingRejectedMail } from '../bookings.mails.ts';
import { updateBooking } from '../bookings.repository.ts';

/**
 * An admin or validator of the facility refuses a request in progress with a reason
 * (new or pending → rejected). The trigger of booking_slots frees its slots at once; the
 * organisation receives the reason.
 */
export async function refuseBooking(
  context: TransitionContext,
): Promise<{ rejectionReason: string }> {
  const { tx, booking, to, now, rejectionReason } = context;
  if (!rejectionReason) {
    refuseIfAny([violation('rejectionReason', BOOKING_MESSAGES.rejectionReasonRequired)]);
  }
  const reason = rejectionReason ?? '';
  const slots = await activeSlotsOf(tx, booking.id);
  await updateBooking(tx, booking.id, { status: to, rejectionReason: reason }, now);
  await notifyBookingParty(tx, {
    view: context.view,
    slots,
    template: bookingRejectedMail,
    audience: 'organization',
    app: context.app,
    now,
    reason,
  });
  return { rejectionReason: reason };
}
