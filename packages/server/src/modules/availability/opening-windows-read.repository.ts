import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statementsByShape } from '../../db/prepared.ts';
import { timeSlots } from '../../db/schema.ts';
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

interface BookedSlotJson {
  startDate: string;
  endDate: string;
  bookingId: string;
  bookingReference: string;
}

/** Which options are set (their values are placeholders): 2⁶ shapes at most. */
function shapeOf(options: OpeningWindowsReadOptions): string {
  const flags = [
    options.startsBefore,
    options.endsAfter,
    options.page.limit,
    options.withBookedSlots || undefined,
    options.excludeBookingId,
  ];
  return `${options.order} ${flags.map((flag) => (flag === undefined ? '-' : '+')).join('')}`;
}

/**
 * The inner query pages the windows (the count rides along as a window function), the outer
 * one looks up the booked slots of the page's windows only, through the index of
 * booking_slots_no_overlap's columns (place_id, start_date).
 */
function windowsQuery(db: Database, options: OpeningWindowsReadOptions) {
  const direction = options.order === 'asc' ? asc : desc;
  const matching = db
    .select({
      id: timeSlots.id,
      startDate: timeSlots.startDate,
      endDate: timeSlots.endDate,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.placeId, sql.placeholder('placeId')),
        options.startsBefore && lt(timeSlots.startDate, sql.placeholder('startsBefore')),
        options.endsAfter && gt(timeSlots.endDate, sql.placeholder('endsAfter')),
      ),
    )
    .orderBy(direction(timeSlots.startDate), direction(timeSlots.id))
    .offset(sql.placeholder('offset'));
  const w = (
    options.page.limit === undefined ? matching : matching.limit(sql.placeholder('limit'))
  ).as('w');
  const excluded =
    options.excludeBookingId === undefined
      ? sql``
      : sql`AND b.id <> ${sql.placeholder('excludeBookingId')}`;
  // w.… written out: drizzle would render the subquery's columns unqualified, which inside
  // this subquery would name booking_slots' own columns.
  const booked = options.withBookedSlots
    ? sql<BookedSlotJson[]>`(SELECT coalesce(json_agg(json_build_object('startDate', bs.start_date,
        'endDate', bs.end_date, 'bookingId', b.id, 'bookingReference', b.reference)
        ORDER BY bs.start_date), '[]'::json)
      FROM booking_slots bs JOIN bookings b ON b.id = bs.booking_id
      WHERE bs.place_id = ${sql.placeholder('placeId')} AND bs.active
        AND bs.start_date < w.end_date AND bs.end_date > w.start_date ${excluded})`
    : sql<BookedSlotJson[]>`'[]'::json`;
  return db
    .select({ id: w.id, startDate: w.startDate, endDate: w.endDate, total: w.total, booked })
    .from(w)
    .orderBy(direction(w.startDate), direction(w.id));
}

const windowsStatements =
  statementsByShape<ReturnType<ReturnType<typeof windowsQuery>['prepare']>>('opening_windows');

export async function readOpeningWindows(
  db: Database,
  placeId: string,
  options: OpeningWindowsReadOptions,
): Promise<OpeningWindowsRead> {
  const { limit, offset } = options.page;
  const statement = windowsStatements(db, shapeOf(options), () => windowsQuery(db, options));
  const rows = await statement.execute({
    placeId,
    startsBefore: options.startsBefore?.toISOString(),
    endsAfter: options.endsAfter?.toISOString(),
    limit,
    offset,
    excludeBookingId: options.excludeBookingId,
  });
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
    windows: rows.map(({ id, startDate, endDate }) => ({ id, startDate, endDate })),
    total: rows[0]?.total ?? (offset === 0 ? 0 : null),
    bookedSlots,
  };
}
