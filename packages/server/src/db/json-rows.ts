import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * An instant as milliseconds since 1970 in a JSON document built by PostgreSQL: `new Date(ms)`
 * costs Node far less than parsing timestamp text. Floored, as the driver's Date drops the
 * microseconds.
 */
export const epochMs = (instant: SQLWrapper) =>
  sql`floor(extract(epoch from ${instant}) * 1000)::int8`;
