import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  Agreement,
  AgreementSignatureInput,
  SignatureCodeSent,
} from '@espaces/domain/api/agreements';
import { AGREEMENT_STATUS_LABELS } from '@espaces/domain/agreement/agreement-lifecycle';
import {
  AGREEMENT_MESSAGES,
  agreementChangedMeanwhile,
} from '@espaces/domain/agreement/agreement-messages';
import {
  maySendSignatureCode,
  SIGNATURE_CODE_LENGTH,
  SIGNATURE_CODE_MAX_ATTEMPTS,
  SIGNATURE_CODE_VALIDITY_MS,
  signatureCodeProblem,
} from '@espaces/domain/agreement/signature-code';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { AgreementUseCaseContext } from '../agreement-records/agreement-context.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { signatureCodeMail } from './agreements.mails.ts';
import { agreementKinds, requireAgreementStep } from './agreements.policy.ts';
import {
  findVisibleAgreement,
  issuedDocumentsOf,
  showAgreement,
} from './agreements-read.service.ts';
import { lockAgreement } from '../agreement-records/agreements.repository.ts';
import {
  insertSignatureCode,
  lockLatestSignatureCode,
  signatureCodesSince,
  updateSignatureCode,
  userEmail,
} from './signatures.repository.ts';
import { signAgreementDocument, type SignatureEvidence } from './agreement-signing.ts';
import { firstAlteredDocument } from '../agreement-records/stored-documents.ts';

/** Salted SHA-256 of a code: the database never holds the code itself. */
function hashCode(code: string, salt: string): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split(':');
  return timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(stored));
}

/**
 * The signer may take the step now: the organisation, on an agreement to sign whose issued PDF
 * and annexes still match their SHA-256 (else nothing is sent nor signed until it is re-issued).
 */
async function requireSigner(db: Database, context: AgreementUseCaseContext, agreementId: string) {
  const view = await findVisibleAgreement(db, context.actor, agreementId);
  const kinds = agreementKinds(context.actor, view);
  requireAgreementStep(kinds, view.agreement.status, 'sign');
  const altered = await firstAlteredDocument(
    db,
    context.storage,
    await issuedDocumentsOf(db, view.agreement),
    AGREEMENT_MESSAGES.documentAltered,
  );
  if (altered) throw altered;
  return { view, kinds };
}

/**
 * POST /api/agreements/{id}/signature-code (docs/agreements.md#signature): a six-digit code
 * e-mailed to the signer, valid 10 minutes; a new one waits a minute, five an hour at most (429).
 */
export async function sendSignatureCode(
  db: Database,
  context: AgreementUseCaseContext,
  agreementId: string,
): Promise<SignatureCodeSent> {
  const { view } = await requireSigner(db, context, agreementId);
  const { actor, now } = context;
  const sentTo = await userEmail(db, actor.id);
  const expiresAt = new Date(now.getTime() + SIGNATURE_CODE_VALIDITY_MS);
  await db.transaction(async (tx) => {
    const agreement = await lockAgreement(tx, agreementId);
    const recent = await signatureCodesSince(
      tx,
      agreementId,
      actor.id,
      new Date(now.getTime() - 3_600_000),
    );
    if (
      !maySendSignatureCode(
        recent.map((code) => code.sentAt),
        now,
      )
    ) {
      throw new DomainError('TOO_MANY_ATTEMPTS', AGREEMENT_MESSAGES.codeResendTooSoon);
    }
    const code = String(randomInt(0, 10 ** SIGNATURE_CODE_LENGTH)).padStart(
      SIGNATURE_CODE_LENGTH,
      '0',
    );
    await insertSignatureCode(tx, {
      agreementId,
      userId: actor.id,
      codeHash: hashCode(code, randomBytes(8).toString('hex')),
      sentTo,
      sentAt: now,
      expiresAt,
    });
    await enqueueMail(
      tx,
      {
        to: sentTo,
        ...signatureCodeMail({
          appName: context.appName,
          agreementReference: issuedReferenceOf(agreement ?? view.agreement),
          code,
        }),
      },
      now,
    );
  });
  return { '@type': 'SignatureCode', sentTo, expiresAt: expiresAt.toISOString() };
}

type Attempt = { signed: true } | { signed: false; message: string };

/**
 * POST /api/agreements/{id}/signature: full name, consent and the code. A wrong code counts
 * one of its five attempts (the only write of a refusal) and answers 422 with the attempts
 * left; the right one signs in the same transaction (agreement-signing.ts).
 */
export async function signAgreement(
  db: Database,
  context: AgreementUseCaseContext,
  agreementId: string,
  input: AgreementSignatureInput,
  evidence: SignatureEvidence,
): Promise<Agreement> {
  const { view, kinds } = await requireSigner(db, context, agreementId);
  const { actor, now } = context;
  const attempt = await db.transaction(async (tx): Promise<Attempt> => {
    const agreement = await lockAgreement(tx, agreementId);
    if (!agreement || agreement.status !== 'to_sign') {
      const status = agreement?.status ?? view.agreement.status;
      throw new DomainError('CONFLICT', agreementChangedMeanwhile(AGREEMENT_STATUS_LABELS[status]));
    }
    const code = await lockLatestSignatureCode(tx, agreementId, actor.id);
    if (!code) throw new ValidationFailure([violation('code', AGREEMENT_MESSAGES.codeMissing)]);
    const problem = signatureCodeProblem(code, now);
    if (problem) {
      const message =
        problem === 'expired' ? AGREEMENT_MESSAGES.codeExpired : AGREEMENT_MESSAGES.codeExhausted;
      throw new ValidationFailure([violation('code', message)]);
    }
    const matched = codeMatches(input.code, code.codeHash);
    const trail = [
      ...(code.trail as { at: string; matched: boolean }[]),
      { at: now.toISOString(), matched },
    ];
    const attempts = code.attempts + 1;
    await updateSignatureCode(tx, code.id, {
      attempts,
      trail,
      ...(matched ? { usedAt: now } : {}),
    });
    if (!matched) {
      return {
        signed: false,
        message: AGREEMENT_MESSAGES.codeWrong(SIGNATURE_CODE_MAX_ATTEMPTS - attempts),
      };
    }
    await signAgreementDocument(tx, context, {
      agreement,
      view,
      kinds,
      fullName: input.fullName,
      code: { ...code, trail },
      evidence,
    });
    return { signed: true };
  });
  if (!attempt.signed) throw new ValidationFailure([violation('code', attempt.message)]);
  return showAgreement(db, context, agreementId);
}
