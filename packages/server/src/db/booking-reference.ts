import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';
import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import { bookingReferenceLabel } from '@espaces/domain/booking/booking-reference';
import { queryRows } from './raw-query.ts';

/**
 * The number of the next reference as an SQL expression (six digits), drawn by a statement the
 * request sends anyway: a booking's writes then need nothing back from the database. Like any
 * sequence, a request refused later leaves a gap.
 */
export function bookingReferenceNumberSql(): SQL<string> {
  return sql<string>`lpad(nextval('booking_reference_seq')::text, 6, '0')`;
}

/** The reference of a booking made at `now` from its drawn number. */
export function bookingReference(now: Date, number: string): string {
  return bookingReferenceLabel(parisPartsOf(now).year, number);
}

/**
 * A human booking reference (docs/bookings.md#references-and-history), RES-2026-000042, from
 * booking_reference_seq.
 */
export async function nextBookingReference(db: Database | Transaction, now: Date): Promise<string> {
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`SELECT ${bookingReferenceNumberSql()} AS number`,
  );
  return bookingReference(now, row!.number);
}
