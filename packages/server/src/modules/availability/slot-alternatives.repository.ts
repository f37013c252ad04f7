import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { epochMs } from '../../db/json-rows.ts';
import { bookingSlots, closures, facilities, places, timeSlots } from '../../db/schema.ts';
import type { PlaceClosureSources } from '../closures/closure-calendar.ts';
import { importedSchoolHolidaysOfZone } from '../closures/imported-school-holidays.ts';
import type { PlaceForAvailability } from './availability.repository.ts';

// The read of the alternatives to a taken slot (docs/bookings.md#alternatives); no decisions here.

export interface AlternativePlaceRow {
  id: string;
  name: string;
  windows: { startDate: Date; endDate: Date }[];
  busy: { startDate: Date; endDate: Date }[];
}

export interface SlotAlternativesRead {
  place: PlaceForAvailability & { name: string };
  /** The place itself and the published places of its type in its facility, by name. */
  candidates: AlternativePlaceRow[];
  closures: PlaceClosureSources;
}

type Pairs = [number, number][];

const ranges = (pairs: Pairs) =>
  pairs.map(([start, end]) => ({ startDate: new Date(start), endDate: new Date(end) }));

/**
 * In one statement: the place, what closes its facility from `from` on, and for the place and
 * the other published places of its type in the facility their opening windows and active
 * booked slots overlapping [from, to).
 */
export async function readSlotAlternatives(
  db: Database,
  placeId: string,
  range: { from: Date; to: Date; since: string },
): Promise<SlotAlternativesRead | undefined> {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const pairs = (table: ReturnType<typeof sql>) =>
    sql`(SELECT coalesce(json_agg(json_build_array(
        ${epochMs(sql.raw('r.start_date'))}, ${epochMs(sql.raw('r.end_date'))})
        ORDER BY r.start_date), '[]'::json) FROM ${table} r
      WHERE r.place_id = s.id AND r.start_date < ${to} AND r.end_date > ${from})`;
  const [row] = await db
    .select({
      id: places.id,
      name: places.name,
      facilityId: places.facilityId,
      territoryId: facilities.territoryId,
      published: places.published,
      schoolZone: facilities.schoolZone,
      closedOnPublicHolidays: facilities.closedOnPublicHolidays,
      closures: sql<[string, string, string][]>`(SELECT coalesce(json_agg(json_build_array(
          c.from_date, c.to_date, c.label) ORDER BY c.from_date), '[]'::json)
        FROM ${closures} c
        WHERE (c.facility_id = ${facilities.id} OR c.territory_id = ${facilities.territoryId})
          AND c.to_date >= ${range.since})`,
      importedSchoolHolidays: importedSchoolHolidaysOfZone(facilities.schoolZone),
      candidates: sql<[string, string, Pairs, Pairs][]>`(SELECT coalesce(json_agg(
          json_build_array(s.id, s.name, ${pairs(sql`${timeSlots}`)},
            ${pairs(sql`(SELECT * FROM ${bookingSlots} WHERE active)`)})
          ORDER BY s.name, s.id), '[]'::json)
        FROM ${places} s
        WHERE s.facility_id = ${places.facilityId} AND s.place_type_id = ${places.placeTypeId}
          AND (s.id = ${places.id} OR s.published))`,
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
    },
    candidates: row.candidates.map(([id, name, windows, busy]) => ({
      id,
      name,
      windows: ranges(windows),
      busy: ranges(busy),
    })),
    closures: {
      schoolZone: row.schoolZone,
      closedOnPublicHolidays: row.closedOnPublicHolidays,
      declared: row.closures.map(([fromDate, toDate, label]) => ({ fromDate, toDate, label })),
      importedSchoolHolidays: row.importedSchoolHolidays,
    },
  };
}
