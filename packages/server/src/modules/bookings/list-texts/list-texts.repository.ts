import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw-query.ts';
import { bookings, bookingSlots } from '../../../db/schema.ts';
import { bookingListText } from '../bookings-list.repository.ts';
import { slotListText } from '../booking-slots.repository.ts';

// The list texts kept in columns (a cache, migration 0021): triggers null them in the
// transaction of any change they depend on; this writes the NULL ones again, with the very
// expressions the lists write them with.

const staleTexts = [
  { table: bookings, texts: bookingListText },
  { table: bookingSlots, texts: slotListText },
];

/**
 * The texts of at most `limit` rows of the table whose texts are NULL, written; returns how
 * many. A row changed since the statement's snapshot (its xmin no longer the one read) is
 * left NULL: its text, written from that snapshot, could show what a concurrent change (a
 * place renamed, nulling it) replaced. PostgreSQL checks the condition again on the row's
 * newest version when it had to wait for it.
 */
function fillStatement({ table, texts }: (typeof staleTexts)[number], limit: number): SQL {
  return sql`update ${table}
    set ${sql.identifier('list_text_head')} = ${texts.head},
      ${sql.identifier('list_text_tail')} = ${texts.tail}
    from (select ${table.id} as id, ${table}.xmin as xmin from ${table}
      where ${table.listTextHead} is null or ${table.listTextTail} is null
      limit ${limit}) as stale
    where ${table.id} = stale.id and ${table}.xmin = stale.xmin
    returning 1 as filled`;
}

/** Writes every NULL list text, `batch` rows a statement; returns how many were written. */
export async function fillListTexts(db: Database, batch = 1_000): Promise<number> {
  let filled = 0;
  for (const stale of staleTexts) {
    for (;;) {
      const rows = await queryRows(db, fillStatement(stale, batch));
      filled += rows.length;
      if (rows.length < batch) break;
    }
  }
  return filled;
}
