import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, bookingSlots } from '../../db/schema.ts';

const CLAIM_BATCH = 50;

/**
 * Validated bookings whose every slot not cancelled has ended, locked `FOR UPDATE SKIP LOCKED`:
 * several instances running the job at once each take other rows, and a row taken by one is
 * skipped by the others until its transaction ends (then its status says it is done).
 * The last end of the slots not cancelled (NULL without any, which finishes nothing) is one
 * probe of booking_slots_booking_end_idx per validated booking of bookings_validated_idx: on a
 * region's data 34 ms a pass on PostgreSQL instead of 407 ms for two slot probes per booking
 * over the bookings' primary key, and PGlite, whose one connection every request waits for,
 * was held ≈ 0.65 s a minute (docs/performance.md).
 */
export async function claimEndedBookings(tx: Database, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'validated'),
        sql`(select max(${bookingSlots.endDate}) from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id} and not ${bookingSlots.cancelled}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}
