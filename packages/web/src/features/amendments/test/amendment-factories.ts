import type {
  Amendment,
  AmendmentPreview,
  AmendmentProposal,
} from '@espaces/domain/api/amendments';
import { AGREEMENT_ID } from '../../agreements/test/agreement-factories.ts';
import { BOOKING_ID } from '../../bookings/test/booking-factories.ts';

// Amendments as the API answers them (docs/agreements.md#amendments), for the amendment pages'
// tests and the booking page's. Prices of the booking factories' fixtures: 25 € an hour, 15 € of
// cleaning; the amounts are each test's.

export const AMENDMENT_ID = '70000000-0000-4000-8000-000000000001';
export const PROPOSAL_ID = '71000000-0000-4000-8000-000000000001';
const BOOKING_PATH = `/api/bookings/${BOOKING_ID}`;

type AmendmentChange = Omit<AmendmentPreview, '@type'>;

/** What an amendment changes: nothing unless the test says so. */
function amendmentChange(overrides: Partial<AmendmentChange>): AmendmentChange {
  return {
    number: 1,
    title: 'Avenant n°\u00a01',
    reason: '',
    counterPart: '',
    cancelledSlots: [],
    rentPrice: { before: 25, after: 25 },
    cleaningPrice: { before: 15, after: 15 },
    totalBefore: 0,
    totalAfter: 0,
    cancelsBooking: false,
    addedSlots: [],
    movedSlots: [],
    query: null,
    needsAcceptance: false,
    lines: [],
    change: 0,
    ...overrides,
  };
}

export function createAmendmentPreview(overrides: Partial<AmendmentChange> = {}): AmendmentPreview {
  return { '@type': 'AmendmentPreview', ...amendmentChange(overrides) };
}

/** An amendment issued for the booking factories' booking. */
export function createAmendment(overrides: Partial<Amendment> = {}): Amendment {
  return {
    '@id': `/api/amendments/${AMENDMENT_ID}`,
    '@type': 'Amendment',
    id: AMENDMENT_ID,
    booking: BOOKING_PATH,
    agreement: `/api/agreements/${AGREEMENT_ID}`,
    issuedAt: new Date().toISOString(),
    documentSha256: 'c'.repeat(64),
    previousDocumentSha256: 'b'.repeat(64),
    document: `/api/amendments/${AMENDMENT_ID}/document`,
    acceptance: null,
    ...amendmentChange(overrides),
    ...overrides,
  };
}

/** A change staff proposed on the booking factories' booking, pending its organisation. */
export function createAmendmentProposal(
  overrides: Partial<AmendmentProposal> = {},
): AmendmentProposal {
  return {
    '@id': `/api/amendment_proposals/${PROPOSAL_ID}`,
    '@type': 'AmendmentProposal',
    id: PROPOSAL_ID,
    booking: BOOKING_PATH,
    status: 'pending',
    proposedAt: new Date().toISOString(),
    decidedAt: null,
    refusalReason: null,
    amendment: null,
    ...amendmentChange({ needsAcceptance: true, ...overrides }),
    ...overrides,
  };
}
