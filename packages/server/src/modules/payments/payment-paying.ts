import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import { receiptNumberLabel } from '@espaces/domain/payment/payment-charging';
import type { Database } from '../../db/client.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { organizationMemberEmails } from '../bookings/bookings.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { coveredLinesOf } from './payment-receipt.ts';
import { receiptMail } from './payments.mails.ts';
import {
  lockPayment,
  payerOfAgreement,
  takeReceiptNumber,
  updatePayment,
} from './payments.repository.ts';

/**
 * A payment becomes paid in the caller's transaction, with the next receipt number of the
 * Paris year of payment: the counter is taken in the same transaction, so a rollback gives the
 * number back and the year's receipts have no gaps (docs/payments.md#receipts). The receipt keeps
 * what the amount covers and the card's last four digits (the organisation may change its card
 * later), and the organisation's members are e-mailed it, in the same transaction.
 */
export async function markPaymentPaid(
  tx: Database,
  paid: {
    paymentId: string;
    paidWith: 'card' | 'other';
    /** Paid online through the treasury (PayFiP): by card, but none of the organisation's. */
    online?: boolean;
    reference: string;
    actorUserId: string | null;
    now: Date;
    app: { appName: string; appUrl: string };
  },
): Promise<void> {
  const payment = (await lockPayment(tx, paid.paymentId))!;
  const payer = await payerOfAgreement(tx, payment.agreementId);
  const receiptLines = await coveredLinesOf(tx, payment);
  const cardLast4 = paid.paidWith === 'card' && !paid.online ? payer.cardLast4 : null;
  const year = parisPartsOf(paid.now).year;
  const receiptNumber = await takeReceiptNumber(tx, year);
  await updatePayment(
    tx,
    paid.paymentId,
    {
      status: 'paid',
      paidAt: paid.now,
      paidWith: paid.paidWith,
      paymentReference: paid.reference,
      recordedByUserId: paid.actorUserId,
      receiptYear: year,
      receiptNumber,
      cardLast4,
      receiptLines,
      nextAttemptAt: null,
    },
    paid.now,
  );
  await recordAuditEvent(tx, {
    entityType: 'payment',
    entityId: paid.paymentId,
    actorUserId: paid.actorUserId,
    action: 'pay',
    toStatus: 'paid',
    changes: {
      paidWith: paid.paidWith,
      reference: paid.reference,
      receiptYear: year,
      receiptNumber,
    },
    occurredAt: paid.now,
  });
  const mail = receiptMail({
    ...paid.app,
    paymentId: paid.paymentId,
    receiptNumber: receiptNumberLabel(year, receiptNumber),
    agreementReference: issuedReferenceOf({
      id: payment.agreementId,
      reference: payer.agreementReference,
    }),
    month: payment.month,
    amountCents: payment.amountCents,
    paidAt: paid.now,
    paidWith: paid.paidWith,
    cardLast4,
  });
  for (const to of await organizationMemberEmails(tx, payer.organizationId)) {
    await enqueueMail(tx, { to, ...mail }, paid.now);
  }
}
