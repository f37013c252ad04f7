import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * How many statement names a read gives out per connection: clients choose how many values
 * their filters list, so shapes are unbounded, and every pooled connection keeps each statement
 * it prepared (in PostgreSQL and in node-postgres) until it closes. Past the limit a new shape
 * runs unnamed.
 */
export const MAX_NAMED_SHAPES = 256;

/**
 * What a statement runs on: the pool for a database handle, the connection for a transaction
 * on PostgreSQL (the same pooled connection from one transaction to the next), the transaction
 * itself on PGlite. Drizzle keeps it as its session's client.
 */
const connectionOf = (db: Database): object =>
  (db as unknown as { session: { client: object } }).session.client;

/**
 * What is built once per connection: a statement of fixed text (its values are
 * `sql.placeholder`s, its name its own), or a map of them by shape. A hot read then costs no
 * SQL building at all, in a transaction as outside one (a statement runs on the connection it
 * was built for).
 */
export function perConnection<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    const connection = connectionOf(db);
    let value = built.get(connection);
    if (value === undefined) {
      value = build(db);
      built.set(connection, value);
    }
    return value;
  };
}

interface ShapeQuery<TStatement> {
  prepare(name: string): TStatement;
}

/**
 * Statements of one read whose text varies with its options: each shape (a key the caller
 * computes from which options are set, never from their values, which are placeholders) is
 * built and named once per connection, at most MAX_NAMED_SHAPES of them; past that a new
 * shape is built at every request and runs unnamed.
 */
export function statementsByShape<TStatement>(prefix: string) {
  const statements = perConnection(() => new Map<string, TStatement>());
  return <TQuery extends ShapeQuery<TStatement>>(
    db: Database,
    shape: string,
    build: () => TQuery,
  ): TStatement | TQuery => {
    const known = statements(db);
    let statement = known.get(shape);
    if (statement) return statement;
    const query = build();
    if (known.size >= MAX_NAMED_SHAPES) return query;
    // PostgreSQL truncates names past 63 bytes: a digest of the shape keeps them apart.
    statement = query.prepare(`${prefix}_${createHash('sha1').update(shape).digest('base64url')}`);
    known.set(shape, statement);
    return statement;
  };
}

/** Drizzle's own parts a statement of raw SQL is prepared with. */
interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession;
}

const textNames = perConnection(() => new Map<string, string>());

/**
 * Runs a statement of raw SQL (its values parameters) as a statement named after its text: a
 * connection parses and plans each text once, up to MAX_NAMED_SHAPES texts (then unnamed), where
 * `db.execute` would send it unnamed, parsed and planned at every call. For writes built anew at
 * each request whose text varies only with their shape (writeTogether).
 */
export async function executeNamed(db: Database, statement: SQLWrapper): Promise<void> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const query = dialect.sqlToQuery(statement.getSQL());
  const names = textNames(db);
  let name = names.get(query.sql);
  if (name === undefined && names.size < MAX_NAMED_SHAPES) {
    name = `text_${createHash('sha1').update(query.sql).digest('base64url')}`;
    names.set(query.sql, name);
  }
  await session.prepareQuery(query, undefined, name, false).execute();
}

/** A write's values, any of which may be a placeholder (PlaceholderValues). */
export type Placeheld<T> = { [K in keyof T]: T[K] | Placeholder };

/** A statement of raw SQL prepared on its connection, run with its placeholders' values. */
export interface RawStatement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Prepares a statement of raw SQL under `name` (unnamed: parsed at every run). */
export function prepareRaw(
  db: Database,
  statement: SQLWrapper,
  name: string | undefined,
): RawStatement {
  const { dialect, session } = db as unknown as DrizzleInternals;
  return session.prepareQuery(dialect.sqlToQuery(statement.getSQL()), undefined, name, false);
}

/**
 * The values of a statement built once with placeholders: each part of it takes its fields as
 * placeholders (`of`), whose values are kept by name for every run.
 */
export class PlaceholderValues {
  readonly values: Record<string, unknown> = {};

  /** Each field of `record` as the placeholder `<prefix>_<field>`, its value kept. */
  of<T extends object>(prefix: string, record: T): { [K in keyof T]: Placeholder } {
    const placeholders = {} as { [K in keyof T]: Placeholder };
    for (const [field, value] of Object.entries(record)) {
      const name = `${prefix}_${field}`;
      this.values[name] = value;
      placeholders[field as keyof T] = sql.placeholder(name);
    }
    return placeholders;
  }
}
