/**
 * Cancellation terms (docs/bookings.md#cancellation-conditions): an organisation that
 * cancels a validated slot owes nothing with at least 30 days' notice, half the price between
 * 7 and 29 days, the full price under 7 days; a cancellation by the facility or the Région
 * costs nothing and adjusts the price through an amendment.
 */
export interface CancellationTerms {
  /** At least this many days' notice: nothing due (setting CANCELLATION_FREE_NOTICE_DAYS). */
  freeNoticeDays: number;
  /** At least this many days, fewer than the above: the ratio due (CANCELLATION_PARTIAL_NOTICE_DAYS). */
  partialNoticeDays: number;
  partialRatioPercent: number;
}

/** The default thresholds; the server reads the two thresholds from its settings. */
export const CANCELLATION_TERMS: CancellationTerms = {
  freeNoticeDays: 30,
  partialNoticeDays: 7,
  partialRatioPercent: 50,
};

/** The terms with other thresholds, or why they do not hold (0 ≤ partial < free ≤ 365). */
export function cancellationTermsWith(
  freeNoticeDays: number,
  partialNoticeDays: number,
): CancellationTerms | string {
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= 365;
  if (!whole(freeNoticeDays) || !whole(partialNoticeDays) || partialNoticeDays >= freeNoticeDays) {
    return 'des nombres entiers de jours, 0 ≤ préavis partiel < préavis gratuit ≤ 365';
  }
  return { ...CANCELLATION_TERMS, freeNoticeDays, partialNoticeDays };
}

/** The paragraphs the agreement prints. */
export function cancellationTermsText(terms = CANCELLATION_TERMS): string[] {
  return [
    `Annulation par l’organisation au moins ${terms.freeNoticeDays} jours avant le créneau\u00a0: aucune somme n’est due.`,
    `Annulation par l’organisation entre ${terms.partialNoticeDays} et ${terms.freeNoticeDays - 1} jours avant le créneau\u00a0: ${terms.partialRatioPercent}\u00a0% du prix du créneau reste dû.`,
    `Annulation par l’organisation moins de ${terms.partialNoticeDays} jours avant le créneau\u00a0: le prix entier du créneau reste dû.`,
    'Annulation par l’établissement ou par la Région\u00a0: aucune somme n’est due par l’organisation\u00a0; le prix est ajusté par avenant.',
  ];
}
