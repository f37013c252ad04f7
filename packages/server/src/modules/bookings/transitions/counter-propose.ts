import { violation } from '@espaces/domain/errors';
import type { BookingUpdate } from '@espaces/domain/api/bookings';
import type { BookingChanges } from '@espaces/domain/booking/booking-changes';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { centsToEuros, eurosToCents } from '@espaces/domain/locale/format';
import { notifyBookingParty } from '../booking-notifications.ts';
import { refuseIfAny } from '../booking-slot-checks.ts';
import { activeSlotsOf } from '../booking-slots.repository.ts';
import type { TransitionContext } from '../booking-transitions.ts';
import { counterProposalMail } from '../bookings.mails.ts';
import { updateBooking, type BookingRecord } from '../bookings.repository.ts';
import { nextQuery, queryChange, queryColumns } from './booking-query.ts';
import { replaceBookingSlots } from './slot-replacement.ts';

/** The organisation's own words (activity, attendance) are not the facility's to change. */
function refuseOrganizationFields(booking: BookingRecord, update: BookingUpdate): void {
  const activityChanged = update.activity !== undefined && update.activity !== booking.activity;
  const attendanceChanged =
    update.expectedAttendance !== undefined &&
    update.expectedAttendance !== booking.expectedAttendance;
  if (activityChanged || attendanceChanged) {
    const path = activityChanged ? 'activity' : 'expectedAttendance';
    refuseIfAny([violation(path, BOOKING_MESSAGES.activityIsTheOrganizations)]);
  }
}

/** A proposed price in euros (null: keep the booking's own) as cents, and its history entry. */
function proposedPrice(currentCents: number, proposed: number | null | undefined) {
  const cents = proposed === null || proposed === undefined ? currentCents : eurosToCents(proposed);
  const change =
    cents === currentCents
      ? undefined
      : { from: centsToEuros(currentCents), to: centsToEuros(cents) };
  return { cents, change };
}

/**
 * An admin or validator of the facility answers a new request with another proposal
 * (new → pending): other slots (the sent list replaces the stored one: added free ranges,
 * removed or moved slots), other prices (on the booking's own copy, never the place's) and,
 * for a yearly booking, another weekly query. A proposal that changes nothing is refused.
 * The organisation is told, with the proposed slots.
 */
export async function counterPropose(context: TransitionContext): Promise<BookingChanges> {
  const { tx, booking, update, now } = context;
  refuseOrganizationFields(booking, update);
  const query = nextQuery(booking, update.query);
  const rent = proposedPrice(booking.rentPriceCents, update.proposedRentPrice);
  const cleaning = proposedPrice(booking.cleaningPriceCents, update.proposedCleaningPrice);
  const changes: BookingChanges = {
    ...(await replaceBookingSlots(context, update.bookingSlots, query)),
    ...queryChange(booking, query),
    ...(rent.change ? { rentPrice: rent.change } : {}),
    ...(cleaning.change ? { cleaningPrice: cleaning.change } : {}),
  };
  if (Object.keys(changes).length === 0) {
    refuseIfAny([violation('bookingSlots', BOOKING_MESSAGES.nothingCounterProposed)]);
  }
  await updateBooking(
    tx,
    booking.id,
    {
      status: context.to,
      rentPriceCents: rent.cents,
      cleaningPriceCents: cleaning.cents,
      ...queryColumns(query.value),
    },
    now,
  );
  await notifyBookingParty(tx, {
    view: context.view,
    slots: await activeSlotsOf(tx, booking.id),
    template: counterProposalMail,
    audience: 'organization',
    app: context.app,
    now,
  });
  return changes;
}
