import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorOf, PG_UNIQUE_VIOLATION } from './errors.ts';
import { maintainPglite, MAX_PGLITE_STATEMENTS, openPglite, type PgliteHandle } from './pglite.ts';
import { queryRows } from './raw-query.ts';

describe('PGlite statements prepared once per text', () => {
  let handle: PgliteHandle;
  const prepared = async () => {
    const result = await handle.client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_prepared_statements',
    );
    return result.rows[0]!.count;
  };

  beforeAll(async () => {
    handle = await openPglite({});
    await handle.db.execute(
      sql`CREATE TABLE items (id int PRIMARY KEY, label text, at timestamptz)`,
    );
  });
  afterAll(() => handle.close());

  it('prepares a text once and binds its values at each call', async () => {
    const before = await prepared();
    for (const id of [1, 2, 3]) {
      await handle.db.execute(
        sql`INSERT INTO items (id, label, at) VALUES (${id}, ${`n° ${id}`}, ${new Date(Date.UTC(2026, 0, id)).toISOString()})`,
      );
    }
    expect(await prepared()).toBe(before + 1);
    const rows = await queryRows<{ id: number; label: string; at: string }>(
      handle.db,
      sql`SELECT id, label, at FROM items WHERE id = ANY(${'{1,3}'}::int[]) ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, label: 'n° 1', at: '2026-01-01 00:00:00+00' },
      { id: 3, label: 'n° 3', at: '2026-01-03 00:00:00+00' },
    ]);
  });

  it('keeps the SQLSTATE of a failed statement, and the session usable after it', async () => {
    const insert = () => handle.db.execute(sql`INSERT INTO items (id) VALUES (${1})`);
    await expect(insert()).rejects.toSatisfy(
      (error: unknown) => pgErrorOf(error).code === PG_UNIQUE_VIOLATION,
    );
    await expect(handle.db.execute(sql`SELEC 1`)).rejects.toSatisfy(
      (error: unknown) => pgErrorOf(error).code === '42601',
    );
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO items (id) VALUES (${10})`);
        await tx.execute(sql`INSERT INTO items (id) VALUES (${1})`);
      }),
    ).rejects.toSatisfy((error: unknown) => pgErrorOf(error).code === PG_UNIQUE_VIOLATION);
    const rows = await queryRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM items WHERE id = ${10}`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('closes the least recently used statement past the limit', async () => {
    for (let index = 0; index <= MAX_PGLITE_STATEMENTS; index++) {
      await queryRows(handle.db, sql.raw(`SELECT ${index} AS n`));
    }
    expect(await prepared()).toBe(MAX_PGLITE_STATEMENTS);
    // The first of them was closed: running it again prepares it anew.
    expect(await queryRows(handle.db, sql.raw('SELECT 0 AS n'))).toEqual([{ n: 0 }]);
  });

  it('vacuums and analyses the database between two statements', async () => {
    await handle.db.execute(sql`DELETE FROM items WHERE id = ${2}`);
    await maintainPglite(handle.client);
    const rows = await queryRows<{ analysed: boolean }>(
      handle.db,
      sql`SELECT last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname = 'items'`,
    );
    expect(rows).toEqual([{ analysed: true }]);
  });

  it('lets the process read its sockets while statements queue up', async () => {
    // Fifty requests' statements waiting at once: each one's result starts the next at once.
    let done = 0;
    const statements = Array.from({ length: 300 }, () =>
      queryRows(handle.db, sql`SELECT count(*) FROM generate_series(1, ${5_000})`).then(() => {
        done += 1;
      }),
    );
    const doneWhenLoopTurned = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(done)),
    );
    await Promise.all(statements);
    expect(doneWhenLoopTurned).toBeLessThan(statements.length);
  });
});
