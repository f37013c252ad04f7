import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ONLINE_PAYMENT_STATUSES } from '@espaces/domain/payment/online-payment';
import { instant } from './columns.ts';
import { payments } from './payments.ts';

/**
 * PayFiP operations, one per attempt to pay an instalment online
 * (docs/payments.md#online-payment-payfip): written before the treasury's web service is called,
 * settled only from what the web service answers when asked back. At most one live (`creating`
 * or `pending`) per payment.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** The treasury's operation id, once its web service gave it. */
    idop: text('idop').unique(),
    /** The instalment's debt reference (`refdet`). */
    debtReference: text('debt_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ONLINE_PAYMENT_STATUSES }).notNull().default('creating'),
    /** The treasury's result code (`resultrans`), as answered. */
    resultCode: text('result_code'),
    /** The treasury's transaction number (`numauto`) and instant (`dattrans`, `heurtrans`). */
    transactionNumber: text('transaction_number'),
    transactionAt: instant('transaction_at'),
    createdAt: instant('created_at').notNull(),
    /** The last notification received for it, and when it was last settled or asked about. */
    notifiedAt: instant('notified_at'),
    checkedAt: instant('checked_at'),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('online_payments_one_live_per_payment')
      .on(t.paymentId)
      .where(sql`${t.status} in ('creating', 'pending')`),
    index('online_payments_payment_idx').on(t.paymentId, t.createdAt),
    index('online_payments_live_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('creating', 'pending')`),
    check('online_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'online_payments_status_known',
      sql`${t.status} in ('creating', 'pending', 'paid', 'refused', 'abandoned', 'expired', 'unavailable')`,
    ),
    check(
      'online_payments_pending_has_idop',
      sql`${t.status} in ('creating', 'unavailable', 'expired') or ${t.idop} is not null`,
    ),
  ],
);

/** The « Payer en ligne » e-mail of an instalment fallen due, sent once under PayFiP. */
export const onlinePaymentNotices = pgTable('online_payment_notices', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  sentAt: instant('sent_at').notNull(),
});
