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
import { runPrepared } from '../../db/prepared.ts';
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

function scopeCondition(scope: BookingScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'organization':
      return eq(bookings.organizationId, scope.organizationId);
    case 'facilities':
      return or(
        scope.facilityIds.length > 0 ? inArray(facilities.id, scope.facilityIds) : undefined,
        scope.territoryIds.length > 0
          ? inArray(facilities.territoryId, scope.territoryIds)
          : undefined,
        sql`false`,
      );
  }
}

const inList = <T>(column: Parameters<typeof inArray>[0], values: T[] | undefined) =>
  values === undefined ? undefined : values.length === 0 ? sql`false` : inArray(column, values);

function slotPeriodCondition(filters: BookingFilters): SQL | undefined {
  if (!filters.slotsStartAfter && !filters.slotsEndBefore) return undefined;
  const after = filters.slotsStartAfter
    ? sql` and ${bookingSlots.startDate} >= ${filters.slotsStartAfter.toISOString()}`
    : sql``;
  const before = filters.slotsEndBefore
    ? sql` and ${bookingSlots.endDate} <= ${filters.slotsEndBefore.toISOString()}`
    : sql``;
  return sql`exists (select 1 from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id}${after}${before})`;
}

function conditions(scope: BookingScope, filters: BookingFilters): SQL | undefined {
  return and(
    scopeCondition(scope),
    inList(bookings.placeId, filters.placeIds),
    inList(bookings.organizationId, filters.organizationIds),
    inList(facilities.id, filters.facilityIds),
    inList(facilities.territoryId, filters.territoryIds),
    inList(facilities.facilityTypeId, filters.facilityTypeIds),
    inList(bookings.status, filters.statuses),
    slotPeriodCondition(filters),
  );
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
    .where(conditions(scope, filters));
  return row?.total ?? 0;
}

/**
 * A page of bookings; each row carries how many match (a window function), so a list costs no
 * separate count unless its page is empty. The matching bookings are a subquery of their own:
 * its window function keeps PostgreSQL from pulling it up, so the planner reads them from the
 * narrowest filter (a facility's places, an organisation) instead of walking the order's index
 * with the LIMIT in mind, which `count(*) over ()` cannot honour (a menu count of 72 bookings
 * read 100,000 of them by reference). Only the page's rows are then joined to what they show.
 */
export async function listBookings(
  db: Database,
  scope: BookingScope,
  filters: BookingFilters,
  order: BookingOrder,
  page: { limit: number | undefined; offset: number },
): Promise<(BookingViewRow & { total: number })[]> {
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
    .offset(page.offset);
  const pageRows = (page.limit === undefined ? window : window.limit(page.limit)).as('page_rows');
  return runPrepared(
    db
      .select({ ...bookingViewColumns, total: pageRows.total })
      .from(pageRows)
      .innerJoin(bookings, eq(bookings.id, pageRows.id))
      .innerJoin(places, eq(places.id, bookings.placeId))
      .innerJoin(facilities, eq(facilities.id, places.facilityId))
      .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
      .leftJoin(users, eq(users.id, bookings.createdByUserId))
      .orderBy(...sorted(pageRows)),
  );
}

export async function findBookingView(
  db: Database,
  bookingId: string,
): Promise<BookingViewRow | undefined> {
  const [row] = await runPrepared(
    db
      .select(bookingViewColumns)
      .from(bookings)
      .innerJoin(places, eq(places.id, bookings.placeId))
      .innerJoin(facilities, eq(facilities.id, places.facilityId))
      .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
      .leftJoin(users, eq(users.id, bookings.createdByUserId))
      .where(eq(bookings.id, bookingId)),
  );
  return row;
}
