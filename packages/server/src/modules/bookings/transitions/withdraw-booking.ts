import type { TransitionContext } from '../booking-transitions.ts';
import { notifyBookingParty } from '../booking-notifications.ts';
import { bookingWithdrawnMail } from '../bookings.mails.ts';
import { activeSlotsOf } from '../booking-slots.repository.ts';
import { updateBooking } from '../bookings.repository.ts';

/**
 * The organisation withdraws its request (new or pending → cancelled). The trigger
 * of booking_slots frees its slots at once; the facility's deciders are told.
 */
export async function withdrawBooking(context: TransitionContext): Promise<null> {
  const { tx, booking, to, now } = context;
  const slots = await activeSlotsOf(tx, booking.id);
  await updateBooking(tx, booking.id, { status: to }, now);
  await notifyBookingParty(tx, {
    view: context.view,
    slots,
    template: bookingWithdrawnMail,
    audience: 'facility',
    app: context.app,
    now,
  });
  return null;
}
