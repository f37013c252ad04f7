import type { Agreement } from '@espaces/domain/api/agreements';
import { AGREEMENT_STATUS_LABELS } from '@espaces/domain/agreement/agreement-lifecycle';
import {
  AGREEMENT_MESSAGES,
  agreementActionNotPossibleIn,
  agreementChangedMeanwhile,
} from '@espaces/domain/agreement/agreement-messages';
import type { BookingActorKind } from '@espaces/domain/booking/booking-lifecycle';
import { DomainError, IntegrityAlarm } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import { agreementFactsOf } from './agreement-facts.service.ts';
import { issueAgreementDocument, readFacilityUpload } from './agreement-issuing.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { requireAgreementStep } from './agreements.policy.ts';
import { showAgreement } from './agreements-read.service.ts';
import { lockAgreement, type AgreementView } from '../agreement-records/agreements.repository.ts';
import { annexesOf, facilityDocumentsOf } from './annexes.repository.ts';
import {
  firstAlteredDocument,
  sha256Of,
  storeDocument,
} from '../agreement-records/stored-documents.ts';

interface AlteredAnnex {
  annex: Awaited<ReturnType<typeof annexesOf>>[number];
  alarm: IntegrityAlarm;
}

/**
 * Puts back the bytes of annex copies that no longer match, from the facility's document holding
 * the same bytes; an annex whose original the facility no longer holds cannot be re-issued (its
 * copy is evidence: only a restore from a backup brings it back).
 */
async function restoreAnnexes(
  tx: Database,
  context: AgreementUseCaseContext,
  facilityId: string,
  altered: AlteredAnnex[],
): Promise<void> {
  if (altered.length === 0) return;
  const originals = new Map<string, { content: Buffer; mimeType: string }>();
  for (const document of await facilityDocumentsOf(tx, facilityId)) {
    const content = await readFacilityUpload(context, document.storageKey);
    originals.set(sha256Of(content), { content, mimeType: document.mimeType });
  }
  for (const { annex, alarm } of altered) {
    const original = originals.get(annex.documentSha256);
    if (!original) {
      const message = AGREEMENT_MESSAGES.annexLost(annex.name);
      throw new IntegrityAlarm('DOCUMENT_ALTERED', message, alarm.alarm, alarm.facts);
    }
    await storeDocument(tx, context.storage, original.content, original.mimeType);
  }
}

/**
 * `POST /api/agreements/{id}/generate` on an agreement to sign whose issued PDF or an annex copy
 * no longer matches its SHA-256: the facility admin re-issues it (docs/decisions.md). In one
 * transaction under the agreement's lock: the altered annex copies restored, the PDF rendered
 * again as of today and stored, the agreement pointed at it, its history event and the
 * organisation invited to sign again. An agreement whose documents all match answers like a
 * second generation (422 naming its status); its bookings stay as they are.
 */
export async function reissueAgreement(
  db: Database,
  context: AgreementUseCaseContext,
  view: AgreementView,
  kinds: readonly BookingActorKind[],
): Promise<Agreement> {
  requireAgreementStep(kinds, view.agreement.status, 'reissue');
  const { storage } = context;
  await db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, view.agreement.id);
    if (!agreement || agreement.status !== 'to_sign') {
      const status = agreement?.status ?? view.agreement.status;
      throw new DomainError('CONFLICT', agreementChangedMeanwhile(AGREEMENT_STATUS_LABELS[status]));
    }
    const previousDocumentSha256 = agreement.documentSha256!;
    const pdfAltered = await firstAlteredDocument(tx, storage, [previousDocumentSha256]);
    if (pdfAltered) context.reportAlarm(pdfAltered);
    const alteredAnnexes: AlteredAnnex[] = [];
    for (const annex of await annexesOf(tx, agreement.id)) {
      const alarm = await firstAlteredDocument(tx, storage, [annex.documentSha256]);
      if (!alarm) continue;
      context.reportAlarm(alarm);
      alteredAnnexes.push({ annex, alarm });
    }
    if (!pdfAltered && alteredAnnexes.length === 0) {
      throw new DomainError(
        'VALIDATION_FAILED',
        agreementActionNotPossibleIn(AGREEMENT_STATUS_LABELS.to_sign),
        'status',
      );
    }
    await restoreAnnexes(tx, context, agreement.facilityId, alteredAnnexes);
    // A re-issue keeps the reference people already quote, and states today's facts.
    const reference = issuedReferenceOf(agreement);
    const facts = await agreementFactsOf(tx, agreement, context, { reference, at: context.now });
    const documentSha256 = await issueAgreementDocument(tx, context, view, agreement, {
      ...facts,
      reference,
    });
    await recordAuditEvent(tx, {
      entityType: 'agreement',
      entityId: agreement.id,
      actorUserId: context.actor.id,
      action: 'reissue',
      fromStatus: 'to_sign',
      toStatus: 'to_sign',
      changes: {
        previousDocumentSha256,
        documentSha256,
        restoredAnnexes: alteredAnnexes.length,
      },
      occurredAt: context.now,
    });
  });
  return showAgreement(db, context, view.agreement.id);
}
