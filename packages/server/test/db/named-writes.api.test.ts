import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw-query.ts';
import { PlaceholderValues, executeNamed } from '../../src/db/prepared.ts';
import { writeTogetherPrepared } from '../../src/db/write-together.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

// A write is parsed and planned once per connection: prepared with placeholders, or named after
// its text (docs/performance.md#mechanisms, « writes prepared or named after their text »).

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

  it('builds a prepared write once per connection and shape, and runs it with each values', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`create temporary table prepared_writes (value int, label text) on commit drop`,
      );
      let built = 0;
      const write = async (value: number) => {
        const values = new PlaceholderValues();
        const row = values.of('row', { value, label: `n°${value}` });
        await writeTogetherPrepared(tx, 'prepared_writes_test', values.values, () => {
          built += 1;
          return [sql`insert into prepared_writes values (${row.value}, ${row.label})`];
        });
      };
      await write(1);
      await write(2);
      expect(built).toBe(1);
      expect(
        await queryRows(tx, sql`select value, label from prepared_writes order by value`),
      ).toEqual([
        { value: 1, label: 'n°1' },
        { value: 2, label: 'n°2' },
      ]);
    });
  });
});
