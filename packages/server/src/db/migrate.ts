import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client.ts';
import { users } from './schema.ts';

/** packages/server/drizzle, wherever the process was started from. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the pending SQL migrations with Drizzle's programmatic migrator; `drizzle-kit
 * migrate` cannot load btree_gist into PGlite (docs/decisions.md#database).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The engine tag tells which driver built `db`; the shared Database type hides it.
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase, config);
  } else {
    await migrateNodePostgres(handle.db as NodePgDatabase, config);
  }
}

/** True before anyone has an account: the moment the demo data may be seeded. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
