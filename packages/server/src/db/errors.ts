/** SQLSTATE codes the services react to. */
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';

export interface PgErrorInfo {
  code?: string;
  constraint?: string;
}

function readPgError(value: unknown): PgErrorInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, constraint } = value as { code?: unknown; constraint?: unknown };
  // A SQLSTATE: five characters with a digit (unlike Node's EPIPE or ECONNRESET).
  if (typeof code !== 'string' || !/^(?=.*\d)[0-9A-Z]{5}$/.test(code)) return undefined;
  return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
}

/**
 * SQLSTATE and constraint name of a database error. Drizzle wraps driver errors
 * (DrizzleQueryError), so they are on `err.cause`; a raw pg or PGlite error has them itself.
 */
export function pgErrorOf(err: unknown): PgErrorInfo {
  const cause =
    typeof err === 'object' && err !== null ? (err as { cause?: unknown }).cause : undefined;
  return readPgError(err) ?? readPgError(cause) ?? {};
}

/**
 * The database stopped this transaction because another one crossed it (a deadlock, or a
 * serialization failure): nothing of it was written, and the same request may succeed again.
 */
export function isConcurrencyFailure(err: unknown): boolean {
  const { code } = pgErrorOf(err);
  return code === PG_DEADLOCK_DETECTED || code === PG_SERIALIZATION_FAILURE;
}
