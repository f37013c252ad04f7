import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import type { BookingActorKind } from '@espaces/domain/booking/booking-lifecycle';
import type { Database } from '../../db/client.ts';
import { renderSignedAgreementPdf } from '../../documents/render-pdf.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { takeBookingSteps } from '../bookings/booking-step.ts';
import {
  facilityDecisionMakerEmails,
  organizationMemberEmails,
} from '../bookings/bookings.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { reschedulePayments } from '../payments/payment-schedule.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import { pricedBookings } from './agreement-facts.service.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { agreementSignedMail } from './agreements.mails.ts';
import {
  bookingIdsOf,
  updateAgreement,
  type AgreementRow,
  type AgreementView,
} from '../agreement-records/agreements.repository.ts';
import { insertSignature, userEmail, type SignatureCodeRow } from './signatures.repository.ts';
import { readDocument, storeDocument } from '../agreement-records/stored-documents.ts';

/** Where the signature came from, as the request showed it (docs/agreements.md#signature). */
export interface SignatureEvidence {
  ipAddress: string;
  userAgent: string;
}

interface Signing {
  agreement: AgreementRow;
  view: AgreementView;
  kinds: readonly BookingActorKind[];
  fullName: string;
  code: SignatureCodeRow & { trail: { at: string; matched: boolean }[] };
  evidence: SignatureEvidence;
}

/**
 * The signature itself, in the caller's transaction once the code matched: the issued PDF read
 * back (and checked against its SHA-256), the signature page appended, the signed PDF stored
 * under its own SHA-256, the evidence recorded (immutable), every booking to_review →
 * validated, the agreement signed, its history event and the e-mails to both parties.
 */
export async function signAgreementDocument(
  tx: Database,
  context: AgreementUseCaseContext,
  signing: Signing,
): Promise<void> {
  const { agreement, view, code, evidence } = signing;
  const { actor, now } = context;
  const app = { appName: context.appName, appUrl: context.appUrl };
  const documentSha256 = agreement.documentSha256!;
  const issued = await readDocument(
    tx,
    context.storage,
    documentSha256,
    AGREEMENT_MESSAGES.documentAltered,
  );
  const signerEmail = await userEmail(tx, actor.id);
  const codeTrail = code.trail.map((attempt) => ({
    at: new Date(attempt.at),
    matched: attempt.matched,
  }));
  const signature = {
    appName: context.appName,
    agreementReference: issuedReferenceOf(agreement),
    organizationName: view.organizationName,
    fullName: signing.fullName,
    signerEmail,
    signedAt: now,
    ipAddress: evidence.ipAddress,
    userAgent: evidence.userAgent,
    documentSha256,
    codeTrail,
    codeSentAt: code.sentAt,
    codeSentTo: code.sentTo,
  };
  const signed = await renderSignedAgreementPdf(issued, signature, context.pdfSeal);
  const signedDocumentSha256 = await storeDocument(tx, context.storage, signed, 'application/pdf');
  await insertSignature(tx, {
    agreementId: agreement.id,
    signerUserId: actor.id,
    fullName: signing.fullName,
    signerEmail,
    signedAt: now,
    ipAddress: evidence.ipAddress,
    userAgent: evidence.userAgent,
    documentSha256,
    codeTrail: { sentAt: code.sentAt.toISOString(), sentTo: code.sentTo, attempts: code.trail },
  });
  const bookingIds = await bookingIdsOf(tx, agreement.id);
  await takeBookingSteps(tx, bookingIds, {
    action: 'sign_agreement',
    kinds: signing.kinds,
    actor,
    now,
    app,
  });
  await updateAgreement(
    tx,
    agreement.id,
    { status: 'signed', signedDocumentSha256, signedAt: now },
    now,
  );
  // One payment per month of slots (docs/payments.md#schedule), scheduled in the signing
  // transaction.
  await reschedulePayments(tx, agreement.id, now);
  await recordAuditEvent(tx, {
    entityType: 'agreement',
    entityId: agreement.id,
    actorUserId: actor.id,
    action: 'sign',
    fromStatus: 'to_sign',
    toStatus: 'signed',
    changes: { documentSha256, signedDocumentSha256 },
    occurredAt: now,
  });
  const priced = await pricedBookings(tx, bookingIds);
  const mail = agreementSignedMail({
    ...app,
    agreementId: agreement.id,
    agreementReference: issuedReferenceOf(agreement),
    facilityName: view.facilityName,
    organizationName: view.organizationName,
    references: priced.map(({ booking }) => booking.reference),
    totalCents: agreement.totalCents ?? 0,
    signerName: signing.fullName,
    signedAt: now,
  });
  const recipients = new Set([
    ...(await organizationMemberEmails(tx, agreement.organizationId)),
    ...(await facilityDecisionMakerEmails(tx, agreement.facilityId)),
  ]);
  for (const to of recipients) await enqueueMail(tx, { to, ...mail }, now);
}
