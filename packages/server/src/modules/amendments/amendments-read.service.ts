import type { Actor } from '@espaces/domain/access/actor';
import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import type { Amendment, AmendmentProposal } from '@espaces/domain/api/amendments';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { readDocument } from '../agreement-records/stored-documents.ts';
import { findVisibleBooking } from '../bookings/bookings-read.service.ts';
import { proposalsOfBooking } from './amendment-proposals.repository.ts';
import { presentAmendment, presentProposal } from './amendments.presenter.ts';
import { amendmentsOfBooking, findAmendment } from './amendments.repository.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { findAgreementView } from '../agreement-records/agreements.repository.ts';

/** GET /api/bookings/{id}/amendments: whoever sees the booking sees its amendments. */
export async function listBookingAmendments(
  db: Database,
  actor: Actor,
  bookingId: string,
): Promise<Amendment[]> {
  await findVisibleBooking(db, actor, bookingId);
  return (await amendmentsOfBooking(db, bookingId)).map(presentAmendment);
}

/** GET /api/amendments/{id}/document: the issued PDF, for whoever sees its booking. */
export async function openAmendmentDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  amendmentId: string,
): Promise<{ content: Buffer; fileName: string }> {
  const amendment = await findAmendment(db, amendmentId);
  if (!amendment) throw new DomainError('NOT_FOUND');
  await findVisibleBooking(db, actor, amendment.bookingId);
  const title = amendmentTitle(amendment.number).replace(/\s/g, '-');
  const agreement = (await findAgreementView(db, amendment.agreementId))!.agreement;
  return {
    content: await readDocument(db, storage, amendment.documentSha256),
    fileName: `${issuedReferenceOf(agreement)}-${title}.pdf`,
  };
}

/** GET /api/bookings/{id}/amendment_proposals: both parties see what was proposed. */
export async function listBookingProposals(
  db: Database,
  actor: Actor,
  bookingId: string,
): Promise<AmendmentProposal[]> {
  await findVisibleBooking(db, actor, bookingId);
  return (await proposalsOfBooking(db, bookingId)).map(presentProposal);
}
