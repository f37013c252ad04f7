/**
 * An organisation's identifiers (docs/organisations.md#fields):
 * - SIRET: 14 digits whose Luhn sum is a multiple of 10; exception for La Poste, whose
 *   establishments share the SIREN 356 000 000: the plain sum of the digits must be a
 *   multiple of 5 (the head office's SIRET, 356 000 000 00048, follows Luhn);
 * - RNA: number in the national register of associations, « W » followed by 9 digits.
 */

const LA_POSTE_SIREN = '356000000';

/** Luhn checksum: every second digit from the right is doubled (digits above 9 lose 9). */
export function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** Spaces and dots typed between digit groups are not part of the number. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}

export function isValidSiret(value: string): boolean {
  const siret = normalizeIdentifier(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (luhnSum(siret) % 10 === 0) return true;
  if (!siret.startsWith(LA_POSTE_SIREN)) return false;
  const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0);
  return digitSum % 5 === 0;
}

export function isValidRna(value: string): boolean {
  return /^W\d{9}$/.test(normalizeIdentifier(value));
}

/** The identifier an organisation gives, as the company register is asked for it. */
export interface OrganizationIdentifier {
  kind: 'siret' | 'rna';
  /** Normalised: no spaces or dots, upper case. */
  value: string;
}

/**
 * A SIRET or an RNA number typed in one field (docs/organisations.md#company-register), or null
 * when it is neither.
 */
export function parseOrganizationIdentifier(value: string): OrganizationIdentifier | null {
  const normalized = normalizeIdentifier(value);
  if (isValidSiret(normalized)) return { kind: 'siret', value: normalized };
  if (isValidRna(normalized)) return { kind: 'rna', value: normalized };
  return null;
}
