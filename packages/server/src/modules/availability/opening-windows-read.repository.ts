import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw-query.ts';
import type {
  ActiveBookingSlotRow,
  OpeningWindowFilters,
  OpeningWindowRow,
} from './availability.repository.ts';

// The read of GET /api/places/{id}/time_slots in one round trip (issue 16): the page of
// windows, how many match, and (when asked) the active slots inside each window.

export interface OpeningWindowsReadOptions extends OpeningWindowFilters {
  order: 'asc' | 'desc';
  page: { limit: number | undefined; offset: number };
  withBookedSlots: boolean;
  excludeBookingId?: string;
}

export interface OpeningWindowsRead {
  windows: OpeningWindowRow[];
  /** Every matching window's count; null when the page came back empty past the first. */
  total: number | null;
  /** Active slots overlapping the listed windows, by start (each once). */
  bookedSlots: ActiveBookingSlotRow[];
}

interface WindowRow extends Record<string, unknown> {
  id: string;
  startDate: string;
  endDate: string;
  total: number;
  booked: { startDate: string; endDate: string; bookingId: string; bookingReference: string }[];
}

function bookedSlotsColumn(placeId: string, excludeBookingId: string | undefined): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('startDate', bs.start_date,
      'endDate', bs.end_date, 'bookingId', b.id, 'bookingReference', b.reference)
      ORDER BY bs.start_date), '[]'::json)
    FROM booking_slots bs JOIN bookings b ON b.id = bs.booking_id
    WHERE bs.place_id = ${placeId} AND bs.active
      AND bs.start_date < w.end_date AND bs.end_date > w.start_date
      ${excludeBookingId === undefined ? sql`` : sql`AND b.id <> ${excludeBookingId}`})`;
}

/**
 * The inner query pages the windows (the count rides along as a window function), the outer
 * one looks up the booked slots of the page's windows only, through the index of
 * booking_slots_no_overlap's columns (place_id, start_date).
 */
export async function readOpeningWindows(
  db: Database,
  placeId: string,
  options: OpeningWindowsReadOptions,
): Promise<OpeningWindowsRead> {
  const direction = options.order === 'asc' ? sql`ASC` : sql`DESC`;
  const { limit, offset } = options.page;
  const rows = await queryRows<WindowRow>(
    db,
    sql`SELECT w.id, to_json(w.start_date) AS "startDate", to_json(w.end_date) AS "endDate",
        w.total::int AS total,
        ${options.withBookedSlots ? bookedSlotsColumn(placeId, options.excludeBookingId) : sql`'[]'::json`} AS booked
      FROM (
        SELECT id, start_date, end_date, count(*) OVER () AS total FROM time_slots
        WHERE place_id = ${placeId}
          ${options.startsBefore ? sql`AND start_date < ${options.startsBefore.toISOString()}::timestamptz` : sql``}
          ${options.endsAfter ? sql`AND end_date > ${options.endsAfter.toISOString()}::timestamptz` : sql``}
        ORDER BY start_date ${direction}, id ${direction}
        ${limit === undefined ? sql`` : sql`LIMIT ${limit}`} OFFSET ${offset}
      ) AS w
      ORDER BY w.start_date ${direction}, w.id ${direction}`,
  );
  const seen = new Set<string>();
  const bookedSlots = rows
    .flatMap((row) => row.booked)
    .filter((slot) => {
      const key = `${slot.bookingId} ${slot.startDate}`;
      return !seen.has(key) && seen.add(key);
    })
    .map((slot) => ({
      ...slot,
      startDate: new Date(slot.startDate),
      endDate: new Date(slot.endDate),
    }))
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  return {
    windows: rows.map((row) => ({
      id: row.id,
      startDate: new Date(row.startDate),
      endDate: new Date(row.endDate),
    })),
    total: rows[0]?.total ?? (offset === 0 ? 0 : null),
    bookedSlots,
  };
}
