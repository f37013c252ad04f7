import { BOOKING_STATUSES, CURRENT_STATUSES } from '@espaces/domain/booking/booking-statuses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/database.ts';
import { queryRows } from './raw-query.ts';

// The database trigger that frees or holds a booking's slots (docs/bookings.md#no-double-booking)
// keeps its own list of statuses: it must be the domain's current statuses, no more, no less.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('holds the slots of a booking in exactly the current statuses', async () => {
  const rows = await queryRows<{ status: string; holds: boolean }>(
    database.db,
    sql`SELECT status, booking_status_holds_slots(status) AS holds
        FROM unnest(${`{${BOOKING_STATUSES.join(',')}}`}::text[]) AS status`,
  );
  const holding = rows.filter((row) => row.holds).map((row) => row.status);
  expect(rows).toHaveLength(BOOKING_STATUSES.length);
  expect(holding.sort()).toEqual([...CURRENT_STATUSES].sort());
});
