import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agreementBookings, agreements, bookings } from '../../db/schema.ts';

const CLAIM_BATCH = 50;

/**
 * Signed agreements whose bookings are all finished or cancelled, locked `FOR UPDATE SKIP
 * LOCKED` like the ended bookings (modules/bookings/finish-ended-bookings.repository.ts).
 */
export async function claimCompletedAgreements(tx: Database): Promise<string[]> {
  const rows = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.status, 'signed'),
        sql`not exists (select 1 from ${agreementBookings} inner join ${bookings} on ${bookings.id} = ${agreementBookings.bookingId} where ${agreementBookings.agreementId} = ${agreements.id} and ${bookings.status} not in ('finished', 'cancelled'))`,
      ),
    )
    .orderBy(asc(agreements.id))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}
