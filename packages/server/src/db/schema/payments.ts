import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { PAID_WITH, STORED_PAYMENT_STATUSES } from '@espaces/domain/payment/payment-statuses';
import type { ReceiptLine } from '@espaces/domain/payment/receipt-lines';
import { agreements } from './agreements.ts';
import { organizations, users } from './people.ts';

// Payments (docs/payments.md). Money in integer cents with CHECKs, like the
// booking prices; a paid row never changes (trigger in the migration).

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => instant('created_at').notNull().defaultNow();

/** One month of an agreement's slots, or the credit of a paid month that later owed less. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    /** Paris calendar month of the slots, YYYY-MM. */
    month: text('month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: STORED_PAYMENT_STATUSES }).notNull().default('scheduled'),
    /** Card attempts made so far, and when the next one may run. */
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lastFailureReason: text('last_failure_reason'),
    paidAt: instant('paid_at'),
    paidWith: text('paid_with', { enum: PAID_WITH }),
    /** The provider's charge id, or the reference staff typed (mandate, transfer). */
    paymentReference: text('payment_reference'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    receiptYear: smallint('receipt_year'),
    receiptNumber: integer('receipt_number'),
    /** The last four digits of the card charged, kept with the payment (the card may change). */
    cardLast4: text('card_last4'),
    /** What the amount covered when paid (domain/payment/receipt-lines.ts); older ones: null. */
    receiptLines: jsonb('receipt_lines').$type<ReceiptLine[]>(),
    /** On an instalment: the credits imputed on it, what it asks less (docs/payments.md#credits). */
    creditCents: integer('credit_cents').notNull().default(0),
    /** On a credit settled by imputation: the instalment it went to (no receipt of its own). */
    imputedOnPaymentId: uuid('imputed_on_payment_id').references((): AnyPgColumn => payments.id),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_agreement_idx').on(t.agreementId, t.month),
    index('payments_status_due_idx').on(t.status, t.dueDate),
    uniqueIndex('payments_one_open_per_month')
      .on(t.agreementId, t.month)
      .where(sql`${t.status} in ('scheduled', 'failed')`),
    uniqueIndex('payments_receipt_number').on(t.receiptYear, t.receiptNumber),
    check('payments_amount_not_zero', sql`${t.amountCents} <> 0`),
    check('payments_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payments_attempts_range', sql`${t.attempts} between 0 and 3`),
    check(
      'payments_card_last4_digits',
      sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`,
    ),
    check(
      'payments_paid_is_complete',
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.paidWith} is not null and (${t.receiptNumber} is not null or ${t.imputedOnPaymentId} is not null))`,
    ),
    check(
      'payments_credit_within_amount',
      sql`${t.creditCents} = 0 or (${t.creditCents} > 0 and ${t.creditCents} <= ${t.amountCents})`,
    ),
    check(
      'payments_imputed_is_credit',
      sql`${t.imputedOnPaymentId} is null or (${t.amountCents} < 0 and ${t.status} = 'paid')`,
    ),
    index('payments_imputed_on_idx')
      .on(t.imputedOnPaymentId)
      .where(sql`${t.imputedOnPaymentId} is not null`),
  ],
);

/** Receipt numbers: one counter per year, taken in the paying transaction (no gaps). */
export const receiptCounters = pgTable('receipt_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Each card charge attempt, written and committed before the provider is called: a pass that
 * dies after the provider's answer finds the attempt `pending` and replays it with the same
 * idempotency key, so the provider answers the first charge again instead of charging twice.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    attemptNumber: smallint('attempt_number').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    startedAt: instant('started_at').notNull(),
    outcome: text('outcome', { enum: ['pending', 'succeeded', 'declined'] })
      .notNull()
      .default('pending'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    uniqueIndex('payment_attempts_number').on(t.paymentId, t.attemptNumber),
    check('payment_attempts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A card registration started by the organisation, finished by the provider's hosted page. */
export const cardRegistrations = pgTable(
  'card_registrations',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'declined'] })
      .notNull()
      .default('pending'),
    failureReason: text('failure_reason'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('card_registrations_organization_idx').on(t.organizationId)],
);

/**
 * The sandbox provider's own books (a real provider keeps these on its side): the cards it
 * tokenised (last four digits only) and the charges it made, one per idempotency key.
 */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  /** What charging this test card does: the sandbox's documented test numbers. */
  chargeOutcome: text('charge_outcome', { enum: ['succeeded', 'declined'] }).notNull(),
  createdAt: createdAt(),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: text('outcome', { enum: ['succeeded', 'declined'] }).notNull(),
  reference: text('reference').notNull(),
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
});

/** Webhook events of the payment provider already applied, one row each (docs/payments.md#stripe). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_webhook_events_pk', columns: [t.provider, t.eventId] })],
);
