/**
 * An agreement's reference: « CONV-2026-0042 », numbered per (Paris) year of issue, from 1
 * and without gaps, like receipts; a draft has none yet. Agreements issued before this
 * numbering keep theirs (« CONV-83646E50 », taken from their id), found the same way.
 */
export function agreementReferenceLabel(year: number, number: number): string {
  return `CONV-${String(year).padStart(4, '0')}-${String(number).padStart(4, '0')}`;
}

/** What the documents and pages write while the agreement is a draft, not yet numbered. */
export const DRAFT_AGREEMENT_LABEL = 'projet';

/** A reference as typed in a search: trimmed, upper case (« conv-2026-0042 » finds it). */
export function normalizedAgreementReference(text: string): string {
  return text.trim().toUpperCase();
}
