import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { takeReceiptNumber, updatePayment } from './payments.repository.ts';

/**
 * A payment becomes paid in the caller's transaction, with the next receipt number of the
 * Paris year of payment: the counter is taken in the same transaction, so a rollback gives the
 * number back and the year's receipts have no gaps (issue 13 « Tickets »).
 */
export async function markPaymentPaid(
  tx: Database,
  paid: {
    paymentId: string;
    paidWith: 'card' | 'other';
    reference: string;
    actorUserId: string | null;
    now: Date;
  },
): Promise<void> {
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
}
