import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { perDatabase } from './prepared.ts';

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

/** The key every school holiday period shares (migration 0039). */
export const SCHOOL_HOLIDAYS_VERSION_KEY = '00000000-0000-0000-0000-000000000004';

/**
 * `<structure version>:<sum of the versions of the rows v>`. The structure key (migration 0019)
 * changes whenever a scope's places may have; while it has not, the keys summed are still the
 * scope's, and a sum of counters that only go up, over a fixed set, changes as soon as one of
 * them does. Neither part alone would do: a place leaving the scope could offset a bump.
 */
export const VERSION = sql`coalesce((select s.version from indicator_versions s
      where s.key = '00000000-0000-0000-0000-000000000003'), 0) || ':' || coalesce(sum(v.version), 0)`;

/** The version of the rows keyed by `keys` (a comma-separated text of uuids), as `VERSION`. */
export const versionOfKeys = (keys: SQL) => sql<string>`(SELECT ${VERSION} FROM indicator_versions v
      WHERE v.key = any(string_to_array(${keys}, ',')::uuid[]))`;

/**
 * One statement for every report: its rows by primary key, whatever the scope's size in the
 * region, where finding the scope again joined places and facilities and scanned every version
 * row (a generic plan).
 */
const versionStatement = perDatabase((db) =>
  db
    .select({ version: sql<string>`${VERSION}` })
    .from(sql`indicator_versions v`)
    .where(sql`v.key = any(string_to_array(${sql.placeholder('keys')}, ',')::uuid[])`)
    .prepare('indicator_version'),
);

/**
 * The version, as of now, of the data an answer with these `keys`
 * reads: read before every kept answer served again.
 */
export async function readDataVersion(db: Database, keys: string): Promise<string> {
  const [row] = await versionStatement(db).execute({ keys });
  return row!.version;
}
