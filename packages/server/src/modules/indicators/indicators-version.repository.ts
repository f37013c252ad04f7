import { sql } from 'drizzle-orm';
import { VERSION } from '../../db/indicator-versions.ts';

/** Keys of migration 0016 that every organisation's name and every user's roles share. */
const SHARED_VERSION_KEYS = sql.raw(
  `('00000000-0000-0000-0000-000000000001'::uuid), ('00000000-0000-0000-0000-000000000002'::uuid)`,
);

/** What `data_version` says of a report's data; `keys` is what `readDataVersion` reads again. */
export interface DataVersion {
  version: string;
  keys: string;
}

/**
 * `data_version` (after scoped_places): the version of the data a report reads (`version`), and
 * the keys it sums (`keys`, in key order: the places in scope, their facilities and territories,
 * the shared keys), which `readDataVersion` sums again later. Read in the statement of a
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
