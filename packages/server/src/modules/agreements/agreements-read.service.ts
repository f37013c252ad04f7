import type { Actor } from '@espaces/domain/access/actor';
import type { Agreement } from '@espaces/domain/api/agreements';
import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import { DomainError } from '@espaces/domain/errors';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { type Pagination } from '@espaces/domain/api/collection-params';
import { pageWindow } from '../../http/collections.ts';
import { bookingListScope } from '@espaces/domain/access/list-scopes';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import { visibleFacility } from '../facilities/facilities.service.ts';
import { pricedBookings } from './agreement-facts.service.ts';
import { ledgerOf } from './agreement-ledger.service.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { presentAgreement } from './agreements.presenter.ts';
import { agreementKinds, mayViewAgreement } from './agreements.policy.ts';
import {
  bookingIdsOf,
  doorsOf,
  findAgreementView,
  listAgreementViews,
  organizationsBookingAt,
  type AgreementFilters,
  type AgreementRow,
  type AgreementView,
} from '../agreement-records/agreements.repository.ts';
import { annexesOf, facilityDocumentsOf, findAnnex } from './annexes.repository.ts';
import { findSignature } from './signatures.repository.ts';
import { firstAlteredDocument, readDocument } from '../agreement-records/stored-documents.ts';

/** An agreement the actor may see (else 404, docs/agreements.md#agreement-lifecycle). */
export async function findVisibleAgreement(
  db: Database,
  actor: Actor,
  agreementId: string,
): Promise<AgreementView> {
  const view = await findAgreementView(db, agreementId);
  if (!view || !mayViewAgreement(actor, view)) throw new DomainError('NOT_FOUND');
  return view;
}

/** The agreement as the client reads it: its bookings as IRIs, plus what its pages show. */
export async function presentVisibleAgreement(
  db: Database,
  actor: Actor,
  view: AgreementView,
  documentIntact: boolean | null = null,
): Promise<Agreement> {
  const { agreement } = view;
  const bookingIds = await bookingIdsOf(db, agreement.id);
  const priced = await pricedBookings(db, bookingIds);
  const placeRows = [...new Map(priced.map(({ place }) => [place.id, place])).values()];
  // Doors' instructions reach the organisation once it has signed
  // (docs/agreements.md#preparation-and-generation).
  const doorsShown = agreement.status === 'signed' || !isOrganizationUser(actor);
  const doorRows = doorsShown
    ? await doorsOf(
        db,
        placeRows.map((place) => place.id),
      )
    : [];
  const annexes =
    agreement.status === 'draft'
      ? (await facilityDocumentsOf(db, agreement.facilityId)).map((document) => ({
          id: document.id,
          name: document.name,
          mimeType: document.mimeType,
          size: document.size,
          file: `/api/facility_documents/${document.id}/file`,
        }))
      : (await annexesOf(db, agreement.id)).map((annex) => ({
          id: annex.id,
          name: annex.name,
          mimeType: annex.mimeType,
          size: annex.size,
          file: `/api/agreement_annexes/${annex.id}/file`,
        }));
  const signature = agreement.signedAt ? await findSignature(db, agreement.id) : undefined;
  return presentAgreement({
    view,
    kinds: agreementKinds(actor, view),
    bookingIds,
    places: placeRows.map((place) => ({
      place,
      doors: doorsShown ? doorRows.filter((door) => door.placeId === place.id) : undefined,
    })),
    totalCents:
      agreement.totalCents ?? priced.reduce((total, booking) => total + booking.totalCents, 0),
    ledger: await ledgerOf(db, agreement),
    annexes,
    signedBy: signature?.fullName ?? null,
    documentIntact,
  });
}

/** The issued PDF and the annex copies of an issued agreement: what its signer reads. */
export async function issuedDocumentsOf(db: Database, agreement: AgreementRow) {
  if (!agreement.documentSha256) return [];
  const annexes = await annexesOf(db, agreement.id);
  return [agreement.documentSha256, ...annexes.map((annex) => annex.documentSha256)];
}

/**
 * One agreement, with whether its documents still match their SHA-256 while it waits for its
 * signature (read alone only: a list would read every PDF).
 */
export async function showAgreement(
  db: Database,
  context: Pick<AgreementUseCaseContext, 'actor' | 'storage' | 'reportAlarm'>,
  agreementId: string,
) {
  const view = await findVisibleAgreement(db, context.actor, agreementId);
  let documentIntact: boolean | null = null;
  if (view.agreement.status === 'to_sign') {
    const issued = await issuedDocumentsOf(db, view.agreement);
    const alarm = await firstAlteredDocument(db, context.storage, issued);
    if (alarm) context.reportAlarm(alarm);
    documentIntact = alarm === null;
  }
  return presentVisibleAgreement(db, context.actor, view, documentIntact);
}

/** GET /api/agreements: what the actor may see, drafts hidden from organisations. */
export async function listVisibleAgreements(
  db: Database,
  actor: Actor,
  filters: Omit<AgreementFilters, 'hideDrafts'>,
  pagination: Pagination,
): Promise<{ members: Agreement[]; total: number }> {
  const { rows, total } = await listAgreementViews(
    db,
    bookingListScope(actor),
    { ...filters, hideDrafts: isOrganizationUser(actor) },
    pageWindow(pagination),
  );
  const members: Agreement[] = [];
  // One agreement at a time: pages hold few agreements (30 by default), each a few queries.
  for (const view of rows) members.push(await presentVisibleAgreement(db, actor, view));
  return { members, total };
}

/** The issued agreement, or its signed copy, of an agreement the actor may see, and its name. */
export async function openAgreementDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  agreementId: string,
  which: 'document' | 'signed-document',
) {
  const { agreement } = await findVisibleAgreement(db, actor, agreementId);
  const sha256 = which === 'document' ? agreement.documentSha256 : agreement.signedDocumentSha256;
  if (!sha256) {
    const message =
      which === 'document'
        ? AGREEMENT_MESSAGES.documentNotIssued
        : AGREEMENT_MESSAGES.signedDocumentMissing;
    throw new DomainError('NOT_FOUND', message);
  }
  const toSign = which === 'document' && agreement.status === 'to_sign';
  const suffix = which === 'document' ? '' : '-signee';
  return {
    content: await readDocument(
      db,
      storage,
      sha256,
      toSign ? AGREEMENT_MESSAGES.documentAltered : undefined,
    ),
    fileName: `${issuedReferenceOf(agreement)}${suffix}.pdf`,
  };
}

/** Organisations holding bookings at a facility the actor may see. */
export async function listOrganizationsBookingAt(db: Database, actor: Actor, facilityId: string) {
  await visibleFacility(db, actor, facilityId);
  return organizationsBookingAt(db, facilityId);
}

/** An annex copy of an issued agreement, for both parties. */
export async function openAgreementAnnex(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  annexId: string,
) {
  const found = await findAnnex(db, annexId);
  if (!found) throw new DomainError('NOT_FOUND');
  await findVisibleAgreement(db, actor, found.annex.agreementId);
  const content = await readDocument(db, storage, found.annex.documentSha256);
  return { name: found.annex.name, mimeType: found.mimeType, content };
}
