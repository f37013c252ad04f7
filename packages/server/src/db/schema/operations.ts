import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './people.ts';
import { id, createdAt, instant } from './columns.ts';

/** A mail in the outbox: waiting, delivered, or given up after its retries. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Who did what and when; written in the transaction of the change it records. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Order of writing: events of one instant (a fixed test clock, a burst) keep their order. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    changes: jsonb('changes'),
  },
  (t) => [index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt)],
);

/** Every e-mail is written here in the transaction of its cause, then sent by a job with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Which instance runs a scheduled job's pass (docs/architecture.md#jobs): the one whose claim of
 * the row found the previous lease ended. A pass that dies keeps the lease until `leased_until`.
 */
export const scheduledJobLeases = pgTable('scheduled_job_leases', {
  job: text('job').primaryKey(),
  holder: uuid('holder').notNull(),
  leasedUntil: instant('leased_until').notNull(),
});
