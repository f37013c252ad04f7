import type pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { isDatabaseEmpty, migrateDatabase } from './migrate.ts';
import { seedDemoData } from './seed/index.ts';

export interface PrepareDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Seed the demo data when the database has no user yet. */
  seedDemo: boolean;
  now?: Date;
}

export interface PreparedDatabase extends DatabaseHandle {
  /** True when this call seeded the demo data. */
  seeded: boolean;
}

/** Opens the database, applies pending migrations and seeds the demo data when asked and empty. */
export async function prepareDatabase(options: PrepareDatabaseOptions): Promise<PreparedDatabase> {
  const handle = await openDatabase(options);
  try {
    const seeded = await whileStartupLocked(handle, async () => {
      await migrateDatabase(handle);
      const empty = options.seedDemo && (await isDatabaseEmpty(handle.db));
      if (empty) await seedDemoData(handle.db, { now: options.now ?? new Date() });
      return empty;
    });
    return { ...handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Any constant shared by every instance: the lock of the migrations and the demo seed. */
const STARTUP_LOCK = 7_316_042_016;

/**
 * Instances started together (a rolling deploy, two replicas) migrate and seed one after the
 * other (docs/architecture.md#several-instances): the first does the work, the next finds it done.
 * A session advisory lock held on one connection of the pool while the others run the statements;
 * PGlite is one process, with nothing to wait for.
 */
export async function whileStartupLocked<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.engine === 'pglite') return work();
  // drizzle's node-postgres database exposes its pool as `$client`.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    lock.release();
  }
}
