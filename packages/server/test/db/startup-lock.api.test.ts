import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type PreparedDatabase } from '../../src/db/prepare.ts';
import { users } from '../../src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../../src/db/seed/index.ts';
import { adminQuery, databaseUrlFor } from '../support/postgres-admin.ts';

// Two instances started at once on an empty PostgreSQL database (a first
// deploy with two replicas) both start; one migrates and seeds, the other finds it done.

const adminUrl = process.env.DATABASE_URL;
const name = `espaces_t_start_${randomBytes(6).toString('hex')}`;
let started: PromiseSettledResult<PreparedDatabase>[] = [];

describe.runIf(adminUrl)('two instances starting together on an empty database', () => {
  beforeAll(async () => {
    await adminQuery(adminUrl!, `CREATE DATABASE "${name}"`);
    const databaseUrl = databaseUrlFor(adminUrl!, name);
    started = await Promise.allSettled(
      [1, 2].map(() => prepareDatabase({ databaseUrl, seedDemo: true })),
    );
  });
  afterAll(async () => {
    for (const result of started) if (result.status === 'fulfilled') await result.value.close();
    await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('both start: one migrates and seeds the demo data, once', async () => {
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const [first, second] = started.map(
      (result) => (result as PromiseFulfilledResult<PreparedDatabase>).value,
    );
    expect([first!.seeded, second!.seeded].sort()).toEqual([false, true]);
    const accounts = await first!.db.select({ email: users.email }).from(users);
    expect(accounts.map((account) => account.email).sort()).toEqual(
      Object.keys(DEMO_ACCOUNTS).sort(),
    );
  });
});
