import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox, users } from '../../src/db/schema.ts';

/**
 * The mails written to `recipient` (any case), newest first. Under the tests' frozen clock
 * mails of one instant tie, and their order is not their writing order: pick by subject.
 */
export function mailsTo(db: Database, recipient: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.recipient})`, recipient.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt));
}

export async function userByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}
