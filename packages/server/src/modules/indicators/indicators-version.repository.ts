import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statementsByShape } from '../../db/prepared.ts';
import {
  idsPlaceholder,
  scopedPlacesCte,
  scopeLists,
  type IndicatorSelection,
} from './indicators-scope.ts';

/** Keys of migration 0016 that every organisation's name and every user's roles share. */
const SHARED_VERSION_KEYS = sql.raw(
  `('00000000-0000-0000-0000-000000000001'::uuid), ('00000000-0000-0000-0000-000000000002'::uuid)`,
);

/**
 * `data_version` (after scoped_places): a digest of the places in scope, their facilities and
 * territories and the versions the writes gave them (migration 0016). Read in the statement of
 * a report, it is that report's version; read again later, it differs as soon as anything the
 * report reads has changed (docs/decisions.md).
 */
export const versionCte = sql`data_version as (
    select md5(string_agg(k.key::text || ':' || coalesce(v.version, 0), ',' order by k.key)) as version
    from (
      select id as key from scoped_places
      union select facility_id from scoped_places
      union select territory_id from scoped_places
      union values ${SHARED_VERSION_KEYS}
    ) k
    left join indicator_versions v on v.key = k.key
  )`;

const statements =
  statementsByShape<ReturnType<ReturnType<typeof versionQuery>['prepare']>>('indicator_version');

function versionQuery(db: Database, selection: IndicatorSelection) {
  return db
    .select({ version: sql<string>`v.version` })
    .from(
      sql`(with ${scopedPlacesCte(selection, idsPlaceholder)}, ${versionCte} select version from data_version) v`,
    );
}

/**
 * The version of the data the report of `selection` reads, as of now: read before every report
 * served, so prepared once per shape (which lists are set) and connection, its lists passed as
 * text — half the time of a parse and plan per request on PostgreSQL.
 */
export async function indicatorVersion(
  db: Database,
  selection: IndicatorSelection,
): Promise<string> {
  const lists = scopeLists(selection);
  const shape = `${selection.scope.kind}:${Object.values(lists)
    .map((ids) => (ids ? 1 : 0))
    .join('')}`;
  const values = Object.fromEntries(
    Object.entries(lists).flatMap(([name, ids]) => (ids ? [[name, ids.join(',')]] : [])),
  );
  const [row] = await statements(db, shape, () => versionQuery(db, selection)).execute(values);
  return row!.version;
}
