import { amountToPayCents, type Imputation } from '@espaces/domain/payment/payment-credits';
import { receiptLinesOf, type ReceiptLine } from '@espaces/domain/payment/receipt-lines';
import type { Database } from '../../db/client.ts';
import { receiptNumberOf } from './payments.presenter.ts';
import {
  agreementSlotsForSchedule,
  paidPaymentsOfMonth,
  type PaymentRow,
} from './payments.repository.ts';

/**
 * What a payment's amount covers, line by line (domain: receipt-lines.ts), from the slots as
 * they stand, the receipts of its month paid before it and the credits imputed on it. Kept with the payment when it is
 * paid, so its receipt never changes; a payment paid before they were kept is derived at reading.
 */
export async function coveredLinesOf(
  db: Database,
  payment: Pick<PaymentRow, 'id' | 'agreementId' | 'month' | 'amountCents' | 'creditCents'> &
    Partial<Pick<PaymentRow, 'receiptYear' | 'receiptNumber'>>,
  imputations: readonly Imputation[] = [],
): Promise<ReceiptLine[]> {
  const paid = await paidPaymentsOfMonth(db, payment.agreementId, payment.month);
  const ownIndex = paid.findIndex((row) => row.id === payment.id);
  const earlier = ownIndex === -1 ? paid : paid.slice(0, ownIndex);
  return receiptLinesOf({
    month: payment.month,
    amountCents: amountToPayCents(payment),
    bookings: await agreementSlotsForSchedule(db, payment.agreementId),
    earlierReceipts: earlier.map((row) => ({
      receiptNumber: receiptNumberOf(row) ?? '',
      amountCents: row.amountCents,
    })),
    imputedCredits: imputations.map((i) => ({ month: i.creditMonth, amountCents: -i.cents })),
  });
}
