import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * An instant as milliseconds since 1970 in a JSON document built by PostgreSQL: `new Date(ms)`
 * costs Node far less than parsing timestamp text. Floored, as the driver's Date drops the
 * microseconds.
 */
export const epochMs = (instant: SQLWrapper) =>
  sql`floor(extract(epoch from ${instant}) * 1000)::int8`;

/**
 * An instant as `Date#toISOString` writes it (UTC, milliseconds, « Z »), so that a hot read
 * sends it as it came: the milliseconds truncated, as `epochMs` floors them.
 */
export const isoInstant = (instant: SQLWrapper) =>
  sql`to_char((${instant}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Named values that PostgreSQL writes as one JSON array, and their reading back as an object
 * with those names. Positions instead of keys: a booking list's page is half the text to
 * build, send and parse (the keys were most of PostgreSQL's JSON work). The names'
 * order is the object's, so one object gives both the SQL and the reading.
 */
export interface JsonTuple<Shape> {
  sql: SQL<unknown[]>;
  read(values: readonly unknown[]): Shape;
}

export function jsonTuple<Shape extends object>(fields: {
  [Name in keyof Shape]-?: SQLWrapper;
}): JsonTuple<Shape> {
  const names = Object.keys(fields);
  const values = Object.values<SQLWrapper>(fields);
  return {
    sql: sql<unknown[]>`json_build_array(${sql.join(values, sql`, `)})`,
    read(tuple) {
      const shape: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index++) shape[names[index]!] = tuple[index];
      return shape as Shape;
    },
  };
}
