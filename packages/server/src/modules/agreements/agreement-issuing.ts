import { isDeepStrictEqual } from 'node:util';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import type { AgreementFacts } from '../../documents/agreement-facts.ts';
import { renderAgreementPdf } from '../../documents/render-pdf.ts';
import { readWholeFile } from '../../files/file-storage.ts';
import { organizationMemberEmails } from '../bookings/bookings.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import { agreementToSignMail } from './agreements.mails.ts';
import {
  updateAgreement,
  type AgreementRow,
  type AgreementView,
} from '../agreement-records/agreements.repository.ts';
import { storeDocument } from '../agreement-records/stored-documents.ts';

export type IssuedFacts = AgreementFacts & { reference: string };

/** A PDF drawn before the issuing transaction, from the facts it was drawn from. */
export interface DrawnAgreement {
  facts: IssuedFacts;
  pdf: Buffer;
}

/**
 * The PDF of `facts`: the one drawn before the transaction when the transaction reads the very
 * same facts (reference included), else drawn now (docs/agreements.md#preparation-and-generation).
 */
export async function agreementPdfOf(
  context: AgreementUseCaseContext,
  facts: IssuedFacts,
  drawn: DrawnAgreement | null,
): Promise<Buffer> {
  if (drawn && isDeepStrictEqual(drawn.facts, facts)) return drawn.pdf;
  return renderAgreementPdf(facts, context.pdfSeal);
}

/**
 * What generating and re-issuing an agreement share, in the caller's transaction: the PDF of
 * the facts stored under its SHA-256, the agreement to sign pointed at it as issued now by the
 * actor, and its organisation invited to sign. Returns the PDF's SHA-256.
 */
export async function issueAgreementDocument(
  tx: Database,
  context: AgreementUseCaseContext,
  view: AgreementView,
  agreement: AgreementRow,
  facts: IssuedFacts,
  drawn: DrawnAgreement | null = null,
): Promise<string> {
  const pdf = await agreementPdfOf(context, facts, drawn);
  const documentSha256 = await storeDocument(tx, context.storage, pdf, 'application/pdf');
  await updateAgreement(
    tx,
    agreement.id,
    {
      status: 'to_sign',
      reference: facts.reference,
      documentSha256,
      generatedAt: context.now,
      generatedByUserId: context.actor.id,
      totalCents: facts.totalCents,
    },
    context.now,
  );
  const mail = agreementToSignMail({
    appName: context.appName,
    appUrl: context.appUrl,
    agreementId: agreement.id,
    agreementReference: facts.reference,
    facilityName: view.facilityName,
    organizationName: view.organizationName,
    references: facts.bookings.map((booking) => booking.reference),
    totalCents: facts.totalCents,
  });
  for (const to of await organizationMemberEmails(tx, agreement.organizationId)) {
    await enqueueMail(tx, { to, ...mail }, context.now);
  }
  return documentSha256;
}

/** The bytes of a facility's uploaded document, which an issued agreement copies as annex. */
export async function readFacilityUpload(
  context: AgreementUseCaseContext,
  storageKey: string,
): Promise<Buffer> {
  const content = await readWholeFile(context.storage, storageKey);
  if (!content) throw new DomainError('NOT_FOUND');
  return content;
}
