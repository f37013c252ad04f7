import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import {
  planCancellation,
  type Canceller,
  type CancellationPlan,
} from '@espaces/domain/agreement/amendment-plan';
import { idFromIri } from '@espaces/domain/api/iri';
import { bookingActorKinds } from '@espaces/domain/booking/booking-actors';
import { canTransition } from '@espaces/domain/booking/booking-lifecycle';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { renderAmendmentPdf } from '../../documents/render-pdf.ts';
import { ValidationFailure, violation } from '../../http/problems.ts';
import type { AgreementUseCaseContext } from '../agreements/agreement-context.ts';
import {
  agreementHoldingBooking,
  findAgreementView,
  lockAgreement,
  type AgreementRow,
} from '../agreements/agreements.repository.ts';
import { storeDocument } from '../agreements/stored-documents.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { slotsOfBookings } from '../bookings/booking-slots.repository.ts';
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
import {
  cancelSlots,
  insertAmendment,
  lastAmendmentOf,
  type AmendmentRecord,
} from './amendments.repository.ts';

/** A cancellation as asked: by whom, which slots (IRIs, under the body's own field name). */
export interface CancellationOrder {
  by: Canceller;
  slotIris: readonly string[];
  field: 'timeSlots' | 'timeSlotsToCancel';
  reason: string;
  counterPart: string;
}

type ReadyPlan = Extract<CancellationPlan, { ok: true }>;

interface PlannedAmendment {
  agreement: AgreementRow;
  plan: ReadyPlan;
  number: number;
  previousSha256: string;
  previousNumber: number | null;
}

/**
 * The cancellation of the chosen slots judged on the booking as it stands (read under the
 * caller's locks when it writes): a signed agreement holds it, the booking is validated, and
 * every slot is one of its slots still to come; refusals are 422 violations naming each slot.
 */
async function planAmendment(
  tx: Database,
  booking: BookingRecord,
  agreement: AgreementRow | undefined,
  order: CancellationOrder,
  now: Date,
): Promise<PlannedAmendment> {
  if (booking.status !== 'validated') {
    throw new ValidationFailure([violation('status', AMENDMENT_MESSAGES.bookingNotCancelable)]);
  }
  if (!agreement?.signedDocumentSha256) {
    throw new ValidationFailure([violation('status', AMENDMENT_MESSAGES.noAgreement)]);
  }
  const plan = planCancellation({
    bookingReference: booking.reference,
    bookingStatus: booking.status,
    slots: await slotsOfBookings(tx, [booking.id]),
    slotIds: order.slotIris.map((slotIri) => idFromIri(slotIri) ?? ''),
    by: order.by,
    now,
    rentPriceCents: booking.rentPriceCents,
    cleaningPriceCents: booking.cleaningPriceCents,
  });
  if (!plan.ok) {
    throw new ValidationFailure(
      plan.problems.map((problem) =>
        violation(`${order.field}[${problem.index}]`, problem.message),
      ),
    );
  }
  const last = await lastAmendmentOf(tx, agreement.id);
  return {
    agreement,
    plan,
    number: (last?.number ?? 0) + 1,
    previousSha256: last?.documentSha256 ?? agreement.signedDocumentSha256,
    previousNumber: last?.number ?? null,
  };
}

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
  const planned = await planAmendment(db, view.booking, agreement, order, context.now);
  return { ...planned, reason: order.reason, counterPart: order.counterPart };
}

/**
 * The one use case that cancels slots of a signed agreement (issue 12 items 1 and 2), for the
 * organisation (conditions applied) and for staff or central (nothing due), in one
 * transaction: the agreement then the booking locked (the order agreement generation takes),
 * the slots cancelled with their conditions, the booking cancelled when no slot is left (the
 * lifecycle table's `cancel`), the amendment numbered after the last one, rendered, stored
 * under its SHA-256 and chained to the previous document, its history and both parties'
 * e-mails. Payments of the agreement are rescheduled here once they exist.
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
    const planned = await planAmendment(tx, booking, agreement, order, context.now);
    const { plan, number } = planned;
    await cancelSlots(tx, booking.id, plan.cancellations, {
      userId: context.actor.id,
      at: context.now,
    });
    const decision = canTransition(kinds, booking.status, 'cancel');
    const status =
      plan.content.remainingSlots === 0 && decision.allowed ? decision.to : booking.status;
    if (status !== booking.status) await updateBooking(tx, booking.id, { status }, context.now);
    const pdf = await renderAmendmentPdf({
      appName: context.appName,
      regionName: context.regionName,
      agreementId: planned.agreement.id,
      number,
      issuedAt: context.now,
      facilityName: view.facilityName,
      organizationName: view.organizationName,
      placeName: view.placeName,
      canceller: order.by,
      reason: order.reason,
      counterPart: order.counterPart,
      agreementSha256: planned.agreement.signedDocumentSha256!,
      previous: { number: planned.previousNumber, sha256: planned.previousSha256 },
      content: plan.content,
    });
    const documentSha256 = await storeDocument(tx, context.storage, pdf, 'application/pdf');
    const amendment = await insertAmendment(tx, {
      agreementId: planned.agreement.id,
      bookingId: booking.id,
      number,
      reason: order.reason,
      counterPart: order.counterPart,
      content: plan.content,
      documentSha256,
      previousDocumentSha256: planned.previousSha256,
      issuedByUserId: context.actor.id,
      issuedAt: context.now,
    });
    await recordAuditEvent(tx, {
      entityType: 'booking',
      entityId: booking.id,
      actorUserId: context.actor.id,
      action: status === booking.status ? 'cancel_slots' : 'cancel',
      fromStatus: booking.status,
      toStatus: status,
      changes: { cancelledSlots: plan.cancellations.length, amendment: number },
      occurredAt: context.now,
    });
    await recordAuditEvent(tx, {
      entityType: 'agreement',
      entityId: planned.agreement.id,
      actorUserId: context.actor.id,
      action: 'amend',
      changes: { number, documentSha256, booking: booking.reference },
      occurredAt: context.now,
    });
    const mail = amendmentIssuedMail({
      appName: context.appName,
      appUrl: context.appUrl,
      bookingId: booking.id,
      agreementId: planned.agreement.id,
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
    for (const to of recipients) await enqueueMail(tx, { to, ...mail });
    return { status, amendment };
  });
}
