import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';
import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import { queryRows } from './raw-query.ts';

/**
 * The same reference as an SQL expression, for the INSERT of the booking itself: the sequence
 * is drawn in that statement, without a round trip of its own.
 */
export function bookingReferenceSql(now: Date): SQL<string> {
  return sql<string>`${`RES-${parisPartsOf(now).year}-`} || lpad(nextval('booking_reference_seq')::text, 6, '0')`;
}

/** DESIGN §5: a human booking reference, RES-2026-000042, from booking_reference_seq. */
export async function nextBookingReference(db: Database | Transaction, now: Date): Promise<string> {
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`SELECT lpad(nextval('booking_reference_seq')::text, 6, '0') AS number`,
  );
  return `RES-${parisPartsOf(now).year}-${row!.number}`;
}
