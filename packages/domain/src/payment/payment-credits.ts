import { isOpenPayment, type PaidWith, type StoredPaymentStatus } from './payment-statuses.ts';

/**
 * Where a credit goes (docs/payments.md#credits). A credit (« avoir », a negative row: a paid
 * month that later owed less) is given back:
 * - to the card that paid its month, through the provider, when a card charge of that month
 *   paid at least as much (`refundableToCard`);
 * - otherwise it is imputed on the agreement's next open instalments: each open positive
 *   instalment, months in order, takes the open credits of earlier months, oldest first, up to
 *   its own amount; what it still asks is its amount minus the credits imputed on it, never
 *   below 0, and a credit larger than it carries over to the following one;
 * - a credit that no later open instalment absorbs (the last month) stays for staff to refund
 *   with a reference.
 * The rows keep their amounts, so the month sums (payment-reschedule.ts) are untouched; an
 * instalment paid settles the credits imputed on it then.
 */
export interface CreditRow {
  id: string;
  month: string;
  amountCents: number;
  status: StoredPaymentStatus;
  paidWith?: PaidWith | null;
  paymentReference?: string | null;
}

export interface Imputation {
  creditId: string;
  creditMonth: string;
  paymentId: string;
  paymentMonth: string;
  cents: number;
}

export interface CreditPlan {
  imputations: Imputation[];
  /** Per open instalment: the credits imputed on it, in cents (≥ 0, ≤ its amount). */
  imputedOn: Map<string, number>;
  /** Per open credit imputable but not absorbed: what staff still refund, in cents (< 0). */
  leftToRefund: Map<string, number>;
}

/** A credit whose month a card charge paid, at least as much: the provider refunds it. */
export function refundableToCard(credit: CreditRow, rows: readonly CreditRow[]): boolean {
  return rows.some(
    (row) =>
      row.month === credit.month &&
      row.status === 'paid' &&
      row.paidWith === 'card' &&
      !!row.paymentReference &&
      row.amountCents >= -credit.amountCents,
  );
}

const byMonth = (a: CreditRow, b: CreditRow) => a.month.localeCompare(b.month);

/** The imputation of an agreement's open credits on its open instalments (rows in any order). */
export function planCredits(rows: readonly CreditRow[]): CreditPlan {
  const open = rows.filter((row) => isOpenPayment(row.status));
  const credits = open
    .filter((row) => row.amountCents < 0 && !refundableToCard(row, rows))
    .sort(byMonth)
    .map((credit) => ({ credit, left: -credit.amountCents }));
  const instalments = open.filter((row) => row.amountCents > 0).sort(byMonth);
  const plan: CreditPlan = { imputations: [], imputedOn: new Map(), leftToRefund: new Map() };
  for (const instalment of instalments) {
    let asks = instalment.amountCents;
    for (const entry of credits) {
      if (asks === 0) break;
      if (entry.left === 0 || entry.credit.month >= instalment.month) continue;
      const cents = Math.min(asks, entry.left);
      entry.left -= cents;
      asks -= cents;
      plan.imputations.push({
        creditId: entry.credit.id,
        creditMonth: entry.credit.month,
        paymentId: instalment.id,
        paymentMonth: instalment.month,
        cents,
      });
    }
    if (asks < instalment.amountCents) {
      plan.imputedOn.set(instalment.id, instalment.amountCents - asks);
    }
  }
  for (const { credit, left } of credits) {
    if (left > 0) plan.leftToRefund.set(credit.id, -left);
  }
  return plan;
}

/** What an instalment asks once the credits imputed on it are taken off. */
export function amountToPayCents(payment: { amountCents: number; creditCents: number }): number {
  return payment.amountCents - payment.creditCents;
}
