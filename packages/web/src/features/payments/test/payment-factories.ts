import type { Payment } from '@espaces/domain/api/payments';
import { createOrganization } from '../../organizations/test/organization-factories.ts';

/** Test data of the payment pages (STYLE.md: factories build data). */
export const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000900';
export const AGREEMENT_ID = '0a1b2c3d-0000-4000-8000-000000000a01';
export const PAYMENT_ID = '00000000-0000-4000-8000-000000000b01';

export const createValidatedOrganization = (
  overrides: Parameters<typeof createOrganization>[0] = {},
) =>
  createOrganization({
    '@id': `/api/organizations/${ORGANIZATION_ID}`,
    id: ORGANIZATION_ID,
    status: 'validated',
    ...overrides,
  });

export function createPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    '@id': `/api/payments/${PAYMENT_ID}`,
    '@type': 'Payment',
    id: PAYMENT_ID,
    status: 'due',
    agreement: {
      '@id': `/api/agreements/${AGREEMENT_ID}`,
      id: AGREEMENT_ID,
      reference: 'CONV-0A1B2C3D',
    },
    organization: {
      '@id': `/api/organizations/${ORGANIZATION_ID}`,
      id: ORGANIZATION_ID,
      name: 'Club de basket',
    },
    facility: {
      '@id': '/api/facilities/f',
      id: '00000000-0000-4000-8000-000000000c01',
      name: 'Lycée Ampère',
    },
    month: '2027-01',
    amount: 70,
    dueDate: '2027-02-05',
    paidAt: null,
    paidWith: null,
    reference: null,
    attempts: 0,
    lastFailureReason: null,
    receiptNumber: null,
    _abilities: { record: false, ticket: false },
    ...overrides,
  };
}
