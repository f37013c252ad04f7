import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { SCHOOL_HOLIDAYS_VERSION_KEY, versionOfKeys } from '../../db/indicator-versions.ts';
import { epochMs, isoInstant } from '../../db/json-rows.ts';
import { SEPARATORS, separatorSql, textList } from '../../db/json-text.ts';
import { statementsByShape } from '../../db/prepared.ts';
import { facilities, places, timeSlots } from '../../db/schema.ts';
import type { Interval } from '@espaces/domain/availability/intervals';
import type { PlaceClosureSources } from '../closures/closure-calendar.ts';
import { importedSchoolHolidaysOfZone } from '../closures/imported-school-holidays.ts';
import type { OpeningWindowFilters, PlaceForAvailability } from './availability.repository.ts';

// The read of GET /api/places/{id}/time_slots in one statement: the place with what
// decides who sees it, the page of windows and how many match, and (when asked) the active
// slots and the closures they are shown against.

export interface OpeningWindowsReadOptions extends OpeningWindowFilters {
  order: 'asc' | 'desc';
  page: { limit: number | undefined; offset: number };
  withBookedSlots: boolean;
  excludeBookingId?: string;
}

/** A window of the page: its bounds as instants (ms) and as the answer writes them. */
export interface ListedOpeningWindow extends Interval {
  id: string;
  startDate: string;
  endDate: string;
}

/** An active booking slot as its window shows it: instants (ms), its booking. */
export interface BookedInterval extends Interval {
  bookingId: string;
  bookingReference: string;
}

export interface OpeningWindowsRead {
  place: PlaceForAvailability;
  /** The data version of what the read read, in its statement (db/indicator-versions.ts). */
  version: string;
  /** Its keys: the place, its facility and territory (closures), the school holidays. */
  keys: string;
  windows: ListedOpeningWindow[];
  /** Every matching window's count; null when the page came back empty past the first. */
  total: number | null;
  /** With the booked slots: the active slots over the page's span, by start, and closures. */
  availability: {
    bookedSlots: BookedInterval[];
    closures: PlaceClosureSources;
  } | null;
}

/** Which options are set (their values are placeholders): 2⁵ shapes by order at most. */
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
 * One row per place (none when it does not exist): its access data, then aggregated columns
 * that Node reads as one text each instead of mapping a row per window or slot. The windows CTE
 * pages (the count rides along as a window function); the slots are those overlapping the
 * page's span (extra ones between windows are clipped away by the presenter), probed through
 * the gist index of booking_slots_no_overlap (place_id, tstzrange) WHERE active; the closures
 * those ending on the UTC day of the first window or later (a Paris day is never earlier).
 */
function readQuery(db: Database, options: OpeningWindowsReadOptions) {
  const direction = options.order === 'asc' ? asc : desc;
  const placeId = sql.placeholder('placeId');
  const matching = db
    .select({
      id: timeSlots.id,
      startDate: timeSlots.startDate,
      endDate: timeSlots.endDate,
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.placeId, placeId),
        options.startsBefore && lt(timeSlots.startDate, sql.placeholder('startsBefore')),
        options.endsAfter && gt(timeSlots.endDate, sql.placeholder('endsAfter')),
      ),
    )
    .orderBy(direction(timeSlots.startDate), direction(timeSlots.id))
    .offset(sql.placeholder('offset'));
  const w = db
    .$with('w')
    .as(options.page.limit === undefined ? matching : matching.limit(sql.placeholder('limit')));
  const dir = sql.raw(options.order);
  const [start, end] = [sql.raw('w.start_date'), sql.raw('w.end_date')];
  // Text, not json_agg of json_build_array: a month's 27 windows cost PostgreSQL ≈ 45 µs less
  // (json_build_array looks up each value's type at every call; epochMs is numeric arithmetic).
  const windows = sql<string>`(SELECT coalesce(string_agg(
      w.id::text || ${separatorSql(WINDOW_FIELD)} || ${isoInstant(start)} || ${separatorSql(WINDOW_FIELD)} || ${isoInstant(end)},
      ${separatorSql(WINDOW)} ORDER BY w.start_date ${dir}, w.id ${dir}), '') FROM w)`;
  const excluded =
    options.excludeBookingId === undefined
      ? sql``
      : sql`AND b.id <> ${sql.placeholder('excludeBookingId')}`;
  const booked = sql<[number, number, string, string][]>`(SELECT coalesce(json_agg(json_build_array(
      ${epochMs(sql.raw('bs.start_date'))}, ${epochMs(sql.raw('bs.end_date'))}, b.id, b.reference)
      ORDER BY bs.start_date), '[]'::json)
    FROM booking_slots bs JOIN bookings b ON b.id = bs.booking_id
    WHERE bs.place_id = ${placeId} AND bs.active
      AND tstzrange(bs.start_date, bs.end_date) &&
        (SELECT tstzrange(min(w.start_date), max(w.end_date)) FROM w) ${excluded})`;
  const closures = sql<[string, string, string][]>`(SELECT coalesce(json_agg(json_build_array(
      c.from_date, c.to_date, c.label) ORDER BY c.from_date), '[]'::json)
    FROM closures c
    WHERE (c.facility_id = ${facilities.id} OR c.territory_id = ${facilities.territoryId})
      AND c.to_date >= (SELECT (min(w.start_date) AT TIME ZONE 'UTC')::date FROM w))`;
  const none = sql<null>`null`;
  const keys = sql<string>`concat_ws(',', ${places.id}, ${facilities.id}, ${facilities.territoryId},
      ${sql.raw(`'${SCHOOL_HOLIDAYS_VERSION_KEY}'`)})`;
  return db
    .with(w)
    .select({
      id: places.id,
      facilityId: places.facilityId,
      territoryId: facilities.territoryId,
      published: places.published,
      schoolZone: facilities.schoolZone,
      closedOnPublicHolidays: facilities.closedOnPublicHolidays,
      total: sql<string | null>`(SELECT w.total FROM w LIMIT 1)`,
      windows,
      booked: options.withBookedSlots ? booked : none,
      closures: options.withBookedSlots ? closures : none,
      importedSchoolHolidays: options.withBookedSlots
        ? importedSchoolHolidaysOfZone(facilities.schoolZone)
        : none,
      keys,
      version: versionOfKeys(keys),
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, placeId));
}

/** Between the windows of the page's text, and between a window's id and bounds. */
const [WINDOW, WINDOW_FIELD] = SEPARATORS;

/**
 * A window as the page's text writes it. Its bounds are written to the millisecond, truncated
 * as the driver's Date truncates (isoInstant), so parsing them gives back the exact instants.
 */
function listedWindowOf(text: string): ListedOpeningWindow {
  const [id = '', startDate = '', endDate = ''] = text.split(WINDOW_FIELD);
  return { id, start: Date.parse(startDate), end: Date.parse(endDate), startDate, endDate };
}

const readStatements =
  statementsByShape<ReturnType<ReturnType<typeof readQuery>['prepare']>>('opening_windows_read');

/** The place and its windows as the route shows them; undefined when the place does not exist. */
export async function readOpeningWindows(
  db: Database,
  placeId: string,
  options: OpeningWindowsReadOptions,
): Promise<OpeningWindowsRead | undefined> {
  const { limit, offset } = options.page;
  const statement = readStatements(db, shapeOf(options), () => readQuery(db, options));
  const [row] = await statement.execute({
    placeId,
    startsBefore: options.startsBefore?.toISOString(),
    endsAfter: options.endsAfter?.toISOString(),
    limit,
    offset,
    excludeBookingId: options.excludeBookingId,
  });
  if (!row) return undefined;
  const { schoolZone, closedOnPublicHolidays, booked, closures, importedSchoolHolidays } = row;
  return {
    place: {
      id: row.id,
      facilityId: row.facilityId,
      territoryId: row.territoryId,
      published: row.published,
    },
    version: row.version,
    keys: row.keys,
    windows: textList(row.windows, WINDOW).map(listedWindowOf),
    total: row.total === null ? (offset === 0 ? 0 : null) : Number(row.total),
    availability:
      booked && closures && importedSchoolHolidays
        ? {
            bookedSlots: booked.map(([start, end, bookingId, bookingReference]) => ({
              start,
              end,
              bookingId,
              bookingReference,
            })),
            closures: {
              schoolZone,
              closedOnPublicHolidays,
              declared: closures.map(([fromDate, toDate, label]) => ({ fromDate, toDate, label })),
              importedSchoolHolidays,
            },
          }
        : null,
  };
}
