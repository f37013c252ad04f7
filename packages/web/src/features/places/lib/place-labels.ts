import { formatCount, formatEuros } from '@espaces/domain/locale/format';
import { countOf } from '@espaces/domain/locale/french';

/**
 * « 25,00 € / h » (docs/api.md#money-and-dates: amounts in French, no-break spaces so they never
 * wrap).
 */
export function hourlyRate(euros: number): string {
  return `${formatEuros(euros)}\u00a0/\u00a0h`;
}

/** « Forfait ménage : 15,00 € » with the no-break space French puts before a colon. */
export function cleaningFee(euros: number): string {
  return `Forfait ménage\u00a0: ${formatEuros(euros)}`;
}

/** « 1 personne », « 1 200 personnes ». */
export function capacityLabel(capacity: number): string {
  return countOf(capacity, 'personne');
}

/** « 1 100 m² ». */
export function surfaceLabel(squareMetres: number): string {
  return `${formatCount(squareMetres)}\u00a0m²`;
}
