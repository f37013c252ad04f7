import { activeSlotsOf } from '../booking-slots.repository.ts';
import type { TransitionContext, TransitionHandler } from '../booking-transitions.ts';
import { updateBooking } from '../bookings.repository.ts';

// The steps an agreement takes for each of its bookings (docs/agreements.md#agreement-lifecycle):
// their e-mails are the agreement's own (one per agreement, not one per booking), sent by the
// agreements module.

/** The facility admin issues the agreement (approved → to_review). */
export const bookingUnderAgreement: TransitionHandler = async ({ tx, booking, to, now }) => {
  await updateBooking(tx, booking.id, { status: to }, now);
  return null;
};

/**
 * The organisation signs (to_review → validated): `previousContractTimeSlots` keeps the slots
 * as signed, the base of later amendments.
 */
export const bookingSigned: TransitionHandler = async (context: TransitionContext) => {
  const { tx, booking, to, now } = context;
  const slots = await activeSlotsOf(tx, booking.id);
  const previousContractTimeSlots = slots.map((slot) => ({
    startDate: slot.startDate.toISOString(),
    endDate: slot.endDate.toISOString(),
  }));
  await updateBooking(tx, booking.id, { status: to, previousContractTimeSlots }, now);
  return null;
};

/** Its last slot has ended (validated → finished, by the system). */
export const bookingFinished: TransitionHandler = async ({ tx, booking, to, now }) => {
  await updateBooking(tx, booking.id, { status: to }, now);
  return null;
};
