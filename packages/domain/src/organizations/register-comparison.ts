/**
 * What an organisation declared against what the company register holds
 * (docs/organisations.md#company-register): the fields central reads side by side, and which of
 * them differ once case, accents, punctuation and spacing are set aside (the register writes
 * « 12 RUE DES CANUTS » where a person writes « 12, rue des Canuts »).
 */
export const COMPARED_FIELDS = ['name', 'legalForm', 'address', 'postalCode', 'city'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export type ComparedValues = Record<ComparedField, string | null>;

function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A field the register leaves blank differs from nothing: there is nothing to check it by. */
export function registerDifferences(
  declared: ComparedValues,
  register: ComparedValues,
): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => {
    const known = register[field];
    if (known === null || comparable(known) === '') return false;
    return comparable(declared[field] ?? '') !== comparable(known);
  });
}
