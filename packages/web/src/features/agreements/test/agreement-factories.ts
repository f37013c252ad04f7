import type { Agreement } from '@espaces/domain/api/agreements';
import { FACILITY_ID } from '../../../test/factories.ts';

export const AGREEMENT_ID = '00000000-0000-4000-8000-000000000a01';
export const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000b01';

/** An issued agreement of one booking, waiting for the organisation's signature. */
export function createAgreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    '@id': `/api/agreements/${AGREEMENT_ID}`,
    '@type': 'Agreement',
    id: AGREEMENT_ID,
    reference: 'CONV-2026-0042',
    status: 'to_sign',
    facility: { '@id': `/api/facilities/${FACILITY_ID}`, id: FACILITY_ID, name: 'Lycée Ampère' },
    organization: {
      '@id': `/api/organizations/${ORGANIZATION_ID}`,
      id: ORGANIZATION_ID,
      name: 'Association sportive des Pentes',
    },
    bookings: ['/api/bookings/00000000-0000-4000-8000-000000000c01'],
    places: [
      {
        '@id': '/api/places/00000000-0000-4000-8000-000000000d01',
        id: '00000000-0000-4000-8000-000000000d01',
        name: 'Gymnase Jean-Moulin',
        address: '31 rue de la Bourse, 69002 Lyon',
        capacity: 120,
      },
    ],
    totalPrice: 1234.5,
    ledger: {
      signedTotal: 1234.5,
      amendments: [],
      currentTotal: 1234.5,
      payments: {
        scheduled: 1234.5,
        paid: 0,
        credited: 0,
        imputed: 0,
        cancelled: 0,
        total: 1234.5,
      },
    },
    annexes: [],
    generatedAt: '2026-11-20T09:00:00.000Z',
    documentSha256: 'a'.repeat(64),
    signedAt: null,
    signedBy: null,
    signedDocumentSha256: null,
    documentIntact: true,
    _abilities: { generate: false, sign: true, manageAnnexes: false },
    ...overrides,
  };
}
