/** Legal forms offered at sign-up (select values, stored as shown). */
export const ORGANIZATION_LEGAL_FORMS = [
  'Association loi 1901',
  'Association loi 1908 (Alsace-Moselle)',
  'Collectivité territoriale',
  'Établissement public',
  'Société',
  'Autre',
] as const;
export type OrganizationLegalForm = (typeof ORGANIZATION_LEGAL_FORMS)[number];

/** Documents an organisation sends at sign-up (docs/organisations.md#fields). */
export const ORGANIZATION_DOCUMENT_KINDS = ['statutes', 'insurance'] as const;
export type OrganizationDocumentKind = (typeof ORGANIZATION_DOCUMENT_KINDS)[number];

export const ORGANIZATION_DOCUMENT_LABELS: Record<OrganizationDocumentKind, string> = {
  statutes: 'Statuts',
  insurance: 'Attestation d’assurance',
};
