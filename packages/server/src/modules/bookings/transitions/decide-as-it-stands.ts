import type { BookingAudience } from '../booking-notifications.ts';
import { notifyBookingParty } from '../booking-notifications.ts';
import type { TransitionContext, TransitionHandler } from '../booking-transitions.ts';
import {
  bookingApprovedMail,
  counterProposalAcceptedMail,
  type BookingMailTemplate,
} from '../bookings.mails.ts';
import { updateBooking } from '../bookings.repository.ts';
import { refuseUnlessOrganizationMayBook } from './booking-eligibility.ts';
import { approvableSlots, refuseContentChanges } from './decision-checks.ts';

/**
 * A decision taking the request as it stands, after the pre-approval checks (every slot
 * still to come); the other party is told.
 */
function decisionAsItStands(template: BookingMailTemplate, audience: BookingAudience) {
  return async (context: TransitionContext): Promise<null> => {
    const { tx, booking, to, now } = context;
    refuseContentChanges(context.update);
    const slots = await approvableSlots(tx, booking.id, now);
    await updateBooking(tx, booking.id, { status: to }, now);
    await notifyBookingParty(tx, {
      view: context.view,
      slots,
      template,
      audience,
      app: context.app,
      now,
    });
    return null;
  };
}

/** An admin or validator of the facility approves a new request (new → approved). */
export const approveBooking: TransitionHandler = decisionAsItStands(
  bookingApprovedMail,
  'organization',
);

const decideOnCounterProposal = decisionAsItStands(counterProposalAcceptedMail, 'facility');

/**
 * The organisation accepts the counter-proposal (pending → approved); a slot that has started
 * since must first be changed, or the request withdrawn. Accepting makes the proposed slots
 * its booking: only an organisation that may book does it (docs/bookings.md#lifecycle, « Booking
 * eligibility »).
 */
export const acceptCounterProposal: TransitionHandler = async (context) => {
  await refuseUnlessOrganizationMayBook(context);
  return decideOnCounterProposal(context);
};
