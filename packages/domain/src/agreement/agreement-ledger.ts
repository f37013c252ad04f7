import type { StoredPaymentStatus } from '../payment/payment-statuses.ts';
import { amendmentChangeCents } from './amendment-lines.ts';
import type { AmendmentContent } from './amendment-plan.ts';

/**
 * An agreement's account, a single one, read everywhere (booking page, « Conventions »,
 * « Paiements », indicators, PDF):
 * - agreement amount: the total it carried when issued;
 * - each amendment: its change, Σ (after − before) of its lines (amendment-lines.ts);
 * - current amount: what its slots owe now, held amounts included; it equals the agreement
 *   amount plus the sum of the changes;
 * - payments: to come (to pay and failures included), paid, credits, and cancelled for the
 *   record; cancelled ones aside, they add up to the current amount (payment-reschedule.ts).
 */
export interface LedgerAmendment {
  number: number;
  bookingReference: string;
  changeCents: number;
}

export interface LedgerPayments {
  /** Positive and still to pay: scheduled, due or failed. */
  scheduledCents: number;
  paidCents: number;
  /** Credits of paid months that later owed less, open or settled (negative). */
  creditedCents: number;
  /**
   * Of the credits, those imputed on a later instalment, which asks that much less (negative,
   * payment-credits.ts); the rest is refunded.
   */
  imputedCents: number;
  /** Cancelled instalments, for the record: they count for nothing. */
  cancelledCents: number;
}

export interface AgreementLedger {
  /** The agreement's total when issued; null for a draft. */
  signedTotalCents: number | null;
  amendments: LedgerAmendment[];
  currentTotalCents: number;
  payments: LedgerPayments;
}

export interface LedgerFacts {
  signedTotalCents: number | null;
  amendments: readonly { number: number; content: AmendmentContent }[];
  /** What the agreement's slots owe now (payment-schedule.ts, held amounts). */
  currentTotalCents: number;
  payments: readonly {
    amountCents: number;
    /** On an instalment: the credits imputed on it (payment-credits.ts). */
    creditCents?: number;
    status: StoredPaymentStatus;
  }[];
}

function paymentTotals(payments: LedgerFacts['payments']): LedgerPayments {
  const totals = {
    scheduledCents: 0,
    paidCents: 0,
    creditedCents: 0,
    imputedCents: 0,
    cancelledCents: 0,
  };
  for (const { amountCents, creditCents = 0, status } of payments) {
    if (status !== 'cancelled') totals.imputedCents -= creditCents;
    if (status === 'cancelled') totals.cancelledCents += amountCents;
    else if (amountCents < 0) totals.creditedCents += amountCents;
    else if (status === 'paid') totals.paidCents += amountCents;
    else totals.scheduledCents += amountCents;
  }
  return totals;
}

export function agreementLedger(facts: LedgerFacts): AgreementLedger {
  return {
    signedTotalCents: facts.signedTotalCents,
    amendments: [...facts.amendments]
      .sort((a, b) => a.number - b.number)
      .map(({ number, content }) => ({
        number,
        bookingReference: content.bookingReference,
        changeCents: amendmentChangeCents(content),
      })),
    currentTotalCents: facts.currentTotalCents,
    payments: paymentTotals(facts.payments),
  };
}

/** Σ of the payments that count: to come, paid and credited. */
export function ledgerPaymentsCents({ payments }: AgreementLedger): number {
  return payments.scheduledCents + payments.paidCents + payments.creditedCents;
}

/**
 * The ledger holds together: the agreement's total plus its amendments' changes is the current
 * total, and once signed (payments scheduled) its payments add up to it.
 */
export function ledgerBalances(ledger: AgreementLedger, signed: boolean): boolean {
  const changes = ledger.amendments.reduce((total, line) => total + line.changeCents, 0);
  const explained =
    ledger.signedTotalCents === null ||
    ledger.signedTotalCents + changes === ledger.currentTotalCents;
  return explained && (!signed || ledgerPaymentsCents(ledger) === ledger.currentTotalCents);
}
