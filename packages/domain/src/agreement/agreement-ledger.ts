import type { StoredPaymentStatus } from '../payment/payment-statuses.ts';
import { amendmentChangeCents } from './amendment-lines.ts';
import type { AmendmentContent } from './amendment-plan.ts';

/**
 * Le compte d'une convention, un seul, lu partout (page de la réservation, « Conventions »,
 * « Paiements », indicateurs, PDF) :
 * - montant de la convention : le total qu'elle portait à son émission ;
 * - chaque avenant : sa variation, Σ (après − avant) de ses lignes (amendment-lines.ts) ;
 * - montant actuel : ce que doivent ses créneaux maintenant, montants arrêtés compris ;
 *   il égale le montant de la convention plus la somme des variations ;
 * - paiements : à venir (à payer et échecs compris), payés, avoirs, et annulés pour mémoire ;
 *   hors annulés, leur somme égale le montant actuel (payment-reschedule.ts).
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
  payments: readonly { amountCents: number; status: StoredPaymentStatus }[];
}

function paymentTotals(payments: LedgerFacts['payments']): LedgerPayments {
  const totals = { scheduledCents: 0, paidCents: 0, creditedCents: 0, cancelledCents: 0 };
  for (const { amountCents, status } of payments) {
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
