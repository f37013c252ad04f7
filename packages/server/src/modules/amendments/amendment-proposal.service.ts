import { checkAccess } from '@espaces/domain/access/checks';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { AmendmentDraft } from '@espaces/domain/api/amendments';
import { bookingActorKinds } from '@espaces/domain/booking/booking-actors';
import { mayOrganizationBook } from '@espaces/domain/booking/booking-eligibility';
import { canTransition } from '@espaces/domain/booking/booking-lifecycle';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import {
  agreementHoldingBooking,
  findAgreementView,
  lockAgreement,
} from '../agreement-records/agreements.repository.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { slotTakenOnConflict } from '../bookings/booking-slot-checks.ts';
import type { BookingViewRow } from '../bookings/bookings-list.repository.ts';
import { bookingPartiesOf } from '../bookings/bookings.policy.ts';
import { findVisibleBooking } from '../bookings/bookings-read.service.ts';
import {
  facilityDecisionMakerEmails,
  holdSlotPrices,
  insertBookingSlots,
  lockBooking,
  lockOrganizationStatus,
  lockPlaceForBooking,
  organizationMemberEmails,
  updateBooking,
} from '../bookings/bookings.repository.ts';
import { queryColumns } from '../bookings/transitions/booking-query.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { MailContent } from '../mail/mail-layout.ts';
import { normalizeDraft, planChange, type ProposalDraft } from './amendment-change-planning.ts';
import { issueAmendmentDocument } from './amendment-issuance.ts';
import { amendmentHistoryChanges } from './amendment-history.ts';
import {
  accepterOf,
  decideProposal,
  findProposal,
  insertProposal,
  lockProposal,
  supersedePendingProposal,
  type ProposalContent,
  type ProposalRecord,
} from './amendment-proposals.repository.ts';
import { requireCanceller } from './amendments.policy.ts';
import {
  amendmentAcceptedMail,
  amendmentProposedMail,
  amendmentRefusedMail,
} from './amendments.mails.ts';
import { cancelSlots, type AmendmentRecord } from './amendments.repository.ts';

// Amendments that change the agreement, proposed by staff or central and
// taking effect only once the organisation accepts them (docs/agreements.md#amendments).

async function mailTo(
  tx: Database,
  recipients: Iterable<string>,
  mail: MailContent,
  now: Date,
): Promise<void> {
  for (const to of new Set(recipients)) await enqueueMail(tx, { to, ...mail }, now);
}

const mailFacts = (context: AgreementUseCaseContext, view: BookingViewRow) => ({
  appName: context.appName,
  appUrl: context.appUrl,
  bookingId: view.booking.id,
  facilityName: view.facilityName,
  organizationName: view.organizationName,
  placeName: view.placeName,
});

/** POST …/amendments/preview of a draft that changes the agreement: nothing is written. */
export async function previewChange(
  db: Database,
  context: AgreementUseCaseContext,
  bookingId: string,
  draft: AmendmentDraft,
) {
  const view = await findVisibleBooking(db, context.actor, bookingId);
  requireCanceller(context.actor, bookingPartiesOf(view), 'facility');
  const agreementId = await agreementHoldingBooking(db, bookingId);
  const agreement = agreementId ? (await findAgreementView(db, agreementId))?.agreement : undefined;
  const normalized = normalizeDraft(view.booking, draft);
  return planChange(db, view.booking, agreement, normalized, context.now);
}

/**
 * POST …/amendments of a draft that changes the agreement: judged as the acceptance will
 * judge it, recorded as the booking's one pending proposal (replacing any earlier one), the
 * organisation e-mailed. The booking does not change.
 */
export async function proposeAmendment(
  db: Database,
  context: AgreementUseCaseContext,
  bookingId: string,
  draft: AmendmentDraft,
): Promise<ProposalRecord> {
  const view = await findVisibleBooking(db, context.actor, bookingId);
  requireCanceller(context.actor, bookingPartiesOf(view), 'facility');
  return db.transaction(async (tx) => {
    const agreementId = await agreementHoldingBooking(tx, bookingId);
    const agreement = agreementId ? await lockAgreement(tx, agreementId) : undefined;
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new DomainError('NOT_FOUND');
    const normalized = normalizeDraft(booking, draft);
    const planned = await planChange(tx, booking, agreement, normalized, context.now);
    const superseded = await supersedePendingProposal(tx, booking.id, context.now);
    const proposal = await insertProposal(tx, {
      bookingId: booking.id,
      agreementId: planned.agreement.id,
      draft: normalized,
      content: { ...planned.changes.content, number: planned.number },
      proposedByUserId: context.actor.id,
      proposedAt: context.now,
    });
    await recordAuditEvent(tx, {
      entityType: 'booking',
      entityId: booking.id,
      actorUserId: context.actor.id,
      action: 'propose_amendment',
      fromStatus: booking.status,
      toStatus: booking.status,
      changes: { proposal: proposal.id, superseded },
      occurredAt: context.now,
    });
    const mail = amendmentProposedMail({
      ...mailFacts(context, view),
      agreementId: planned.agreement.id,
      agreementReference: issuedReferenceOf(planned.agreement),
      number: planned.number,
      content: planned.changes.content,
    });
    await mailTo(tx, await organizationMemberEmails(tx, booking.organizationId), mail, context.now);
    return proposal;
  });
}

/** The proposal and its booking as the organisation sees them, or 404 / 403. */
async function answerable(db: Database, context: AgreementUseCaseContext, proposalId: string) {
  const proposal = await findProposal(db, proposalId);
  if (!proposal) throw new DomainError('NOT_FOUND');
  const view = await findVisibleBooking(db, context.actor, proposal.bookingId);
  if (!checkAccess('auth-amendment-validate', context.actor, bookingPartiesOf(view)).allowed) {
    throw new DomainError('FORBIDDEN', AMENDMENT_MESSAGES.onlyOrganizationAnswers);
  }
  return view;
}

function requirePending(proposal: ProposalRecord | undefined): ProposalRecord {
  if (!proposal) throw new DomainError('NOT_FOUND');
  if (proposal.status !== 'pending') {
    throw new ValidationFailure([violation('status', AMENDMENT_MESSAGES.proposalNotPending)]);
  }
  return proposal;
}

/** Where the organisation's acceptance came from, recorded as a signature's evidence is. */
export interface AcceptanceEvidence {
  ipAddress: string;
  userAgent: string;
}

/**
 * PUT /api/amendment_proposals/{id}/accept, in one transaction: the agreement, the place
 * (shared, as requests take it) and the booking locked; the draft judged again on the booking
 * as it now stands; slots cancelled (nothing due) and added under the same no-double-booking
 * constraint as requests; slots to come repriced, prices and query changed; the amendment issued
 * with its acceptance block and chained; payments rescheduled; both parties e-mailed.
 */
export async function acceptProposal(
  db: Database,
  context: AgreementUseCaseContext,
  proposalId: string,
  evidence: AcceptanceEvidence,
): Promise<AmendmentRecord> {
  const view = await answerable(db, context, proposalId);
  const kinds = bookingActorKinds(context.actor, bookingPartiesOf(view));
  return db.transaction(async (tx) => {
    const agreementId = await agreementHoldingBooking(tx, view.booking.id);
    const agreement = agreementId ? await lockAgreement(tx, agreementId) : undefined;
    await lockPlaceForBooking(tx, view.booking.placeId);
    const booking = await lockBooking(tx, view.booking.id);
    if (!booking) throw new DomainError('NOT_FOUND');
    const proposal = requirePending(await lockProposal(tx, proposalId));
    const draft = proposal.draft as ProposalDraft;
    const planned = await planChange(tx, booking, agreement, draft, context.now);
    const { changes } = planned;
    // Accepting added slots books them: only an organisation that may book does it.
    if (changes.additions.length > 0) {
      const organization = await lockOrganizationStatus(tx, booking.organizationId);
      if (!mayOrganizationBook(organization)) throw new DomainError('ORGANIZATION_NOT_VALIDATED');
    }
    await cancelSlots(tx, booking.id, changes.cancellations, {
      userId: proposal.proposedByUserId ?? context.actor.id,
      at: context.now,
    });
    await slotTakenOnConflict(() =>
      insertBookingSlots(tx, booking.id, booking.placeId, changes.additions),
    );
    await holdSlotPrices(tx, changes.repricings);
    const decision = canTransition(kinds, booking.status, 'cancel');
    const status =
      changes.content.remainingSlots === 0 && decision.allowed ? decision.to : booking.status;
    await updateBooking(
      tx,
      booking.id,
      {
        status,
        rentPriceCents: draft.rentPriceCents,
        cleaningPriceCents: draft.cleaningPriceCents,
        ...queryColumns(draft.query),
      },
      context.now,
    );
    const amendment = await issueAmendmentDocument(tx, context, {
      view,
      bookingId: booking.id,
      chain: planned,
      content: changes.content,
      canceller: 'facility',
      reason: draft.reason,
      counterPart: draft.counterPart,
      acceptance: {
        userId: context.actor.id,
        ...(await accepterOf(tx, context.actor.id)),
        acceptedAt: context.now.toISOString(),
        ...evidence,
      },
    });
    await decideProposal(tx, proposal.id, {
      status: 'accepted',
      decidedByUserId: context.actor.id,
      decidedAt: context.now,
      amendmentId: amendment.id,
    });
    await recordAuditEvent(tx, {
      entityType: 'booking',
      entityId: booking.id,
      actorUserId: context.actor.id,
      action: 'accept_amendment',
      fromStatus: booking.status,
      toStatus: status,
      changes: amendmentHistoryChanges(planned.number, changes.content),
      occurredAt: context.now,
    });
    const mail = amendmentAcceptedMail({
      ...mailFacts(context, view),
      agreementId: planned.agreement.id,
      agreementReference: issuedReferenceOf(planned.agreement),
      number: planned.number,
      content: changes.content,
    });
    await mailTo(
      tx,
      [
        ...(await organizationMemberEmails(tx, booking.organizationId)),
        ...(await facilityDecisionMakerEmails(tx, view.facilityId)),
      ],
      mail,
      context.now,
    );
    return amendment;
  });
}

/** PUT /api/amendment_proposals/{id}/refuse: nothing changes; the facility's staff are told. */
export async function refuseProposal(
  db: Database,
  context: AgreementUseCaseContext,
  proposalId: string,
  refusalReason: string,
): Promise<ProposalRecord> {
  const view = await answerable(db, context, proposalId);
  return db.transaction(async (tx) => {
    const proposal = requirePending(await lockProposal(tx, proposalId));
    const refused = await decideProposal(tx, proposal.id, {
      status: 'refused',
      decidedByUserId: context.actor.id,
      decidedAt: context.now,
      refusalReason,
    });
    await recordAuditEvent(tx, {
      entityType: 'booking',
      entityId: view.booking.id,
      actorUserId: context.actor.id,
      action: 'refuse_amendment',
      fromStatus: view.booking.status,
      toStatus: view.booking.status,
      changes: { proposal: proposal.id, refusalReason },
      occurredAt: context.now,
    });
    const mail = amendmentRefusedMail({
      ...mailFacts(context, view),
      agreementId: proposal.agreementId,
      content: proposal.content as ProposalContent,
      refusalReason,
    });
    await mailTo(tx, await facilityDecisionMakerEmails(tx, view.facilityId), mail, context.now);
    return refused;
  });
}
