import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';

/**
 * Rows of a raw SQL query on either engine. `db.execute` is typed per driver; node-postgres
 * and PGlite both answer `{ rows }` with one object per row (timestamps left as text).
 */
export async function queryRows<TRow extends Record<string, unknown>>(
  db: Database | Transaction,
  query: SQL,
): Promise<TRow[]> {
  const result = (await db.execute<TRow>(query)) as unknown as { rows: TRow[] };
  return result.rows;
}
