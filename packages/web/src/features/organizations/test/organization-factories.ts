import type { Organization } from '@espaces/domain/api/organizations';

/** Test data of the organisation pages (factories build data). */
export const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000900';
export const REPRESENTATIVE_ID = '00000000-0000-4000-8000-000000000901';
/** Passes Luhn (SIRET check digit). */
export const VALID_SIRET = '73282932000074';

export function createOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    '@id': `/api/organizations/${ORGANIZATION_ID}`,
    '@type': 'Organization',
    id: ORGANIZATION_ID,
    name: 'Club de basket',
    legalForm: 'Association loi 1901',
    siret: VALID_SIRET,
    rna: null,
    address: '12 rue des Canuts',
    postalCode: '69004',
    city: 'Lyon',
    phone: '+33612345678',
    status: 'to_review',
    nonComplianceReason: null,
    rejectionReason: null,
    paymentType: 'other',
    creditCard: null,
    representative: {
      id: REPRESENTATIVE_ID,
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@club.test',
    },
    documents: [
      {
        '@id': '/api/organization_documents/00000000-0000-4000-8000-000000000911',
        '@type': 'OrganizationDocument',
        id: '00000000-0000-4000-8000-000000000911',
        kind: 'statutes',
        name: 'statuts.pdf',
        mimeType: 'application/pdf',
        size: 120_000,
        createdAt: '2026-09-01T08:00:00+02:00',
        contentUrl: '/api/organization_documents/00000000-0000-4000-8000-000000000911/file',
      },
    ],
    createdAt: '2026-09-01T08:00:00+02:00',
    history: [
      {
        occurredAt: '2026-09-01T08:00:00+02:00',
        action: 'sign_up',
        fromStatus: null,
        toStatus: 'email_to_validate',
        reason: null,
        actor: null,
      },
      {
        occurredAt: '2026-09-01T09:30:00+02:00',
        action: 'validate_email',
        fromStatus: 'email_to_validate',
        toStatus: 'to_review',
        reason: null,
        actor: null,
      },
    ],
    _abilities: { validate: false, markNonCompliant: false, reject: false, edit: false },
    ...overrides,
  };
}
