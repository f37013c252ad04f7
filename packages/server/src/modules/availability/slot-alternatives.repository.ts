import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { NEARBY_READ_LIMIT, NEARBY_RADIUS_KM } from '@espaces/domain/booking/nearby-places';
import type { Database } from '../../db/client.ts';
import { epochMs } from '../../db/json-rows.ts';
import { bookingSlots, closures, facilities, places, timeSlots } from '../../db/schema.ts';
import type { PlaceClosureSources } from '../closures/closure-calendar.ts';
import {
  importedSchoolHolidaysOfZone,
  type ImportedSchoolHolidayRow,
} from '../closures/imported-school-holidays.ts';
import type { PlaceForAvailability } from './availability.repository.ts';

// The read of the alternatives to a taken slot (docs/bookings.md#alternatives); no decisions here.

export interface AlternativePlaceRow {
  id: string;
  name: string;
  windows: { startDate: Date; endDate: Date }[];
  busy: { startDate: Date; endDate: Date }[];
}

/** A place of the same type in another facility, with what closes that facility. */
export interface NearbyPlaceRow extends AlternativePlaceRow {
  facilityName: string;
  city: string;
  latitude: number;
  longitude: number;
  closures: PlaceClosureSources;
}

export interface SlotAlternativesRead {
  place: PlaceForAvailability & { name: string; latitude: number; longitude: number };
  /** The place itself and the published places of its type in its facility, by name. */
  candidates: AlternativePlaceRow[];
  closures: PlaceClosureSources;
  /** The end of the range read: `to`, or the end of the place's last opening window. */
  periodEnd: Date | null;
  /** The nearest published places of its type in other active facilities (at most a few). */
  nearby: NearbyPlaceRow[];
}

type Pairs = [number, number][];
type ClosureRow = [string, string, string];
type NearbyRow = [
  string,
  string,
  string,
  string,
  number,
  number,
  string | null,
  boolean,
  ClosureRow[],
  ImportedSchoolHolidayRow[],
  Pairs,
  Pairs,
];

const ranges = (pairs: Pairs) =>
  pairs.map(([start, end]) => ({ startDate: new Date(start), endDate: new Date(end) }));

/** One degree of latitude, in kilometres: the bounds of the nearby read. */
const KM_PER_DEGREE = 111.19;

/** What closes a facility (its own and its territory's closures) from `since` on, as JSON. */
const closuresOf = (facility: { id: SQLWrapper; territoryId: SQLWrapper }, since: string) =>
  sql<ClosureRow[]>`(SELECT coalesce(json_agg(json_build_array(
      c.from_date, c.to_date, c.label) ORDER BY c.from_date), '[]'::json)
    FROM ${closures} c
    WHERE (c.facility_id = ${facility.id} OR c.territory_id = ${facility.territoryId})
      AND c.to_date >= ${since})`;

const closureSources = (
  schoolZone: string | null,
  closedOnPublicHolidays: boolean,
  declared: ClosureRow[],
  importedSchoolHolidays: ImportedSchoolHolidayRow[],
): PlaceClosureSources => ({
  schoolZone,
  closedOnPublicHolidays,
  declared: declared.map(([fromDate, toDate, label]) => ({ fromDate, toDate, label })),
  importedSchoolHolidays,
});

/**
 * In one statement: the place, what closes its facility from `since` on, and for the place,
 * the other published places of its type in the facility and (with `nearby`) the nearest
 * published places of its type in other active facilities within NEARBY_RADIUS_KM (a box of
 * that half-side, the nearest NEARBY_READ_LIMIT by a flat-earth distance), their opening windows
 * and active booked slots overlapping [from, to); `to` null reads up to the end of the place's
 * last opening window (the period of a yearly request).
 */
export async function readSlotAlternatives(
  db: Database,
  placeId: string,
  range: { from: Date; to: Date | null; since: string; nearby: boolean },
): Promise<SlotAlternativesRead | undefined> {
  const from = range.from.toISOString();
  const periodEnd: SQL = range.to
    ? sql`${range.to.toISOString()}::timestamptz`
    : sql`(SELECT max(t.end_date) FROM ${timeSlots} t WHERE t.place_id = ${places.id})`;
  const pairs = (table: SQLWrapper, place: string) =>
    sql`(SELECT coalesce(json_agg(json_build_array(
        ${epochMs(sql.raw('r.start_date'))}, ${epochMs(sql.raw('r.end_date'))})
        ORDER BY r.start_date), '[]'::json) FROM ${table} r
      WHERE r.place_id = ${sql.raw(place)}.id AND r.start_date < ${periodEnd}
        AND r.end_date > ${from})`;
  const windowsOf = (place: string) => pairs(sql`${timeSlots}`, place);
  const busyOf = (place: string) => pairs(sql`(SELECT * FROM ${bookingSlots} WHERE active)`, place);
  const degrees = NEARBY_RADIUS_KM / KM_PER_DEGREE;
  const flatDistance = sql`(n.latitude - ${facilities.latitude}) ^ 2
    + ((n.longitude - ${facilities.longitude}) * cos(radians(${facilities.latitude}))) ^ 2`;
  const nearby = range.nearby
    ? sql<NearbyRow[]>`(SELECT coalesce(json_agg(json_build_array(
          o.id, o.name, o.facility_name, o.city, o.latitude, o.longitude, o.school_zone,
          o.closed_on_public_holidays, ${closuresOf({ id: sql.raw('o.facility_id'), territoryId: sql.raw('o.territory_id') }, range.since)},
          ${importedSchoolHolidaysOfZone(sql.raw('o.school_zone'))},
          ${windowsOf('o')}, ${busyOf('o')}) ORDER BY o.distance, o.name, o.id), '[]'::json)
        FROM (SELECT p.id, p.name, n.id AS facility_id, n.territory_id, n.name AS facility_name,
            n.city, n.latitude, n.longitude, n.school_zone, n.closed_on_public_holidays,
            ${flatDistance} AS distance
          FROM ${places} p JOIN ${facilities} n ON n.id = p.facility_id
          WHERE p.place_type_id = ${places.placeTypeId} AND p.published AND n.active
            AND n.id <> ${facilities.id}
            AND abs(n.latitude - ${facilities.latitude}) <= ${degrees}
            AND abs(n.longitude - ${facilities.longitude})
              * cos(radians(${facilities.latitude})) <= ${degrees}
          ORDER BY distance, p.name, p.id LIMIT ${NEARBY_READ_LIMIT}) o)`
    : sql<NearbyRow[]>`'[]'::json`;
  const [row] = await db
    .select({
      id: places.id,
      name: places.name,
      facilityId: places.facilityId,
      territoryId: facilities.territoryId,
      published: places.published,
      latitude: facilities.latitude,
      longitude: facilities.longitude,
      schoolZone: facilities.schoolZone,
      closedOnPublicHolidays: facilities.closedOnPublicHolidays,
      closures: closuresOf(facilities, range.since),
      importedSchoolHolidays: importedSchoolHolidaysOfZone(facilities.schoolZone),
      periodEnd: sql<number | null>`${epochMs(periodEnd)}`,
      candidates: sql<[string, string, Pairs, Pairs][]>`(SELECT coalesce(json_agg(
          json_build_array(s.id, s.name, ${windowsOf('s')}, ${busyOf('s')})
          ORDER BY s.name, s.id), '[]'::json)
        FROM ${places} s
        WHERE s.facility_id = ${places.facilityId} AND s.place_type_id = ${places.placeTypeId}
          AND (s.id = ${places.id} OR s.published))`,
      nearby,
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, placeId));
  if (!row) return undefined;
  return {
    place: {
      id: row.id,
      name: row.name,
      facilityId: row.facilityId,
      territoryId: row.territoryId,
      published: row.published,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    candidates: row.candidates.map(([id, name, windows, busy]) => ({
      id,
      name,
      windows: ranges(windows),
      busy: ranges(busy),
    })),
    closures: closureSources(
      row.schoolZone,
      row.closedOnPublicHolidays,
      row.closures,
      row.importedSchoolHolidays,
    ),
    periodEnd: row.periodEnd === null ? null : new Date(Number(row.periodEnd)),
    nearby: row.nearby.map(
      ([
        id,
        name,
        facilityName,
        city,
        latitude,
        longitude,
        zone,
        holidays,
        declared,
        imported,
        windows,
        busy,
      ]) => ({
        id,
        name,
        facilityName,
        city,
        latitude,
        longitude,
        closures: closureSources(zone, holidays, declared, imported),
        windows: ranges(windows),
        busy: ranges(busy),
      }),
    ),
  };
}
