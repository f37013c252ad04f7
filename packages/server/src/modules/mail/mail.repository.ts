import {
  and,
  asc,
  eq,
  inArray,
  lte,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Placeheld } from '../../db/prepared.ts';
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

/**
 * The INSERT of one mail to every address `recipients` selects (a query of one column named
 * `email`), in the order of the addresses: the read of the audience and the write of its mails
 * in one statement.
 */
export function outboxMailsToSelected(
  recipients: SQLWrapper,
  mail: Placeheld<Omit<NewOutboxMail, 'recipient'>>,
): SQL {
  const { recipient, subject, text, html, createdAt, nextAttemptAt } = mailOutbox;
  const columns = [recipient, subject, text, html, createdAt, nextAttemptAt].map((column) =>
    sql.identifier(column.name),
  );
  // A placeholder's value is the instant's ISO text already.
  const instant = (value: Date | Placeholder) =>
    value instanceof Date ? value.toISOString() : value;
  return sql`insert into ${mailOutbox} (${sql.join(columns, sql`, `)})
    select audience.email, ${mail.subject}, ${mail.text}, ${mail.html},
      ${instant(mail.createdAt)}::timestamptz, ${instant(mail.nextAttemptAt)}::timestamptz
    from (${recipients}) as audience order by audience.email`;
}

export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<OutboxMail> {
  const [row] = await db.insert(mailOutbox).values(mail).returning();
  return row!;
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
