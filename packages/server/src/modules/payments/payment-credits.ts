import { planCredits, type Imputation } from '@espaces/domain/payment/payment-credits';
import type { PaidWith } from '@espaces/domain/payment/payment-statuses';
import type { Database } from '../../db/client.ts';
import {
  insertPayment,
  lockPaymentsOf,
  updatePayment,
  type PaymentRow,
} from './payments.repository.ts';

/**
 * Credits imputed on the next instalments (domain: payment-credits.ts, docs/payments.md#credits),
 * in the caller's transaction, which holds the agreement's row and then its payments
 * (docs/decisions.md#lock-order).
 */

/**
 * Each open instalment carries the credits imputed on it now (`credit_cents`); answers the
 * instalments the credits cover whole, which nothing is left to pay of.
 */
export async function imputeOpenCredits(
  tx: Database,
  rows: readonly PaymentRow[],
  now: Date,
): Promise<PaymentRow[]> {
  const { imputedOn } = planCredits(rows);
  const covered: PaymentRow[] = [];
  for (const row of rows) {
    if (row.status !== 'scheduled' && row.status !== 'failed') continue;
    const creditCents = imputedOn.get(row.id) ?? 0;
    if (row.creditCents !== creditCents) {
      await updatePayment(tx, row.id, { creditCents }, now);
    }
    if (creditCents > 0 && creditCents === row.amountCents) covered.push({ ...row, creditCents });
  }
  return covered;
}

/**
 * An instalment being paid settles the credits imputed on it: each is paid with it (« imputé
 * sur l’échéance de … », no receipt of its own); a credit imputed in part is split, the rest
 * staying open for the following instalment. `takenCents`, the money a provider took, is what
 * the instalment was paid whatever changed meanwhile: its amount becomes that plus the credits
 * still there to impute, and the reschedule that follows sets the month right.
 * Answers the instalment's amount and credits as paid, with the imputations settled.
 */
export async function settleCreditsOf(
  tx: Database,
  payment: PaymentRow,
  paid: { paidWith: PaidWith; takenCents?: number; now: Date },
): Promise<{ amountCents: number; creditCents: number; imputations: Imputation[] }> {
  const rows = await lockPaymentsOf(tx, payment.agreementId);
  const planned = planCredits(rows).imputations.filter((i) => i.paymentId === payment.id);
  const available = planned.reduce((total, i) => total + i.cents, 0);
  const creditCents =
    paid.takenCents === undefined ? available : Math.min(available, payment.creditCents);
  const amountCents =
    paid.takenCents === undefined ? payment.amountCents : paid.takenCents + creditCents;
  const imputations: Imputation[] = [];
  let left = creditCents;
  for (const imputation of planned) {
    if (left === 0) break;
    const cents = Math.min(left, imputation.cents);
    left -= cents;
    imputations.push({ ...imputation, cents });
    const credit = rows.find((row) => row.id === imputation.creditId)!;
    await updatePayment(
      tx,
      credit.id,
      {
        amountCents: -cents,
        status: 'paid',
        paidAt: paid.now,
        paidWith: paid.paidWith,
        imputedOnPaymentId: payment.id,
        nextAttemptAt: null,
      },
      paid.now,
    );
    if (cents < -credit.amountCents) {
      await insertPayment(tx, {
        agreementId: credit.agreementId,
        month: credit.month,
        amountCents: credit.amountCents + cents,
        dueDate: credit.dueDate,
        createdAt: paid.now,
        updatedAt: paid.now,
      });
    }
  }
  if (amountCents !== payment.amountCents || creditCents !== payment.creditCents) {
    await updatePayment(tx, payment.id, { amountCents, creditCents }, paid.now);
  }
  return { amountCents, creditCents, imputations };
}
