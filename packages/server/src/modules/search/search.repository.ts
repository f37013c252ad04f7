import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import {
  bookingSlots,
  closures,
  facilities,
  facilityTypes,
  places,
  placeTypes,
  territories,
  timeSlots,
} from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';

// Queries of the place search; the service decides what the filters mean.

export interface InstantRange {
  start: Date;
  end: Date;
}

export interface PlaceSearchFilters {
  territoryIds?: string[];
  facilityTypeIds?: string[];
  placeTypeIds?: string[];
  minimumCapacity?: number;
  reducedMobilityAccess?: boolean;
  /** Only places free over this whole range. */
  freeOver?: InstantRange;
  /** Issue 18: only places whose facility is open on these Paris days (first, last). */
  openOn?: {
    firstDay: string;
    lastDay: string;
    closedZones: readonly string[];
    publicHoliday: boolean;
  };
  search?: string;
  limit: number;
  offset: number;
}

const range = ({ start, end }: InstantRange): SQL =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`;

/**
 * One opening window covers the whole range, and no active booking slot overlaps it. Both
 * predicates are written as the gist indexes of the exclusion constraints time_slots_no_overlap
 * and booking_slots_no_overlap (place_id, tstzrange(start_date, end_date)) WHERE active, so
 * each place costs two index probes.
 */
function freeOverCondition(wanted: InstantRange): SQL {
  return sql`EXISTS (
      SELECT 1 FROM ${timeSlots}
      WHERE ${timeSlots.placeId} = ${places.id}
        AND tstzrange(${timeSlots.startDate}, ${timeSlots.endDate}) @> ${range(wanted)}
    ) AND NOT EXISTS (
      SELECT 1 FROM ${bookingSlots}
      WHERE ${bookingSlots.placeId} = ${places.id}
        AND ${bookingSlots.active}
        AND tstzrange(${bookingSlots.startDate}, ${bookingSlots.endDate}) && ${range(wanted)}
    )`;
}

/**
 * No closure of the facility or its territory covers the days, and the facility's school zone
 * is not on holiday then. closures_facility_idx and closures_territory_idx serve the probes.
 */
function openOnCondition(open: NonNullable<PlaceSearchFilters['openOn']>): SQL | undefined {
  return and(
    sql`NOT EXISTS (
      SELECT 1 FROM ${closures}
      WHERE (${closures.facilityId} = ${facilities.id} OR ${closures.territoryId} = ${facilities.territoryId})
        AND ${closures.fromDate} <= ${open.lastDay}::date
        AND ${closures.toDate} >= ${open.firstDay}::date
    )`,
    open.publicHoliday ? eq(facilities.closedOnPublicHolidays, false) : undefined,
    open.closedZones.length === 0
      ? undefined
      : sql`(${facilities.schoolZone} IS NULL OR ${facilities.schoolZone} NOT IN (${sql.join(
          open.closedZones.map((zone) => sql`${zone}`),
          sql`, `,
        )}))`,
  );
}

function searchConditions(filters: PlaceSearchFilters): SQL | undefined {
  return and(
    eq(places.published, true),
    eq(facilities.active, true),
    filters.territoryIds && inArray(facilities.territoryId, filters.territoryIds),
    filters.facilityTypeIds && inArray(facilities.facilityTypeId, filters.facilityTypeIds),
    filters.placeTypeIds && inArray(places.placeTypeId, filters.placeTypeIds),
    filters.minimumCapacity === undefined
      ? undefined
      : gte(places.capacity, filters.minimumCapacity),
    filters.reducedMobilityAccess === undefined
      ? undefined
      : eq(places.reducedMobilityAccess, filters.reducedMobilityAccess),
    filters.freeOver && freeOverCondition(filters.freeOver),
    filters.openOn && openOnCondition(filters.openOn),
    filters.search
      ? containsText([places.name, facilities.name, facilities.city], filters.search)
      : undefined,
  );
}

const summaryColumns = {
  id: places.id,
  name: places.name,
  capacity: places.capacity,
  surface: places.surface,
  reducedMobilityAccess: places.reducedMobilityAccess,
  rentPriceCents: places.rentPriceCents,
  cleaningPriceCents: places.cleaningPriceCents,
  placeType: { id: placeTypes.id, name: placeTypes.name },
  facility: {
    id: facilities.id,
    name: facilities.name,
    city: facilities.city,
    latitude: facilities.latitude,
    longitude: facilities.longitude,
  },
  territory: { id: territories.id, name: territories.name },
  facilityType: { id: facilityTypes.id, name: facilityTypes.name },
};

/**
 * Matching places by facility city, facility name, then place name; each row carries how many
 * match (window function), so only a page past the end needs a count of its own.
 */
export async function findPublishedPlaces(db: Database, filters: PlaceSearchFilters) {
  const where = searchConditions(filters);
  const found = await runPrepared(
    db
      .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(places)
      .innerJoin(facilities, eq(facilities.id, places.facilityId))
      .innerJoin(placeTypes, eq(placeTypes.id, places.placeTypeId))
      .innerJoin(territories, eq(territories.id, facilities.territoryId))
      .innerJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
      .where(where)
      .orderBy(asc(facilities.city), asc(facilities.name), asc(places.name), asc(places.id))
      .limit(filters.limit)
      .offset(filters.offset),
  );
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0] || filters.offset === 0) return { rows, total: found[0]?.total ?? 0 };
  const [total] = await db
    .select({ value: count() })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}
export type PlaceSummaryRow = Awaited<ReturnType<typeof findPublishedPlaces>>['rows'][number];
