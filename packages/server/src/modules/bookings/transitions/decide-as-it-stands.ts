import type { BookingAudience } from '../booking-notifications.ts';
import { notifyBookingParty } from '../booking-notifications.ts';
import type { TransitionContext, TransitionHandler } from '../booking-transitions.ts';
import {
  agreementToPrepareMail,
  bookingApprovedMail,
  counterProposalAcceptedMail,
  type BookingMailTemplate,
} from '../bookings.mails.ts';
import { updateBooking } from '../bookings.repository.ts';
import { refuseUnlessOrganizationMayBook } from './booking-eligibility.ts';
import { approvableSlots, refuseContentChanges } from './decision-checks.ts';

interface Told {
  template: BookingMailTemplate;
  audience: BookingAudience;
}

/**
 * A decision taking the request as it stands, after the pre-approval checks (every slot
 * still to come); the other party is told, and whoever holds the next step.
 */
function decisionAsItStands(...told: readonly Told[]) {
  return async (context: TransitionContext): Promise<null> => {
    const { tx, booking, to, now } = context;
    refuseContentChanges(context.update);
    const slots = await approvableSlots(tx, booking.id, now);
    await updateBooking(tx, booking.id, { status: to }, now);
    for (const { template, audience } of told) {
      await notifyBookingParty(tx, {
        view: context.view,
        slots,
        template,
        audience,
        // The admin who approved knows its next step: only the facility's other admins are told.
        exceptUserId: context.actor?.id ?? null,
        app: context.app,
        now,
      });
    }
    return null;
  };
}

/**
 * An admin or validator of the facility approves a new request (new → approved): the
 * organisation is told, and the facility's admins, whose next step is the agreement, one e-mail
 * per approval (docs/decisions.md#bookings).
 */
export const approveBooking: TransitionHandler = decisionAsItStands(
  { template: bookingApprovedMail, audience: 'organization' },
  { template: agreementToPrepareMail, audience: 'facility_admins' },
);

// The facility's admins and validators hear of the acceptance, which names the agreement to come.
const decideOnCounterProposal = decisionAsItStands({
  template: counterProposalAcceptedMail,
  audience: 'facility',
});

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
