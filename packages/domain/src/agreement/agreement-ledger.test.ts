import { describe, expect, it } from 'vitest';
import { agreementLedger, ledgerBalances, ledgerPaymentsCents } from './agreement-ledger.ts';
import type { AmendmentContent } from './amendment-plan.ts';

const cancellation: AmendmentContent = {
  bookingReference: 'RES-2027-000042',
  cancelledSlots: [
    {
      startDate: '2027-03-02T17:00:00.000Z',
      endDate: '2027-03-02T19:00:00.000Z',
      priceCents: 6500,
      dueCents: 3250,
      condition: 'toBePartiallyPaid',
    },
  ],
  rentPriceCents: { before: 2500, after: 2500 },
  cleaningPriceCents: { before: 1500, after: 1500 },
  totalBeforeCents: 19500,
  totalAfterCents: 16250,
  remainingSlots: 2,
};

describe('agreement ledger', () => {
  it('explains the current total by the signed one and each amendment, and sums the payments', () => {
    const ledger = agreementLedger({
      signedTotalCents: 19500,
      amendments: [{ number: 1, content: cancellation }],
      currentTotalCents: 16250,
      payments: [
        { amountCents: 13000, status: 'paid' },
        { amountCents: 6500, status: 'cancelled' },
        { amountCents: 6500, creditCents: 3250, status: 'scheduled' },
        { amountCents: -3250, status: 'scheduled' },
      ],
    });
    expect(ledger.amendments).toEqual([
      { number: 1, bookingReference: 'RES-2027-000042', changeCents: -3250 },
    ]);
    expect(ledger.payments).toEqual({
      scheduledCents: 6500,
      paidCents: 13000,
      creditedCents: -3250,
      // The credit of the paid month is imputed on the next instalment, which asks 32,50 €.
      imputedCents: -3250,
      cancelledCents: 6500,
    });
    expect(ledgerPaymentsCents(ledger)).toBe(16250);
    expect(ledgerBalances(ledger, true)).toBe(true);
  });

  it('does not balance when a total moved without an amendment to say so', () => {
    const ledger = agreementLedger({
      signedTotalCents: 19500,
      amendments: [{ number: 1, content: cancellation }],
      currentTotalCents: 19250,
      payments: [{ amountCents: 19250, status: 'scheduled' }],
    });
    expect(ledgerBalances(ledger, true)).toBe(false);
  });
});
