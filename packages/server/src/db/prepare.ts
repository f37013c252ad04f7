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
    await migrateDatabase(handle);
    const seeded = options.seedDemo && (await isDatabaseEmpty(handle.db));
    if (seeded) await seedDemoData(handle.db, { now: options.now ?? new Date() });
    return { ...handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
