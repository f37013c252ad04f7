import type { AmendmentContent, Canceller } from '@espaces/domain/agreement/amendment-plan';
import type { AmendmentAcceptance } from '@espaces/domain/api/amendments';
import type { Database } from '../../db/client.ts';
import { renderAmendmentPdf } from '../../documents/render-pdf.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import type { AgreementRow } from '../agreement-records/agreements.repository.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { storeDocument } from '../agreement-records/stored-documents.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import type { BookingViewRow } from '../bookings/bookings-list.repository.ts';
import { reschedulePayments } from '../payments/payment-schedule.ts';
import { agreementLedgerOf } from './agreement-ledger.ts';
import { insertAmendment, lastAmendmentOf, type AmendmentRecord } from './amendments.repository.ts';

/** Where the next amendment of an agreement stands in its chain. */
export interface ChainPlace {
  agreement: AgreementRow;
  number: number;
  previousSha256: string;
  previousNumber: number | null;
}

/** The next number of a signed agreement's amendments, read under the agreement's lock. */
export async function nextInChain(tx: Database, agreement: AgreementRow): Promise<ChainPlace> {
  const last = await lastAmendmentOf(tx, agreement.id);
  return {
    agreement,
    number: (last?.number ?? 0) + 1,
    previousSha256: last?.documentSha256 ?? agreement.signedDocumentSha256!,
    previousNumber: last?.number ?? null,
  };
}

export interface IssuedChange {
  view: BookingViewRow;
  bookingId: string;
  chain: ChainPlace;
  content: AmendmentContent;
  canceller: Canceller;
  reason: string;
  counterPart: string;
  /** Who accepted it, for a proposal the organisation accepted. */
  acceptance?: AmendmentAcceptance;
}

/**
 * The amendment's document once the booking has changed (cancellation and accepted proposal call it
 * in their transaction): rendered, stored under its SHA-256, recorded after the previous one of
 * the chain; the open payments then follow what is owed (paid ones never change).
 */
export async function issueAmendmentDocument(
  tx: Database,
  context: AgreementUseCaseContext,
  change: IssuedChange,
): Promise<AmendmentRecord> {
  const { view, chain, content } = change;
  // The slots have changed in this transaction: the ledger counts them, and this amendment.
  const { ledger } = await agreementLedgerOf(tx, chain.agreement, {
    number: chain.number,
    content,
  });
  const facts = {
    appName: context.appName,
    regionName: context.regionName,
    agreementId: chain.agreement.id,
    agreementReference: issuedReferenceOf(chain.agreement),
    number: chain.number,
    issuedAt: context.now,
    facilityName: view.facilityName,
    organizationName: view.organizationName,
    placeName: view.placeName,
    canceller: change.canceller,
    reason: change.reason,
    counterPart: change.counterPart,
    agreementSha256: chain.agreement.signedDocumentSha256!,
    previous: { number: chain.previousNumber, sha256: chain.previousSha256 },
    content,
    ledger,
    acceptance: change.acceptance ?? null,
  };
  const pdf = await renderAmendmentPdf(facts, context.pdfSeal);
  const documentSha256 = await storeDocument(tx, context.storage, pdf, 'application/pdf');
  const amendment = await insertAmendment(tx, {
    agreementId: chain.agreement.id,
    bookingId: change.bookingId,
    number: chain.number,
    reason: change.reason,
    counterPart: change.counterPart,
    content,
    documentSha256,
    previousDocumentSha256: chain.previousSha256,
    issuedByUserId: context.actor.id,
    issuedAt: context.now,
    acceptance: change.acceptance ?? null,
  });
  // What is owed changed: open payments follow it, paid ones never change
  // (docs/payments.md#rescheduling).
  await reschedulePayments(tx, chain.agreement.id, context.now);
  await recordAuditEvent(tx, {
    entityType: 'agreement',
    entityId: chain.agreement.id,
    actorUserId: context.actor.id,
    action: 'amend',
    changes: { number: chain.number, documentSha256, booking: content.bookingReference },
    occurredAt: context.now,
  });
  return amendment;
}
