import { violation } from '@espaces/domain/errors';
import type { BookingChanges } from '@espaces/domain/booking/booking-changes';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { notifyBookingParty } from '../booking-notifications.ts';
import { refuseIfAny } from '../booking-slot-checks.ts';
import { activeSlotsOf } from '../booking-slots.repository.ts';
import type { TransitionContext } from '../booking-transitions.ts';
import { bookingEditedMail } from '../bookings.mails.ts';
import { updateBooking } from '../bookings.repository.ts';
import { nextQuery, queryChange, queryColumns } from './booking-query.ts';
import { replaceBookingSlots } from './slot-replacement.ts';

/**
 * The organisation edits its request (new → new; pending → new, its answer to a
 * counter-proposal): slots (the sent list replaces the stored one), weekly query, activity,
 * expected attendance. Proposing prices is the facility's part.
 */
export async function editBookingRequest(context: TransitionContext): Promise<BookingChanges> {
  const { tx, booking, update, now } = context;
  if (update.proposedRentPrice !== undefined || update.proposedCleaningPrice !== undefined) {
    const path =
      update.proposedRentPrice === undefined ? 'proposedCleaningPrice' : 'proposedRentPrice';
    refuseIfAny([violation(path, BOOKING_MESSAGES.pricesProposedByStaffOnly)]);
  }
  const query = nextQuery(booking, update.query);
  const changes: BookingChanges = {
    ...(await replaceBookingSlots(context, update.bookingSlots, query)),
    ...queryChange(booking, query),
  };
  const activity = update.activity ?? booking.activity;
  const expectedAttendance = update.expectedAttendance ?? booking.expectedAttendance;
  if (activity !== booking.activity) changes.activity = { from: booking.activity, to: activity };
  if (expectedAttendance !== booking.expectedAttendance) {
    changes.expectedAttendance = { from: booking.expectedAttendance, to: expectedAttendance };
  }
  await updateBooking(
    tx,
    booking.id,
    { activity, expectedAttendance, ...queryColumns(query.value), status: context.to },
    now,
  );
  await notifyBookingParty(tx, {
    view: context.view,
    slots: await activeSlotsOf(tx, booking.id),
    template: bookingEditedMail,
    audience: 'facility',
    app: context.app,
    now,
  });
  return changes;
}
