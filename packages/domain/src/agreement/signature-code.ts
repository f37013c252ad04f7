/**
 * Signature code (docs/agreements.md#signature): six digits e-mailed to the signatory, valid
 * for 10 minutes, 5 tries at most; a new sending waits one minute and stays within 5 sendings
 * per hour for one agreement and one person.
 */
export const SIGNATURE_CODE_LENGTH = 6;
export const SIGNATURE_CODE_VALIDITY_MS = 10 * 60_000;
export const SIGNATURE_CODE_MAX_ATTEMPTS = 5;
export const SIGNATURE_CODE_RESEND_DELAY_MS = 60_000;
export const SIGNATURE_CODE_MAX_SENDS_PER_HOUR = 5;

export const SIGNATURE_CODE_PATTERN = /^\d{6}$/;

export interface SignatureCodeState {
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

export type CodeProblem = 'expired' | 'exhausted' | 'used';

/** Why a code can no longer be tried, or null while it can. */
export function signatureCodeProblem(code: SignatureCodeState, now: Date): CodeProblem | null {
  if (code.usedAt) return 'used';
  if (code.attempts >= SIGNATURE_CODE_MAX_ATTEMPTS) return 'exhausted';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** May a new code be sent, given the instants of the codes sent in the last hour? */
export function maySendSignatureCode(sentAt: readonly Date[], now: Date): boolean {
  const hourAgo = now.getTime() - 3_600_000;
  const recent = sentAt.filter((instant) => instant.getTime() > hourAgo);
  if (recent.length >= SIGNATURE_CODE_MAX_SENDS_PER_HOUR) return false;
  const latest = Math.max(0, ...recent.map((instant) => instant.getTime()));
  return now.getTime() - latest >= SIGNATURE_CODE_RESEND_DELAY_MS;
}
