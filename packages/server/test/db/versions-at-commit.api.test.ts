import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/raw-query.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { createBooking, createPlace, rangeFromNow } from '../support/factories.ts';

// A transaction's data versions are bumped at its COMMIT, in key order, in one statement
// (migration 0040, docs/decisions.md#lock-order): a write never holds a version row while it
// waits for anything else, so version rows take part in no deadlock and requests for one place
// no longer pass one at a time.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const bump = (db: Database, key: string) =>
  db.execute(sql`select bump_indicator_versions(ARRAY[${key}::uuid])`);

async function versionOf(db: Database, key: string): Promise<number> {
  const [row] = await queryRows<{ version: string | null }>(
    db,
    sql`select (select version from indicator_versions where key = ${key}::uuid) as version`,
  );
  return Number(row!.version ?? 0);
}

async function pendingBumps(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from indicator_version_bumps`,
  );
  return row!.count;
}

const newKey = () => crypto.randomUUID();

describe('data versions bumped at commit', () => {
  it('bumps each key once per transaction, when it commits', async () => {
    const key = newKey();
    await database.db.transaction(async (tx) => {
      await bump(tx, key);
      await bump(tx, key);
      expect(await versionOf(tx, key)).toBe(0);
    });
    expect(await versionOf(database.db, key)).toBe(1);
    await bump(database.db, key);
    expect(await versionOf(database.db, key)).toBe(2);
    expect(await pendingBumps(database.db)).toBe(0);
  });

  it('bumps nothing for a transaction rolled back', async () => {
    const key = newKey();
    await database.db
      .transaction(async (tx) => {
        await bump(tx, key);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await versionOf(database.db, key)).toBe(0);
    expect(await pendingBumps(database.db)).toBe(0);
  });

  it('bumps the place of a booking written, once for the booking and its slots', async () => {
    const place = await createPlace(database.db);
    const before = await versionOf(database.db, place.id);
    await createBooking(database.db, { placeId: place.id, slots: [rangeFromNow(30)] });
    expect(await versionOf(database.db, place.id)).toBe(before + 1);
  });
});

// PGlite runs one transaction at a time: PostgreSQL only.
describe.runIf(process.env.DATABASE_URL)('two transactions bumping the same keys', () => {
  it('never deadlock, whatever the order they touch the keys in', async () => {
    const [first, second] = [newKey(), newKey()];
    const connectionString = database.url ?? undefined;
    const [one, two] = [new pg.Client({ connectionString }), new pg.Client({ connectionString })];
    await Promise.all([one.connect(), two.connect()]);
    try {
      await one.query('begin');
      await two.query('begin');
      const bumpIn = (connection: typeof one, key: string) =>
        connection.query('select bump_indicator_versions(ARRAY[$1::uuid])', [key]);
      await bumpIn(one, first);
      await bumpIn(two, second);
      // Bumped at once, each would now wait for the other's row: a deadlock (40P01).
      await Promise.all([bumpIn(one, second), bumpIn(two, first)]);
      await Promise.all([one.query('commit'), two.query('commit')]);
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    expect(await versionOf(database.db, first)).toBe(2);
    expect(await versionOf(database.db, second)).toBe(2);
  });

  it('lets two bookings of one place be written side by side', async () => {
    const place = await createPlace(database.db);
    const before = await versionOf(database.db, place.id);
    await database.db.transaction(async (tx) => {
      await createBooking(tx, { placeId: place.id, slots: [rangeFromNow(40)] });
      // The place's version row is not held: the other booking does not wait for this one.
      const other = database.db.transaction(async (otherTx) => {
        await otherTx.execute(sql`set local lock_timeout = '1s'`);
        return createBooking(otherTx, { placeId: place.id, slots: [rangeFromNow(44)] });
      });
      await expect(other).resolves.toMatchObject({ placeId: place.id });
    });
    expect(await versionOf(database.db, place.id)).toBe(before + 2);
  });
});
