import type { Agreement } from '@espaces/domain/api/agreements';
import { idFromIri } from '@espaces/domain/api/iri';
import { AGREEMENT_STATUS_LABELS } from '@espaces/domain/agreement/agreement-lifecycle';
import {
  AGREEMENT_MESSAGES,
  agreementChangedMeanwhile,
  MAX_STORED_CENTS,
} from '@espaces/domain/agreement/agreement-messages';
import { bookingActorKinds } from '@espaces/domain/booking/booking-actors';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { renderAgreementPdf } from '../../documents/render-pdf.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { takeBookingSteps } from '../bookings/booking-step.ts';
import { bookingPartiesOf } from '../bookings/bookings.policy.ts';
import { findVisibleBooking } from '../bookings/bookings-read.service.ts';
import { holdSlotPrices } from '../bookings/bookings.repository.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import { agreementFactsOf, pricedBookings } from './agreement-facts.service.ts';
import {
  issueAgreementDocument,
  readFacilityUpload,
  type DrawnAgreement,
} from './agreement-issuing.ts';
import { reissueAgreement } from './agreement-reissue.service.ts';
import { agreementKinds, requireAgreementStep, requireFacilityAdmin } from './agreements.policy.ts';
import { findVisibleAgreement, showAgreement } from './agreements-read.service.ts';
import {
  agreementHoldingBooking,
  attachBookings,
  bookingIdsOf,
  findDraft,
  insertAgreement,
  lockAgreement,
  lockDraftPreparation,
  unattachedApprovedBookingIds,
  type AgreementRow,
} from '../agreement-records/agreements.repository.ts';
import { facilityDocumentsOf, insertAnnexes } from './annexes.repository.ts';
import {
  issuedReferenceOf,
  nextAgreementReference,
  takeAgreementReference,
} from '../agreement-records/agreement-reference.ts';
import { readDocument, storeDocument } from '../agreement-records/stored-documents.ts';

/**
 * POST /api/agreements (docs/agreements.md#preparation-and-generation, one agreement per
 * organisation and facility): the facility admin prepares the draft holding this approved booking
 * and every other approved booking of the same organisation at the same facility that no agreement
 * holds yet. Preparing again completes the same draft; a booking already in an agreement answers
 * that agreement.
 */
export async function prepareAgreementDraft(
  db: Database,
  context: AgreementUseCaseContext,
  bookingIri: string,
): Promise<Agreement> {
  const bookingId = idFromIri(bookingIri);
  const view = bookingId ? await findVisibleBooking(db, context.actor, bookingId) : undefined;
  if (!view) throw new ValidationFailure([violation('booking', 'La réservation est invalide.')]);
  requireFacilityAdmin(bookingActorKinds(context.actor, bookingPartiesOf(view)));
  const agreementId = await db.transaction(async (tx) => {
    await lockDraftPreparation(tx, view.facilityId, view.booking.organizationId);
    const held = await agreementHoldingBooking(tx, view.booking.id);
    if (held) return held;
    if (view.booking.status !== 'approved') {
      throw new ValidationFailure([violation('booking', AGREEMENT_MESSAGES.bookingNotApproved)]);
    }
    const draft =
      (await findDraft(tx, view.facilityId, view.booking.organizationId)) ??
      (await insertAgreement(tx, {
        facilityId: view.facilityId,
        organizationId: view.booking.organizationId,
        createdAt: context.now,
        updatedAt: context.now,
      }));
    const added = await unattachedApprovedBookingIds(
      tx,
      view.facilityId,
      view.booking.organizationId,
    );
    await attachBookings(tx, draft.id, added);
    await recordAuditEvent(tx, {
      entityType: 'agreement',
      entityId: draft.id,
      actorUserId: context.actor.id,
      action: 'prepare',
      toStatus: 'draft',
      changes: { addedBookings: added.length },
      occurredAt: context.now,
    });
    return draft.id;
  });
  return showAgreement(db, context, agreementId);
}

/**
 * GET /api/agreements/{id}/preview: the PDF exactly as generation would issue it now (a draft),
 * or as it was issued.
 */
export async function previewAgreement(
  db: Database,
  context: AgreementUseCaseContext,
  agreementId: string,
): Promise<{ content: Buffer; fileName: string }> {
  const { agreement } = await findVisibleAgreement(db, context.actor, agreementId);
  if (agreement.documentSha256) {
    const message = agreement.status === 'to_sign' ? AGREEMENT_MESSAGES.documentAltered : undefined;
    return {
      content: await readDocument(db, context.storage, agreement.documentSha256, message),
      fileName: `${issuedReferenceOf(agreement)}.pdf`,
    };
  }
  const facts = await agreementFactsOf(db, agreement, context, {
    reference: null,
    at: context.now,
  });
  // A draft is not sealed: only what is issued carries the operator's seal.
  return { content: await renderAgreementPdf(facts, null), fileName: 'projet-de-convention.pdf' };
}

/**
 * POST /api/agreements/{id}/generate: the facility admin issues the draft. In one
 * transaction: every booking approved → to_review (lifecycle table), the annexes copied as
 * immutable documents, the PDF rendered and stored under its SHA-256, the agreement to_sign,
 * its history event and the e-mail inviting the organisation to sign.
 */
export async function generateAgreement(
  db: Database,
  context: AgreementUseCaseContext,
  agreementId: string,
): Promise<Agreement> {
  const view = await findVisibleAgreement(db, context.actor, agreementId);
  const kinds = agreementKinds(context.actor, view);
  if (view.agreement.status === 'to_sign') return reissueAgreement(db, context, view, kinds);
  const to = requireAgreementStep(kinds, view.agreement.status, 'generate');
  const app = { appName: context.appName, appUrl: context.appUrl };
  const drawn = await drawBeforeIssuing(db, context, view.agreement);
  await db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, agreementId);
    if (!agreement || agreement.status !== 'draft') {
      const status = agreement?.status ?? view.agreement.status;
      throw new DomainError('CONFLICT', agreementChangedMeanwhile(AGREEMENT_STATUS_LABELS[status]));
    }
    const bookingIds = await bookingIdsOf(tx, agreementId);
    if (bookingIds.length === 0) {
      throw new ValidationFailure([violation('bookings', AGREEMENT_MESSAGES.noApprovedBooking)]);
    }
    const draft = await agreementFactsOf(tx, agreement, context, {
      reference: null,
      at: context.now,
    });
    if (draft.totalCents > MAX_STORED_CENTS) {
      throw new ValidationFailure([violation('bookings', AGREEMENT_MESSAGES.totalTooHigh)]);
    }
    // The prices the document states are final from now on (domain amendment-lines.ts).
    const priced = await pricedBookings(tx, bookingIds);
    await holdSlotPrices(
      tx,
      priced.flatMap((booking) => booking.slots),
    );
    await takeBookingSteps(tx, bookingIds, {
      action: 'generate_agreement',
      kinds,
      actor: context.actor,
      now: context.now,
      app,
    });
    const documents = await facilityDocumentsOf(tx, agreement.facilityId);
    const annexes = [];
    for (const [position, document] of documents.entries()) {
      const content = await readFacilityUpload(context, document.storageKey);
      const sha256 = await storeDocument(tx, context.storage, content, document.mimeType);
      annexes.push({ agreementId, position, name: document.name, documentSha256: sha256 });
    }
    await insertAnnexes(tx, annexes);
    // Taken last, so the year's counter stays locked only while the PDF is stored; a failure
    // gives the number back with the transaction, so a year's references have no gaps.
    const reference = await takeAgreementReference(tx, context.now);
    const documentSha256 = await issueAgreementDocument(
      tx,
      context,
      view,
      agreement,
      { ...draft, reference },
      drawn,
    );
    await recordAuditEvent(tx, {
      entityType: 'agreement',
      entityId: agreementId,
      actorUserId: context.actor.id,
      action: 'generate',
      fromStatus: 'draft',
      toStatus: to,
      changes: {
        reference,
        documentSha256,
        bookings: bookingIds.length,
        annexes: annexes.length,
      },
      occurredAt: context.now,
    });
  });
  return showAgreement(db, context, agreementId);
}

/**
 * The PDF drawn before the issuing transaction, under the reference the year's counter will
 * most likely give (docs/agreements.md#preparation-and-generation): drawing takes a few hundred
 * milliseconds, which the agreement's and the counter's locks need not wait for. The
 * transaction uses it only if it reads the same facts and takes that reference.
 */
async function drawBeforeIssuing(
  db: Database,
  context: AgreementUseCaseContext,
  agreement: AgreementRow,
): Promise<DrawnAgreement | null> {
  if (agreement.status !== 'draft') return null;
  const reference = await nextAgreementReference(db, context.now);
  const draft = await agreementFactsOf(db, agreement, context, {
    reference: null,
    at: context.now,
  });
  const facts = { ...draft, reference };
  return { facts, pdf: await renderAgreementPdf(facts, context.pdfSeal) };
}
