import type { Canceller } from '@espaces/domain/agreement/amendment-plan';
import { bookingActorKinds } from '@espaces/domain/booking/booking-actors';
import { canTransition } from '@espaces/domain/booking/booking-lifecycle';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import {
  agreementHoldingBooking,
  findAgreementView,
  lockAgreement,
} from '../agreement-records/agreements.repository.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import type { BookingViewRow } from '../bookings/bookings-list.repository.ts';
import { bookingPartiesOf } from '../bookings/bookings.policy.ts';
import { findVisibleBooking } from '../bookings/bookings-read.service.ts';
import {
  facilityDecisionMakerEmails,
  lockBooking,
  organizationMemberEmails,
  updateBooking,
  type BookingRecord,
} from '../bookings/bookings.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { amendmentIssuedMail } from './amendments.mails.ts';
import { requireCanceller } from './amendments.policy.ts';
import { planAmendment, type CancellationOrder } from './amendment-planning.ts';
import { issueAmendmentDocument } from './amendment-issuance.ts';
import { amendmentHistoryChanges } from './amendment-history.ts';
import { cancelSlots, type AmendmentRecord } from './amendments.repository.ts';

export type { CancellationOrder } from './amendment-planning.ts';

async function visibleCancellable(
  db: Database,
  context: AgreementUseCaseContext,
  bookingId: string,
  by: Canceller,
): Promise<BookingViewRow> {
  const view = await findVisibleBooking(db, context.actor, bookingId);
  requireCanceller(context.actor, bookingPartiesOf(view), by);
  return view;
}

/** POST /api/bookings/{id}/amendments/preview: the amendment as it would be issued now. */
export async function previewCancellation(
  db: Database,
  context: AgreementUseCaseContext,
  bookingId: string,
  order: CancellationOrder,
) {
  const view = await visibleCancellable(db, context, bookingId, order.by);
  const agreementId = await agreementHoldingBooking(db, bookingId);
  const agreement = agreementId ? (await findAgreementView(db, agreementId))?.agreement : undefined;
  const planned = await planAmendment(
    db,
    view.booking,
    agreement,
    order,
    context.now,
    context.cancellationTerms,
  );
  return { ...planned, reason: order.reason, counterPart: order.counterPart };
}

/**
 * The one use case that cancels slots of a signed agreement (docs/agreements.md#cancellations), for
 * the organisation (conditions applied) and for staff or central (nothing due), in one
 * transaction: the agreement then the booking locked (the order agreement generation takes),
 * the slots cancelled with their conditions, the booking cancelled when no slot is left (the
 * lifecycle table's `cancel`), the amendment numbered after the last one, rendered, stored
 * under its SHA-256 and chained to the previous document, its history and both parties'
 * e-mails; the agreement's open payments rescheduled.
 */
export async function issueCancellationAmendment(
  db: Database,
  context: AgreementUseCaseContext,
  bookingId: string,
  order: CancellationOrder,
): Promise<{ status: BookingRecord['status']; amendment: AmendmentRecord }> {
  const view = await visibleCancellable(db, context, bookingId, order.by);
  const kinds = bookingActorKinds(context.actor, bookingPartiesOf(view));
  return db.transaction(async (tx) => {
    const agreementId = await agreementHoldingBooking(tx, bookingId);
    const agreement = agreementId ? await lockAgreement(tx, agreementId) : undefined;
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw new DomainError('NOT_FOUND');
    const planned = await planAmendment(
      tx,
      booking,
      agreement,
      order,
      context.now,
      context.cancellationTerms,
    );
    const { plan, number } = planned;
    await cancelSlots(tx, booking.id, plan.cancellations, {
      userId: context.actor.id,
      at: context.now,
    });
    const decision = canTransition(kinds, booking.status, 'cancel');
    const status =
      plan.content.remainingSlots === 0 && decision.allowed ? decision.to : booking.status;
    if (status !== booking.status) await updateBooking(tx, booking.id, { status }, context.now);
    const amendment = await issueAmendmentDocument(tx, context, {
      view,
      bookingId: booking.id,
      chain: planned,
      content: plan.content,
      canceller: order.by,
      reason: order.reason,
      counterPart: order.counterPart,
    });
    await recordAuditEvent(tx, {
      entityType: 'booking',
      entityId: booking.id,
      actorUserId: context.actor.id,
      action: status === booking.status ? 'cancel_slots' : 'cancel',
      fromStatus: booking.status,
      toStatus: status,
      changes: amendmentHistoryChanges(number, plan.content),
      occurredAt: context.now,
    });
    const mail = amendmentIssuedMail({
      appName: context.appName,
      appUrl: context.appUrl,
      bookingId: booking.id,
      agreementId: planned.agreement.id,
      agreementReference: issuedReferenceOf(planned.agreement),
      number,
      canceller: order.by,
      facilityName: view.facilityName,
      organizationName: view.organizationName,
      placeName: view.placeName,
      content: plan.content,
    });
    const recipients = new Set([
      ...(await organizationMemberEmails(tx, booking.organizationId)),
      ...(await facilityDecisionMakerEmails(tx, view.facilityId)),
    ]);
    for (const to of recipients) await enqueueMail(tx, { to, ...mail }, context.now);
    return { status, amendment };
  });
}
