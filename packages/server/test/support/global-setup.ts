import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { prepareDatabase } from '../../src/db/prepare.ts';
import { seedDemoData } from '../../src/db/seed/index.ts';
import { adminQuery, databaseUrlFor } from './postgres-admin.ts';
import './shifted-clock.ts';
import './test-database-source.ts';

/**
 * Builds ONE migrated and seeded database per test run (initdb and argon2 cost seconds);
 * every createTestDatabase() then starts from a copy of it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? setupPostgresTemplate(project, databaseUrl) : setupPgliteDump(project);
}

async function setupPgliteDump(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'espaces-test-'));
  const handle = await openPglite({});
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, { now: new Date() });
    // Without it every copy would replay the whole seed from the WAL when it starts.
    await handle.client.query('CHECKPOINT');
    const dump = await handle.client.dumpDataDir('none');
    const dumpFile = path.join(directory, 'seeded.tar');
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    project.provide('testDatabaseSource', { engine: 'pglite', dumpFile });
  } finally {
    await handle.close();
  }
  return () => rm(directory, { recursive: true, force: true });
}

async function setupPostgresTemplate(
  project: TestProject,
  databaseUrl: string,
): Promise<() => Promise<void>> {
  const template = `espaces_template_${randomBytes(6).toString('hex')}`;
  const dropTemplate = () =>
    adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(databaseUrl, `CREATE DATABASE "${template}"`);
  try {
    const handle = await prepareDatabase({
      databaseUrl: databaseUrlFor(databaseUrl, template),
      seedDemo: true,
    });
    // A template must have no open connection when databases are created from it.
    await handle.close();
  } catch (error) {
    await dropTemplate();
    throw error;
  }
  project.provide('testDatabaseSource', { engine: 'postgres', template });
  return dropTemplate;
}
