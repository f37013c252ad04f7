import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { perDatabase, statementsByShape } from '../../db/prepared.ts';
import {
  bookingSlots,
  bookings,
  facilities,
  organizations,
  places,
  users,
} from '../../db/schema.ts';

// Reading bookings with what their page and list show: two queries per page (the page with
// its count, the slots of the page: see slotsOfBookings), never one per row.

/** Who may see which bookings (decided by the policy, applied here). */
export type BookingScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'facilities'; facilityIds: string[]; territoryIds: string[] };

export interface BookingFilters {
  placeIds?: string[];
  organizationIds?: string[];
  facilityIds?: string[];
  territoryIds?: string[];
  facilityTypeIds?: string[];
  statuses?: string[];
  /** Bookings having one slot starting at or after `slotsStartAfter` and ending at or before `slotsEndBefore`. */
  slotsStartAfter?: Date;
  slotsEndBefore?: Date;
}

export interface BookingOrder {
  field: 'firstSlot' | 'reference';
  direction: 'asc' | 'desc';
}

const firstSlotStart = sql<
  Date | string | null
>`(select min(${bookingSlots.startDate}) from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id})`;

const bookingViewColumns = {
  booking: bookings,
  placeName: places.name,
  facilityId: facilities.id,
  facilityName: facilities.name,
  facilityCity: facilities.city,
  facilityTerritoryId: facilities.territoryId,
  organizationName: organizations.name,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

export interface BookingViewRow {
  booking: typeof bookings.$inferSelect;
  placeName: string;
  facilityId: string;
  facilityName: string;
  facilityCity: string;
  facilityTerritoryId: string;
  organizationName: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
}

/**
 * `column in ($name0, $name1, …)`, one placeholder per value: PostgreSQL then settles on a
 * generic plan for the statement (as good as the custom ones), where `= any($name)` kept it
 * planning every execution (0.3–1.9 ms each). The shape therefore counts the values.
 */
const inList = (column: AnyPgColumn, name: string, values: readonly unknown[]) =>
  values.length === 0
    ? sql`false`
    : inArray(
        column,
        values.map((_, index) => sql.placeholder(`${name}${index}`)),
      );

function scopeCondition(scope: BookingScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'organization':
      return eq(bookings.organizationId, sql.placeholder('scopeOrganizationId'));
    case 'facilities':
      return or(
        scope.facilityIds.length > 0
          ? inList(facilities.id, 'scopeFacilityIds', scope.facilityIds)
          : undefined,
        scope.territoryIds.length > 0
          ? inList(facilities.territoryId, 'scopeTerritoryIds', scope.territoryIds)
          : undefined,
        sql`false`,
      );
  }
}

function slotPeriodCondition(filters: BookingFilters): SQL | undefined {
  if (!filters.slotsStartAfter && !filters.slotsEndBefore) return undefined;
  const after = filters.slotsStartAfter
    ? sql` and ${bookingSlots.startDate} >= ${sql.placeholder('slotsStartAfter')}`
    : sql``;
  const before = filters.slotsEndBefore
    ? sql` and ${bookingSlots.endDate} <= ${sql.placeholder('slotsEndBefore')}`
    : sql``;
  return sql`exists (select 1 from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id}${after}${before})`;
}

/**
 * The conditions with their values as placeholders: which filters are set decides the text
 * (see shapeOf), the values come from parametersOf.
 */
function conditions(scope: BookingScope, filters: BookingFilters): SQL | undefined {
  const when = (values: readonly unknown[] | undefined, column: AnyPgColumn, name: string) =>
    values === undefined ? undefined : inList(column, name, values);
  return and(
    scopeCondition(scope),
    when(filters.placeIds, bookings.placeId, 'placeIds'),
    when(filters.organizationIds, bookings.organizationId, 'organizationIds'),
    when(filters.facilityIds, facilities.id, 'facilityIds'),
    when(filters.territoryIds, facilities.territoryId, 'territoryIds'),
    when(filters.facilityTypeIds, facilities.facilityTypeId, 'facilityTypeIds'),
    when(filters.statuses, bookings.status, 'statuses'),
    slotPeriodCondition(filters),
  );
}

/** Each list becomes one parameter per value, named as `inList` names them. */
function parametersOf(scope: BookingScope, filters: BookingFilters): Record<string, unknown> {
  const lists: Record<string, readonly unknown[] | undefined> = {
    scopeFacilityIds: scope.kind === 'facilities' ? scope.facilityIds : undefined,
    scopeTerritoryIds: scope.kind === 'facilities' ? scope.territoryIds : undefined,
    placeIds: filters.placeIds,
    organizationIds: filters.organizationIds,
    facilityIds: filters.facilityIds,
    territoryIds: filters.territoryIds,
    facilityTypeIds: filters.facilityTypeIds,
    statuses: filters.statuses,
  };
  const parameters: Record<string, unknown> = {
    scopeOrganizationId: scope.kind === 'organization' ? scope.organizationId : undefined,
    slotsStartAfter: filters.slotsStartAfter?.toISOString(),
    slotsEndBefore: filters.slotsEndBefore?.toISOString(),
  };
  for (const [name, values] of Object.entries(lists)) {
    values?.forEach((value, index) => (parameters[`${name}${index}`] = value));
  }
  return parameters;
}

/** What the SQL text of a page depends on: which filters are set, with how many values. */
function shapeOf(
  scope: BookingScope,
  filters: BookingFilters,
  order: BookingOrder,
  paginated: boolean,
): string {
  const sizes = [
    ...(scope.kind === 'facilities' ? [scope.facilityIds, scope.territoryIds] : []),
    filters.placeIds,
    filters.organizationIds,
    filters.facilityIds,
    filters.territoryIds,
    filters.facilityTypeIds,
    filters.statuses,
  ].map((values) => values?.length ?? '-');
  const period = `${filters.slotsStartAfter ? 'a' : '-'}${filters.slotsEndBefore ? 'b' : '-'}`;
  return [scope.kind, ...sizes, period, order.field, order.direction, paginated].join(' ');
}

function readsFacilities(scope: BookingScope, filters: BookingFilters): boolean {
  return (
    scope.kind === 'facilities' ||
    filters.facilityIds !== undefined ||
    filters.territoryIds !== undefined ||
    filters.facilityTypeIds !== undefined
  );
}

export async function countBookings(
  db: Database,
  scope: BookingScope,
  filters: BookingFilters,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(conditions(scope, filters))
    .execute(parametersOf(scope, filters));
  return row?.total ?? 0;
}

/**
 * The page query of one shape. The matching bookings are a subquery of their own: its window
 * function keeps PostgreSQL from pulling it up, so the planner reads them from the narrowest
 * filter (a facility's places, an organisation) instead of walking the order's index with the
 * LIMIT in mind, which `count(*) over ()` cannot honour (a menu count of 72 bookings read
 * 100,000 of them by reference). Only the page's rows are then joined to what they show.
 */
function pageQuery(
  db: Database,
  scope: BookingScope,
  filters: BookingFilters,
  order: BookingOrder,
  paginated: boolean,
) {
  const candidates = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      firstSlot: sql<Date | null>`${firstSlotStart}`.as('first_slot'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(bookings)
    .$dynamic();
  // An organisation's list filters on bookings alone: no join to read for nothing.
  const joined = readsFacilities(scope, filters)
    ? candidates
        .innerJoin(places, eq(places.id, bookings.placeId))
        .innerJoin(facilities, eq(facilities.id, places.facilityId))
    : candidates;
  const matching = joined.where(conditions(scope, filters)).as('matching');
  const direction = order.direction === 'asc' ? asc : desc;
  const sorted = (rows: { reference: AnyPgColumn; firstSlot: SQLWrapper }) =>
    [
      order.field === 'reference'
        ? direction(rows.reference)
        : sql`${rows.firstSlot} ${sql.raw(order.direction)} nulls last`,
      direction(rows.reference),
    ] as const;
  const window = db
    .select()
    .from(matching)
    .orderBy(...sorted(matching))
    .offset(sql.placeholder('offset'));
  const pageRows = (paginated ? window.limit(sql.placeholder('limit')) : window).as('page_rows');
  return db
    .select({ ...bookingViewColumns, total: pageRows.total })
    .from(pageRows)
    .innerJoin(bookings, eq(bookings.id, pageRows.id))
    .innerJoin(places, eq(places.id, bookings.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
    .leftJoin(users, eq(users.id, bookings.createdByUserId))
    .orderBy(...sorted(pageRows));
}

/** Each shape's page statement, built and named once per database handle. */
const pageStatements =
  statementsByShape<ReturnType<ReturnType<typeof pageQuery>['prepare']>>('bookings_page');

/**
 * A page of bookings; each row carries how many match (a window function), so a list costs no
 * separate count unless its page is empty.
 */
export async function listBookings(
  db: Database,
  scope: BookingScope,
  filters: BookingFilters,
  order: BookingOrder,
  page: { limit: number | undefined; offset: number },
): Promise<(BookingViewRow & { total: number })[]> {
  const paginated = page.limit !== undefined;
  const statement = pageStatements(db, shapeOf(scope, filters, order, paginated), () =>
    pageQuery(db, scope, filters, order, paginated),
  );
  return statement.execute({ ...parametersOf(scope, filters), ...page });
}

const bookingViewStatement = perDatabase((db) =>
  db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
    .leftJoin(users, eq(users.id, bookings.createdByUserId))
    .where(eq(bookings.id, sql.placeholder('bookingId')))
    .prepare('booking_view'),
);

export async function findBookingView(
  db: Database,
  bookingId: string,
): Promise<BookingViewRow | undefined> {
  const [row] = await bookingViewStatement(db).execute({ bookingId });
  return row;
}
