import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';
import {
  MAX_NAMED_SHAPES,
  executeNamed,
  perConnection,
  prepareRaw,
  type RawStatement,
} from './prepared.ts';

/**
 * Sends several writes as one statement (PostgreSQL's data-modifying WITH): one round trip in
 * place of one per write, so a transaction holds its locks for less time. They all see the
 * database as it was before the statement, so none may depend on what another writes (a foreign
 * key to a row written earlier in the transaction is fine); a constraint refused by any of them
 * refuses the statement, and the transaction with it. Its text varies only with the writes'
 * shape: each connection parses and plans it once (executeNamed).
 */
export async function writeTogether(
  db: Database | Transaction,
  writes: readonly SQLWrapper[],
): Promise<void> {
  if (writes.length === 0) return;
  await executeNamed(db, together(writes));
}

function together(writes: readonly SQLWrapper[]): SQL {
  // getSQL: a builder set in a template comes in parentheses, which a WITH's INSERT refuses.
  const last = writes[writes.length - 1]!.getSQL();
  const first = writes
    .slice(0, -1)
    .map((write, index) => sql`${sql.identifier(`write_${index}`)} as (${write.getSQL()})`);
  return first.length === 0 ? sql`${last}` : sql`with ${sql.join(first, sql`, `)} ${last}`;
}

const preparedWrites = perConnection(() => new Map<string, RawStatement>());

/**
 * writeTogether for a step run at every request: its writes, every value a placeholder
 * (PlaceholderValues), are built and prepared once per connection and shape, under the shape's
 * name, then run with `values`. The shape must name everything the text depends on (how many
 * slots, say). Past MAX_NAMED_SHAPES a new shape is built at every run and sent unnamed.
 */
export async function writeTogetherPrepared(
  db: Database | Transaction,
  shape: string,
  values: Record<string, unknown>,
  build: () => readonly SQLWrapper[],
): Promise<void> {
  const known = preparedWrites(db);
  let statement = known.get(shape);
  if (!statement) {
    const named = known.size < MAX_NAMED_SHAPES;
    statement = prepareRaw(db, together(build()), named ? shape : undefined);
    if (named) known.set(shape, statement);
  }
  await statement.execute(values);
}
