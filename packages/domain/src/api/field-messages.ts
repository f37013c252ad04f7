/**
 * Violations of the shared request fields (fields.ts), in French, naming the field by its
 * label (« L'activité », « La recherche »).
 */
export const REQUEST_YEARS = { min: 2000, max: 2100 } as const;

export const fieldMessages = {
  required: (label: string) => `${label} est obligatoire.`,
  textExpected: (label: string) => `${label} doit être un texte.`,
  tooLong: (label: string, max: number) => `${label} dépasse ${max} caractères.`,
  forbiddenCharacter: (label: string) =>
    `${label} contient un caractère non autorisé (caractère de contrôle ou invalide).`,
  invalid: (label: string) => `${label} est invalide.`,
  instantFormat: 'Date ISO 8601 attendue.',
  dateOutOfRange: `La date doit être comprise entre les années ${REQUEST_YEARS.min} et ${REQUEST_YEARS.max}.`,
  emailInvalid: 'Adresse e-mail invalide.',
};
