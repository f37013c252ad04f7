import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { agreementReferenceCounters, receiptCounters } from './schema.ts';

/**
 * The next number of `year` from a per-year counter (receipts, agreement references): the row
 * stays locked until the caller's transaction ends, and a rollback gives the number back, so a
 * year's numbers have no gaps.
 */
export async function takeYearlyNumber(
  tx: Database,
  counter: typeof receiptCounters | typeof agreementReferenceCounters,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(counter)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: counter.year,
      set: { lastNumber: sql`${counter.lastNumber} + 1` },
    })
    .returning({ lastNumber: counter.lastNumber });
  return row!.lastNumber;
}
