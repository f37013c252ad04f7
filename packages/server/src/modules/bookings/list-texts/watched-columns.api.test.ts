import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/raw-query.ts';
import { slotListText } from '../booking-slots.repository.ts';
import { bookingListText } from '../bookings-list.repository.ts';
import { createBookingWorld, type BookingWorld } from '../bookings.test-support.ts';

// A kept text is only as fresh as its triggers are complete (README.md here): every column of
// another table that a text reads must be one whose change the triggers of migration 0021 see.
// The texts' own rows are watched whole (any column), and keys never change.

let world: BookingWorld;

beforeAll(async () => {
  world = await createBookingWorld();
});

afterAll(async () => {
  await world.context.close();
});

/** `table.column` of every column the expression reads, from its SQL as PostgreSQL gets it,
 * an alias (`"users" as slot_canceller`) read as its table. */
function columnsRead(expression: SQL): Set<string> {
  const text = new PgDialect().sqlToQuery(expression).sql;
  const tableOf = new Map(
    [...text.matchAll(/"(\w+)" as "?(\w+)"?/g)].map(([, table, alias]) => [alias!, table!]),
  );
  return new Set(
    [...text.matchAll(/"(\w+)"\."(\w+)"/g)].map(
      ([, table, column]) => `${tableOf.get(table!) ?? table}.${column}`,
    ),
  );
}

/** `table.column` of the columns listed by a catalogue's array of attribute numbers. */
async function catalogueColumns(
  from: string,
  relation: string,
  attributes: string,
  where: string,
): Promise<Set<string>> {
  const rows = await queryRows<{ column: string }>(
    world.db,
    sql.raw(`SELECT c.relname || '.' || a.attname AS "column" FROM ${from}
      JOIN pg_class c ON c.oid = ${relation}
      JOIN pg_attribute a ON a.attrelid = ${relation} AND a.attnum = ANY (${attributes}::int2[])
      WHERE ${where}`),
  );
  return new Set(rows.map((row) => row.column));
}

/** `table.column` of every column an `AFTER UPDATE OF …` list-text trigger watches. */
const columnsWatched = () =>
  catalogueColumns('pg_trigger t', 't.tgrelid', 't.tgattr', "t.tgname LIKE '%list_texts_stale'");

/** `table.column` of every primary key. */
const keys = () => catalogueColumns('pg_index i', 'i.indrelid', 'i.indkey', 'i.indisprimary');

describe('kept list texts', () => {
  const expressions = {
    'booking head': bookingListText.head,
    'booking tail': bookingListText.tail,
    'slot head': slotListText.head,
    'slot tail': slotListText.tail,
  };

  it.each(Object.entries(expressions))(
    'read from other tables only columns their triggers watch (%s)',
    async (_name, expression) => {
      const watched = await columnsWatched();
      const primaryKeys = await keys();
      const unwatched = [...columnsRead(expression)].filter(
        (column) =>
          !/^(bookings|booking_slots)\./.test(column) &&
          !watched.has(column) &&
          !primaryKeys.has(column),
      );
      expect(unwatched).toEqual([]);
    },
  );

  it('are checked against triggers that exist', async () => {
    const watched = await columnsWatched();
    expect(watched).toContain('places.name');
    expect(watched).toContain('users.last_name');
    // A column the texts read, were its trigger to forget it, is what the test above catches.
    expect(columnsRead(bookingListText.head)).toContain('places.name');
  });
});
