import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaigns, mailOutbox, payments } from '../../db/schema.ts';

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

/**
 * Closes a campaign's application window at `now` (its opening moved before it when later), as
 * the clock would once past its last day; null for an unknown campaign.
 */
export async function closeCampaignApplications(
  db: Database,
  campaignId: string,
  now: Date,
): Promise<{ applicationsOpenAt: Date; applicationsCloseAt: Date } | null> {
  const openedBefore = new Date(now.getTime() - 60_000);
  const [closed] = await db
    .update(campaigns)
    .set({
      applicationsCloseAt: now,
      applicationsOpenAt: sql`least(${campaigns.applicationsOpenAt}, ${openedBefore})`,
    })
    .where(eq(campaigns.id, campaignId))
    .returning({
      applicationsOpenAt: campaigns.applicationsOpenAt,
      applicationsCloseAt: campaigns.applicationsCloseAt,
    });
  return closed ?? null;
}

/**
 * Brings a scheduled payment's due date back to `today` (a Paris day) when later, as the calendar
 * would once there; null for an unknown payment or one no longer scheduled.
 */
export async function bringPaymentDue(
  db: Database,
  paymentId: string,
  today: string,
): Promise<{ dueDate: string } | null> {
  const [due] = await db
    .update(payments)
    .set({ dueDate: sql`least(${payments.dueDate}, ${today}::date)` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'scheduled')))
    .returning({ dueDate: payments.dueDate });
  return due ?? null;
}
