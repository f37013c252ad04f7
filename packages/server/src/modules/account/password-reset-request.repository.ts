import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetRequests } from '../../db/schema.ts';

export type PasswordResetRequestRow = typeof passwordResetRequests.$inferSelect;

export async function insertPasswordResetRequest(
  db: Database,
  request: { email: string; requestedAt: Date },
): Promise<void> {
  await db.insert(passwordResetRequests).values(request);
}

/**
 * Takes up to `limit` waiting requests out of the table, oldest first. Run it in the
 * transaction that handles them: a failure puts them back. `FOR UPDATE SKIP LOCKED` lets
 * several instances take disjoint batches.
 */
export async function takePasswordResetRequests(
  tx: Database,
  limit: number,
): Promise<PasswordResetRequestRow[]> {
  const waiting = tx
    .select({ id: passwordResetRequests.id })
    .from(passwordResetRequests)
    .orderBy(asc(passwordResetRequests.requestedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .delete(passwordResetRequests)
    .where(inArray(passwordResetRequests.id, waiting))
    .returning();
}
