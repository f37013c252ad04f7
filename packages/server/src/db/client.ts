import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openPglite } from './pglite.ts';

export {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorOf,
  type PgErrorInfo,
} from './errors.ts';
export { isDatabaseEmpty, migrateDatabase } from './migrate.ts';

/** One database type for both engines: services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** What `db.transaction(cb)` hands to `cb`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite engine is used. */
  databaseUrl?: string;
  /** Embedded data lives in `${dataDir}/db`; undefined means in memory. */
  dataDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir === undefined) return openPglite({});
  return openPglite({ dataDir: path.join(options.dataDir, 'db') });
}

export function openPostgres(databaseUrl: string): DatabaseHandle {
  // JIT off for every session: the planner overestimates report queries (generate_series of
  // hours) and LLVM then spends seconds compiling queries that run in milliseconds; the
  // application's short queries never gain from it either.
  // Idle connections kept five minutes, not pg's ten seconds: a connection opened afresh makes
  // its first requests pay a new server process, its cold catalog caches and the planning of
  // every named statement again (ten list requests at once after 12 s of quiet: 530–566 ms,
  // against 93–274 ms on kept connections), which staff moving between pages met all the time.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: '-c jit=off',
    idleTimeoutMillis: 5 * 60_000,
  });
  // An idle client cut by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error) =>
    console.error(`PostgreSQL : connexion inactive perdue (${error.message})`),
  );
  const db = drizzle(pool);
  return { db, engine: 'postgres', close: () => pool.end() };
}
