import { createHash } from 'node:crypto';
import type { Database } from './client.ts';

interface PreparableQuery<TResult> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<TResult> };
}

/**
 * Runs a query as a named prepared statement named after its SQL text (issue 16): on
 * PostgreSQL each pooled connection parses it once and, after a few runs, reuses its plan, where
 * an unnamed statement is parsed and planned again every time (13 ms of planning for the
 * search with availability). Its values stay bound parameters, so one name serves every
 * request of the same shape; a query whose optional filters change its text gets one name per
 * shape. PGlite ignores the name.
 */
export function runPrepared<TResult>(query: PreparableQuery<TResult>): Promise<TResult> {
  const digest = createHash('sha1').update(query.toSQL().sql).digest('base64url');
  return query.prepare(`shape_${digest}`).execute();
}

/**
 * What is built once per database handle: a statement of fixed text (its values are
 * `sql.placeholder`s, its name its own), or a map of them by shape. A hot read then costs no
 * SQL building at all, where `runPrepared` builds the query's text at every request to name it.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
