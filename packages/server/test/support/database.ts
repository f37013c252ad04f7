import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPostgres, type Database, type Engine } from '../../src/db/client.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { adminQuery, databaseUrlFor } from './postgres-admin.ts';
import './test-database-source.ts';

export interface TestDatabase {
  db: Database;
  engine: Engine;
  /** PostgreSQL: the test database's address, for a second instance's own pool. */
  url: string | null;
  close(): Promise<void>;
}

let seededDump: Promise<Blob> | undefined;

/**
 * An isolated database, migrated and seeded with the demo data (seeded at the start of the
 * run with the real date). PGlite: a fresh in-memory instance loaded from the seeded dump;
 * PostgreSQL (DATABASE_URL): a new database created from the seeded template, dropped on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const source = inject('testDatabaseSource');
  if (source.engine === 'pglite') {
    seededDump ??= readFile(source.dumpFile).then((bytes) => new Blob([bytes]));
    return { ...(await openPglite({ loadDataDir: await seededDump })), url: null };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL disappeared between global setup and tests');
  const name = `espaces_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  const url = databaseUrlFor(adminUrl, name);
  const handle = openPostgres(url);
  return {
    db: handle.db,
    engine: 'postgres',
    url,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
