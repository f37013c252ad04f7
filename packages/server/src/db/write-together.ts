import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';
import { executeNamed } from './prepared.ts';

/**
 * Sends several writes as one statement (PostgreSQL's data-modifying WITH): one round trip in
 * place of one per write, so a transaction holds its locks for less time. They all see the
 * database as it was before the statement, so none may depend on what another writes (a foreign
 * key to a row written earlier in the transaction is fine); a constraint refused by any of them
 * refuses the statement, and the transaction with it. Its text varies only with the writes'
 * shape: each connection parses and plans it once (executeNamed).
 */
export async function writeTogether(
  db: Database | Transaction,
  writes: readonly SQLWrapper[],
): Promise<void> {
  if (writes.length === 0) return;
  // getSQL: a builder set in a template comes in parentheses, which a WITH's INSERT refuses.
  const last = writes[writes.length - 1]!.getSQL();
  const first = writes
    .slice(0, -1)
    .map((write, index) => sql`${sql.identifier(`write_${index}`)} as (${write.getSQL()})`);
  await executeNamed(
    db,
    first.length === 0 ? sql`${last}` : sql`with ${sql.join(first, sql`, `)} ${last}`,
  );
}
