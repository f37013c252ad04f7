import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw-query.ts';
import { executeNamed } from '../../src/db/prepared.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// A write built at each request is parsed and planned once per connection
// (docs/performance.md#mechanisms, « writes named after their text »).

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('writes named after their text', () => {
  it('prepares a text once on its connection, whatever its values', async () => {
    const marker = `named write ${crypto.randomUUID()}`;
    const write = (value: number) =>
      sql`select ${value}::int as value, ${sql.raw(`'${marker}'`)} as marker`;
    await database.db.transaction(async (tx) => {
      await executeNamed(tx, write(1));
      await executeNamed(tx, write(2));
      const prepared = await queryRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`}`,
      );
      expect(prepared.map(({ statement }) => statement)).toEqual([
        `select $1::int as value, '${marker}' as marker`,
      ]);
    });
  });
});
