import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { perConnection } from './prepared.ts';

/** The key every organisation's name shares (migration 0016). */
export const ORGANIZATION_NAMES_VERSION_KEY = '00000000-0000-0000-0000-000000000001';
/** The key every user's roles and names share (migrations 0016, 0039). */
export const USERS_VERSION_KEY = '00000000-0000-0000-0000-000000000002';
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
 * `<alias.column> IN ($name0, $name1, …)` for a scope condition of `facilitiesScopeVersion`,
 * written on its aliases; `false` without values.
 */
export function aliasedIn(column: string, name: string, values: readonly unknown[]): SQL {
  if (values.length === 0) return sql`false`;
  const placeholders = values.map((_, index) => sql.placeholder(`${name}${index}`));
  return sql`${sql.raw(column)} IN (${sql.join(placeholders, sql`, `)})`;
}

/**
 * `<version>|<keys>` of everything an answer about the facilities `sf` matching `inScope` may
 * read: every place of those facilities (published or not), the facilities, their territories,
 * and the shared keys given. Read in the answer's statement (with `inScope` written on the alias
 * `sf`: in an outer select, drizzle would leave a column's table out); a place entering the scope
 * changes the structure key.
 */
export function facilitiesScopeVersion(inScope: SQL, sharedKeys: readonly string[]): SQL<string> {
  const shared = sql.raw(sharedKeys.map((key) => `('${key}'::uuid)`).join(', '));
  return sql<string>`(SELECT ${VERSION} || '|' || string_agg(k.key::text, ',') FROM (
      SELECT sp.id FROM places sp JOIN facilities sf ON sf.id = sp.facility_id WHERE ${inScope}
      UNION SELECT sf.id FROM facilities sf WHERE ${inScope}
      UNION SELECT sf.territory_id FROM facilities sf WHERE ${inScope}
      UNION VALUES ${shared}
    ) k(key) LEFT JOIN indicator_versions v ON v.key = k.key)`;
}

/**
 * How many bookings an organisation has, appended to a version: the one change of its bookings
 * that bumps no key of its places is a booking at a place where it had none (a new key); it
 * raises the count, which nothing else lowers back without bumping a known place's key.
 */
const organizationBookings = (organizationId: SQL) =>
  sql`(SELECT count(*) FROM bookings ob WHERE ob.organization_id = ${organizationId})`;

/**
 * `<version>:<its bookings' count>|<keys>` of everything an organisation's booking list may
 * read: the places of its bookings, their facilities, the organisation itself (a key no row has,
 * which sets its keys apart from another organisation's) and the shared keys given.
 */
export function organizationScopeVersion(
  organizationId: SQL,
  sharedKeys: readonly string[],
): SQL<string> {
  const shared = sql.raw(sharedKeys.map((key) => `('${key}'::uuid)`).join(', '));
  return sql<string>`(SELECT ${VERSION} || ':' || ${organizationBookings(organizationId)} || '|'
      || string_agg(k.key::text, ',') FROM (
      SELECT ob.place_id FROM bookings ob WHERE ob.organization_id = ${organizationId}
      UNION SELECT sp.facility_id FROM places sp
        WHERE sp.id IN (SELECT ob.place_id FROM bookings ob WHERE ob.organization_id = ${organizationId})
      UNION VALUES (${organizationId}::uuid), ${shared}
    ) k(key) LEFT JOIN indicator_versions v ON v.key = k.key)`;
}

/** A `facilitiesScopeVersion` or `organizationScopeVersion` as read: its version and keys. */
export function scopeVersionOf(text: string): { version: string; keys: string } {
  const [version = '', keys = ''] = text.split('|');
  return { version, keys };
}

/**
 * One statement for every report: its rows by primary key, whatever the scope's size in the
 * region, where finding the scope again joined places and facilities and scanned every version
 * row (a generic plan).
 */
const versionStatement = perConnection((db) =>
  db
    .select({ version: sql<string>`${VERSION}` })
    .from(sql`indicator_versions v`)
    .where(sql`v.key = any(string_to_array(${sql.placeholder('keys')}, ',')::uuid[])`)
    .prepare('indicator_version'),
);

const organizationVersionStatement = perConnection((db) =>
  db
    .select({
      version: sql<string>`${VERSION} || ':' || ${organizationBookings(sql`${sql.placeholder('organizationId')}`)}`,
    })
    .from(sql`indicator_versions v`)
    .where(sql`v.key = any(string_to_array(${sql.placeholder('keys')}, ',')::uuid[])`)
    .prepare('organization_list_version'),
);

/** The version, as of now, of an organisation's booking list with these `keys`. */
export async function readOrganizationListVersion(
  db: Database,
  organizationId: string,
  keys: string,
): Promise<string> {
  const [row] = await organizationVersionStatement(db).execute({ organizationId, keys });
  return row!.version;
}

/**
 * The version, as of now, of the data an answer with these `keys`
 * reads: read before every kept answer served again.
 */
export async function readDataVersion(db: Database, keys: string): Promise<string> {
  const [row] = await versionStatement(db).execute({ keys });
  return row!.version;
}
