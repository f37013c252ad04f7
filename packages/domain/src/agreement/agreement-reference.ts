/**
 * Référence d'une convention : « CONV-2026-0042 », numérotée par année (de Paris) d'émission, à
 * partir de 1 et sans trou, comme les reçus ; un brouillon n'en a pas encore. Les conventions
 * émises avant cette numérotation gardent la leur (« CONV-83646E50 », tirée de leur identifiant),
 * qu'on retrouve de la même façon.
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
