import type { TransitionContext } from '../booking-transitions.ts';
import { notifyFacilityDecisionMakers } from '../booking-notifications.ts';
import { bookingWithdrawnMail } from '../bookings.mails.ts';
import { storedSlotsOfBooking } from '../booking-slots.repository.ts';
import { updateBooking } from '../bookings.repository.ts';

/**
 * The organisation withdraws its request (DESIGN §5: new or pending → cancelled). The trigger
 * of booking_slots frees its slots at once; the facility's deciders are told.
 */
export async function withdrawBooking(context: TransitionContext): Promise<null> {
  const { tx, booking, to, now } = context;
  await updateBooking(tx, booking.id, { status: to }, now);
  const slots = (await storedSlotsOfBooking(tx, booking.id)).filter((slot) => !slot.cancelled);
  await notifyFacilityDecisionMakers(tx, context.view, slots, bookingWithdrawnMail, context);
  return null;
}
