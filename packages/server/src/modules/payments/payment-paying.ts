import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import { receiptNumberLabel } from '@espaces/domain/payment/payment-charging';
import { amountToPayCents } from '@espaces/domain/payment/payment-credits';
import type { PaidWith } from '@espaces/domain/payment/payment-statuses';
import type { Database } from '../../db/client.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { organizationMemberEmails } from '../bookings/bookings.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { settleCreditsOf } from './payment-credits.ts';
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
    paidWith: PaidWith;
    reference: string | null;
    /** The money a provider took (card, PayFiP); staff record what the instalment asks. */
    takenCents?: number;
    actorUserId: string | null;
    now: Date;
    /** Without it nobody is e-mailed: an instalment settled by credits alone moved no money. */
    app?: { appName: string; appUrl: string };
  },
): Promise<void> {
  const locked = (await lockPayment(tx, paid.paymentId))!;
  const { amountCents, creditCents, imputations } = await settleCreditsOf(tx, locked, paid);
  const payment = { ...locked, amountCents, creditCents };
  const payer = await payerOfAgreement(tx, payment.agreementId);
  const receiptLines = await coveredLinesOf(tx, payment, imputations);
  const cardLast4 = paid.paidWith === 'card' ? payer.cardLast4 : null;
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
      creditCents,
      receiptYear: year,
      receiptNumber,
    },
    occurredAt: paid.now,
  });
  if (!paid.app) return;
  const mail = receiptMail({
    ...paid.app,
    paymentId: paid.paymentId,
    receiptNumber: receiptNumberLabel(year, receiptNumber),
    agreementReference: issuedReferenceOf({
      id: payment.agreementId,
      reference: payer.agreementReference,
    }),
    month: payment.month,
    amountCents: amountToPayCents(payment),
    paidAt: paid.now,
    paidWith: paid.paidWith,
    cardLast4,
  });
  for (const to of await organizationMemberEmails(tx, payer.organizationId)) {
    await enqueueMail(tx, { to, ...mail }, paid.now);
  }
}
