import { and, asc, count, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  aliasedIn,
  facilitiesScopeVersion,
  SCHOOL_HOLIDAYS_VERSION_KEY,
  scopeVersionOf,
  versionOfKeys,
} from '../../db/indicator-versions.ts';
import { statementsByShape } from '../../db/prepared.ts';
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
import {
  jsonEuros,
  jsonIri,
  jsonNamedRef,
  jsonNumber,
  jsonObject,
  jsonScalar,
  jsonString,
  jsonText,
  jsonUuid,
} from '../../db/json-text.ts';
import { containsPattern, containsText } from '../../db/text-search.ts';

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
  /** Only places whose facility is open on these Paris days (first, last). */
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

const placeholder = (name: string) => sql.placeholder(name);

/** One placeholder per value, as `parametersOf` names them (one text whatever the values). */
const inList = (column: AnyPgColumn, name: string, values: readonly unknown[]) =>
  values.length === 0
    ? sql`false`
    : inArray(
        column,
        values.map((_, index) => placeholder(`${name}${index}`)),
      );

/**
 * One opening window covers the whole range, and no active booking slot overlaps it. The
 * exclusion constraints time_slots_no_overlap and booking_slots_no_overlap (WHERE active) keep
 * a place's windows, and its active slots, apart: ordered by start, each ends before the next
 * begins. So only the last window starting at or before the range's start can cover it, and
 * only the last active slot starting before its end can overlap it: two btree probes of one
 * row each (time_slots_place_start_idx, booking_slots_active_place_start_idx, both from the
 * index alone), cheaper than the constraints' gist indexes. CASE sets their order, the slots
 * first: a wanted evening is often booked (92 of 126 places on the region data's), while
 * every place opens most evenings, so fewer windows are probed.
 */
const freeOverCondition = sql`CASE WHEN (
      SELECT ${bookingSlots.endDate} <= ${placeholder('freeFrom')}::timestamptz
      FROM ${bookingSlots}
      WHERE ${bookingSlots.placeId} = ${places.id} AND ${bookingSlots.active}
        AND ${bookingSlots.startDate} < ${placeholder('freeTo')}::timestamptz
      ORDER BY ${bookingSlots.startDate} DESC LIMIT 1
    ) IS NOT FALSE THEN (
      SELECT ${timeSlots.endDate} >= ${placeholder('freeTo')}::timestamptz
      FROM ${timeSlots}
      WHERE ${timeSlots.placeId} = ${places.id}
        AND ${timeSlots.startDate} <= ${placeholder('freeFrom')}::timestamptz
      ORDER BY ${timeSlots.startDate} DESC LIMIT 1
    ) ELSE false END`;

/**
 * No closure of the facility or its territory covers the days, and the facility's school zone
 * is not on holiday then. closures_facility_idx and closures_territory_idx serve the probes.
 */
function openOnCondition(open: NonNullable<PlaceSearchFilters['openOn']>): SQL | undefined {
  return and(
    sql`NOT EXISTS (
      SELECT 1 FROM ${closures}
      WHERE (${closures.facilityId} = ${facilities.id} OR ${closures.territoryId} = ${facilities.territoryId})
        AND ${closures.fromDate} <= ${placeholder('openLastDay')}::date
        AND ${closures.toDate} >= ${placeholder('openFirstDay')}::date
    )`,
    open.publicHoliday ? eq(facilities.closedOnPublicHolidays, false) : undefined,
    open.closedZones.length === 0
      ? undefined
      : sql`(${facilities.schoolZone} IS NULL OR ${notInArray(
          facilities.schoolZone,
          open.closedZones.map((_, index) => placeholder(`closedZones${index}`)),
        )})`,
  );
}

/** Which filters are set and how many values each list has; their values are placeholders. */
function searchConditions(filters: PlaceSearchFilters): SQL | undefined {
  const when = (values: readonly unknown[] | undefined, column: AnyPgColumn, name: string) =>
    values === undefined ? undefined : inList(column, name, values);
  return and(
    eq(places.published, true),
    eq(facilities.active, true),
    when(filters.territoryIds, facilities.territoryId, 'territoryIds'),
    when(filters.facilityTypeIds, facilities.facilityTypeId, 'facilityTypeIds'),
    when(filters.placeTypeIds, places.placeTypeId, 'placeTypeIds'),
    filters.minimumCapacity === undefined
      ? undefined
      : gte(places.capacity, placeholder('minimumCapacity')),
    filters.reducedMobilityAccess === undefined
      ? undefined
      : eq(places.reducedMobilityAccess, placeholder('reducedMobilityAccess')),
    filters.freeOver && freeOverCondition,
    filters.openOn && openOnCondition(filters.openOn),
    filters.search
      ? containsText([places.name, facilities.name, facilities.city], placeholder('search'))
      : undefined,
  );
}

function shapeOf(filters: PlaceSearchFilters): string {
  const size = (values: readonly unknown[] | undefined) => values?.length ?? '-';
  const set = (value: unknown) => (value === undefined ? '-' : '+');
  const { openOn } = filters;
  return [
    size(filters.territoryIds),
    size(filters.facilityTypeIds),
    size(filters.placeTypeIds),
    set(filters.minimumCapacity),
    set(filters.reducedMobilityAccess),
    set(filters.freeOver),
    openOn ? `${size(openOn.closedZones)}${openOn.publicHoliday ? 'h' : ''}` : '-',
    set(filters.search),
  ].join(' ');
}

function parametersOf(filters: PlaceSearchFilters): Record<string, unknown> {
  const values: Record<string, unknown> = {
    minimumCapacity: filters.minimumCapacity,
    reducedMobilityAccess: filters.reducedMobilityAccess,
    freeFrom: filters.freeOver?.start.toISOString(),
    freeTo: filters.freeOver?.end.toISOString(),
    openFirstDay: filters.openOn?.firstDay,
    openLastDay: filters.openOn?.lastDay,
    search: filters.search === undefined ? undefined : containsPattern(filters.search),
    limit: filters.limit,
    offset: filters.offset,
  };
  const lists = {
    territoryIds: filters.territoryIds,
    facilityTypeIds: filters.facilityTypeIds,
    placeTypeIds: filters.placeTypeIds,
    closedZones: filters.openOn?.closedZones,
  };
  for (const [name, list] of Object.entries(lists)) {
    list?.forEach((value, index) => (values[`${name}${index}`] = value));
  }
  return values;
}

/** A result as the contract writes it (PlaceSummary), written whole by PostgreSQL. */
const summaryJson = jsonText(
  jsonObject([
    ['@id', jsonIri('places', places.id)],
    ['@type', ['"Place"']],
    ['id', jsonUuid(places.id)],
    ['name', jsonString(places.name)],
    ['placeType', jsonNamedRef('place_types', placeTypes.id, placeTypes.name)],
    ['capacity', jsonScalar(places.capacity)],
    ['surface', jsonScalar(places.surface)],
    ['reducedMobilityAccess', jsonScalar(places.reducedMobilityAccess)],
    ['rentPrice', jsonEuros(places.rentPriceCents)],
    ['cleaningPrice', jsonEuros(places.cleaningPriceCents)],
    [
      'facility',
      jsonObject([
        ['@id', jsonIri('facilities', facilities.id)],
        ['id', jsonUuid(facilities.id)],
        ['name', jsonString(facilities.name)],
        ['city', jsonString(facilities.city)],
        ['latitude', jsonNumber(facilities.latitude)],
        ['longitude', jsonNumber(facilities.longitude)],
        ['territory', jsonNamedRef('territories', territories.id, territories.name)],
        ['facilityType', jsonNamedRef('facility_types', facilityTypes.id, facilityTypes.name)],
      ]),
    ],
  ]),
);

/**
 * The version of everything a search of these territories may read (every facility of the
 * region without them) and the school holidays.
 */
function scopeVersion(filters: PlaceSearchFilters): SQL<string> {
  const { territoryIds } = filters;
  const inScope =
    territoryIds === undefined
      ? sql`true`
      : aliasedIn('sf.territory_id', 'territoryIds', territoryIds);
  return facilitiesScopeVersion(inScope, [SCHOOL_HOLIDAYS_VERSION_KEY]);
}

function pageQuery(db: Database, filters: PlaceSearchFilters) {
  const order = [asc(facilities.city), asc(facilities.name), asc(places.name), asc(places.id)];
  const page = db
    .select({
      summary: summaryJson.as('summary'),
      total: sql<string>`count(*) over ()`.as('total'),
      position: sql<string>`row_number() over (order by ${sql.join(order, sql`, `)})`.as(
        'position',
      ),
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .innerJoin(placeTypes, eq(placeTypes.id, places.placeTypeId))
    .innerJoin(territories, eq(territories.id, facilities.territoryId))
    .innerJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
    .where(searchConditions(filters))
    .orderBy(...order)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .as('page');
  return db
    .select({
      summaries: sql<string>`'[' || coalesce(string_agg(${page.summary}, ',' ORDER BY ${page.position}), '') || ']'`,
      total: sql<string | null>`max(${page.total})`,
      scopeVersion: scopeVersion(filters),
      holidaysVersion: versionOfKeys(sql.raw(`'${SCHOOL_HOLIDAYS_VERSION_KEY}'`)),
    })
    .from(page);
}

/** Each shape's page statement, built and named once per connection. */
const pageStatements =
  statementsByShape<ReturnType<ReturnType<typeof pageQuery>['prepare']>>('search_page');

/**
 * Matching places by facility city, facility name, then place name, as the JSON text of the
 * page's PlaceSummary array; each row carries how many match (window function), so only a page
 * past the end needs a count of its own.
 */
export interface FoundPlaces {
  summariesJson: string;
  total: number;
  /** The data version of what the search read, and its keys (db/indicator-versions.ts). */
  version: string;
  keys: string;
  /** The version of the school holidays alone, as the page statement saw it. */
  holidaysVersion: string;
}

export async function findPublishedPlaces(
  db: Database,
  filters: PlaceSearchFilters,
): Promise<FoundPlaces> {
  const parameters = parametersOf(filters);
  const found = await pageStatements(db, shapeOf(filters), () => pageQuery(db, filters)).execute(
    parameters,
  );
  const [row] = found;
  const { summaries: summariesJson, total: pageTotal, holidaysVersion } = row!;
  const versioned = { summariesJson, ...scopeVersionOf(row!.scopeVersion), holidaysVersion };
  if (pageTotal !== null || filters.offset === 0) {
    return { ...versioned, total: Number(pageTotal ?? 0) };
  }
  const [total] = await db
    .select({ value: count() })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(searchConditions(filters))
    .execute(parameters);
  // Read after the version: only newer, and the next check then finds the version changed.
  return { ...versioned, total: total?.value ?? 0 };
}
