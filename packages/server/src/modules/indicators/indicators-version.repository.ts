import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';

/** Keys of migration 0016 that every organisation's name and every user's roles share. */
const SHARED_VERSION_KEYS = sql.raw(
  `('00000000-0000-0000-0000-000000000001'::uuid), ('00000000-0000-0000-0000-000000000002'::uuid)`,
);

/**
 * `<structure version>:<sum of the versions of the rows v>`. The structure key (migration 0019)
 * changes whenever a scope's places may have; while it has not, the keys summed are still the
 * scope's, and a sum of counters that only go up, over a fixed set, changes as soon as one of
 * them does. Neither part alone would do: a place leaving the scope could offset a bump.
 */
const VERSION = sql`coalesce((select s.version from indicator_versions s
      where s.key = '00000000-0000-0000-0000-000000000003'), 0) || ':' || coalesce(sum(v.version), 0)`;

/** What `data_version` says of a report's data; `keys` is what `indicatorVersion` reads again. */
export interface DataVersion {
  version: string;
  keys: string;
}

/**
 * `data_version` (after scoped_places): the version of the data a report reads (`version`), and
 * the keys it sums (`keys`, in key order: the places in scope, their facilities and territories,
 * the shared keys), which `indicatorVersion` sums again later. Read in the statement of a
 * report, it is that report's version; read again, it differs as soon as anything the report
 * reads has changed (docs/decisions.md).
 */
export const versionCte = sql`data_version as (
    select ${VERSION} as version,
      string_agg(k.key::text, ',' order by k.key) as keys
    from (
      select id as key from scoped_places
      union select facility_id from scoped_places
      union select territory_id from scoped_places
      union values ${SHARED_VERSION_KEYS}
    ) k
    left join indicator_versions v on v.key = k.key
  )`;

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
 * The version, as of now, of the data a report with these `keys` (its `data_version.keys`)
 * reads: read before every report served again.
 */
export async function indicatorVersion(db: Database, keys: string): Promise<string> {
  const [row] = await versionStatement(db).execute({ keys });
  return row!.version;
}
