import { formatPhone, PHONE_COUNTRY } from '@espaces/domain/locale/french';
import { AsYouType, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * French phone numbers through libphonenumber-js (docs/messages.md#french). The form keeps the
 * E.164 value (« +33612345678 »), the field shows the national layout (« 06 12 34 56 78 »).
 */
export { PHONE_COUNTRY };

export function isValidFrenchPhone(value: string): boolean {
  return isValidPhoneNumber(value, PHONE_COUNTRY);
}

/** What the field shows while the user types, in groups of two digits. */
export function formatPhoneAsYouType(text: string): string {
  return new AsYouType(PHONE_COUNTRY).input(text);
}

/** The national layout of a stored number; an unparsable one is shown as stored. */
export function formatStoredPhone(value: string): string {
  // The field edits plain spaces; pages, e-mails and PDFs keep formatPhone's no-break ones.
  return formatPhone(value).replace(/\u00a0/g, ' ');
}

/**
 * The value the form receives: E.164 once the typed number is valid, otherwise the text
 * itself, so that the form's validation names the problem instead of losing the input.
 */
export function phoneValueOf(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (!isValidFrenchPhone(trimmed)) return trimmed;
  return parsePhoneNumberFromString(trimmed, PHONE_COUNTRY)?.number ?? trimmed;
}
