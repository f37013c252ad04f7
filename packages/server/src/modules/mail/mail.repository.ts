import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** A mail as written to the outbox, dated by the caller's clock. */
export interface NewOutboxMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  nextAttemptAt: Date;
}

export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<OutboxMail> {
  const [row] = await db.insert(mailOutbox).values(mail).returning();
  return row!;
}

export async function insertOutboxMails(
  db: Database,
  mails: readonly NewOutboxMail[],
): Promise<void> {
  if (mails.length > 0) await db.insert(mailOutbox).values([...mails]);
}

/**
 * Claims up to `limit` due mails for one sender: counts the attempt and pushes the next attempt
 * to `leaseUntil`, so that no other sender picks them up meanwhile. `FOR UPDATE SKIP LOCKED`
 * lets concurrent senders (several app instances) claim disjoint batches without waiting.
 */
export async function claimDueMails(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((mail) => mail.id),
        ),
      )
      .returning();
  });
}

export async function markMailSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function scheduleMailRetry(
  db: Database,
  id: string,
  nextAttemptAt: Date,
  lastError: string,
): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt, lastError }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Database, id: string, lastError: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError }).where(eq(mailOutbox.id, id));
}
