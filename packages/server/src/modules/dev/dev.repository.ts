import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export type OutboxEntry = typeof mailOutbox.$inferSelect;

/** The newest mails of the outbox, optionally those of one recipient (any case). */
export function findRecentMails(
  db: Database,
  filters: { recipient?: string; limit: number },
): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      filters.recipient
        ? sql`lower(${mailOutbox.recipient}) = ${filters.recipient.toLowerCase()}`
        : undefined,
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filters.limit);
}

export async function findMail(db: Database, id: string): Promise<OutboxEntry | null> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail ?? null;
}
