/**
 * Identifiants d'une organisation (docs/organisations.md#fields) :
 * - SIRET : 14 chiffres dont la somme de Luhn est un multiple de 10 ; exception de La Poste,
 *   dont les établissements partagent le SIREN 356 000 000 : la somme simple des chiffres
 *   doit être un multiple de 5 (le SIRET du siège, 356 000 000 00048, suit Luhn) ;
 * - RNA : numéro du répertoire national des associations, « W » suivi de 9 chiffres.
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
