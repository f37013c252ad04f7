import type { Payment, PaymentTicket } from '@espaces/domain/api/payments';
import { createOrganization } from '../../organizations/test/organization-factories.ts';

/** Test data of the payment pages (factories build data). */
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
      reference: 'CONV-2027-0042',
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
    creditImputed: 0,
    imputedOn: null,
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

/** The receipt of a card payment of January 2027: two slots, a cancellation fee, a credit. */
export function createPaymentTicket(overrides: Partial<PaymentTicket> = {}): PaymentTicket {
  return {
    '@id': `/api/payments/${PAYMENT_ID}/ticket`,
    '@type': 'PaymentTicket',
    number: '2027-000012',
    paidAt: '2027-02-05T09:00:00.000Z',
    payer: {
      name: 'Club de basket',
      identifier: 'SIRET\u00a0123\u00a0456\u00a0789\u00a000012',
      address: '12 montée de la Grande-Côte, 69001 Lyon',
    },
    payee: {
      name: 'Région Val-d’Azur',
      facility: 'Lycée Ampère',
      uai: '0690001A',
      address: '31 rue de la Bourse, 69002 Lyon',
    },
    agreement: {
      '@id': `/api/agreements/${AGREEMENT_ID}`,
      id: AGREEMENT_ID,
      reference: 'CONV-2027-0042',
    },
    month: '2027-01',
    amount: 82.5,
    lines: [
      {
        label: 'mardi 05/01/2027, 18:00 – 20:00',
        detail: 'Gymnase Jean-Moulin — réservation RES-2026-000042',
        amount: 61,
      },
      {
        label: 'mardi 12/01/2027, 18:00 – 20:00',
        detail:
          'Gymnase Jean-Moulin — réservation RES-2026-000042 — annulé par l’organisation 7 à 29 jours avant\u00a0: 50\u00a0% dû (prix du créneau 61,00\u00a0€)',
        amount: 30.5,
      },
      { label: 'Déjà payé pour ce mois', detail: 'reçu n°\u00a02027-000003', amount: -9 },
    ],
    paidWith: 'card',
    means: 'Carte bancaire ••••\u00a04242',
    reference: 'sbx_ch_0a1b2c3d',
    pdf: `/api/payments/${PAYMENT_ID}/ticket/pdf`,
    ...overrides,
  };
}
