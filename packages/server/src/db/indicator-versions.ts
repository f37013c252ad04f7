import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Takes the indicators' version rows of these places or facilities (migration 0016) in key
 * order, in one statement, before a use case writes rows of several of them
 * (docs/decisions.md#lock-order). Each write's trigger bumps the rows of the places or facilities
 * it touched and holds them until the transaction ends; written one row after another, two use
 * cases crossing two of them would each hold one row and wait for the other's (a deadlock, 40P01).
 * Taken here first, the later bumps find their rows already held. A bump more changes nothing but a
 * version's number (a row never goes back).
 */
export async function takeIndicatorVersions(tx: Database, keys: readonly string[]): Promise<void> {
  const distinct = [...new Set(keys)];
  // One key: its first write takes its row, and nothing of this kind is held before it.
  if (distinct.length < 2) return;
  await tx.execute(
    sql`select bump_indicator_versions(string_to_array(${distinct.join(',')}, ',')::uuid[])`,
  );
}
