import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/raw-query.ts';

/**
 * Waits until a statement of another connection waits for a lock that the connection `pid`
 * holds (PostgreSQL only); `waiter` names who should be waiting, for the error.
 */
export async function blockedBy(db: Database, pid: number, waiter: string): Promise<void> {
  for (let poll = 0; poll < 500; poll++) {
    const [row] = await queryRows<{ blocked: number }>(
      db,
      sql`select count(*)::int as blocked from pg_stat_activity
        where ${pid}::int = any(pg_blocking_pids(pid))`,
    );
    if (row!.blocked > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${waiter} never waited for the lock held by the test`);
}

/** The backend of the transaction `tx`, whose locks others may wait for. */
export async function backendOf(tx: Database): Promise<number> {
  const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
  return row!.pid;
}
