import { and, asc, count, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { bookingSlots, bookings, facilities, places, timeSlots } from '../../db/schema.ts';

// Queries of the opening windows of a place and of what they hold; no decisions here.

export interface PlaceForAvailability {
  id: string;
  facilityId: string;
  territoryId: string;
  published: boolean;
}

const placeForAvailabilityStatement = perConnection((db) =>
  db
    .select({
      id: places.id,
      facilityId: places.facilityId,
      territoryId: facilities.territoryId,
      published: places.published,
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, sql.placeholder('placeId')))
    .prepare('place_for_availability'),
);

export async function findPlaceForAvailability(
  db: Database,
  placeId: string,
): Promise<PlaceForAvailability | undefined> {
  const [row] = await placeForAvailabilityStatement(db).execute({ placeId });
  return row;
}

/** Serialises the changes of one place's windows (and the bookings that lock the place too). */
export async function lockPlace(tx: Database, placeId: string): Promise<void> {
  await tx.select({ id: places.id }).from(places).where(eq(places.id, placeId)).for('update');
}

export interface OpeningWindowRow {
  id: string;
  startDate: Date;
  endDate: Date;
}

export interface OpeningWindowFilters {
  /** Windows starting strictly before this instant. */
  startsBefore?: Date;
  /** Windows ending strictly after this instant. */
  endsAfter?: Date;
}

function windowConditions(placeId: string, filters: OpeningWindowFilters): SQL | undefined {
  return and(
    eq(timeSlots.placeId, placeId),
    filters.startsBefore && lt(timeSlots.startDate, filters.startsBefore),
    filters.endsAfter && gt(timeSlots.endDate, filters.endsAfter),
  );
}

const windowColumns = {
  id: timeSlots.id,
  startDate: timeSlots.startDate,
  endDate: timeSlots.endDate,
};

export async function countOpeningWindows(
  db: Database,
  placeId: string,
  filters: OpeningWindowFilters,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(timeSlots)
    .where(windowConditions(placeId, filters));
  return row?.total ?? 0;
}

export async function listAllOpeningWindows(
  tx: Database,
  placeId: string,
): Promise<OpeningWindowRow[]> {
  return tx
    .select(windowColumns)
    .from(timeSlots)
    .where(eq(timeSlots.placeId, placeId))
    .orderBy(asc(timeSlots.startDate));
}

export interface ActiveBookingSlotRow {
  startDate: Date;
  endDate: Date;
  bookingId: string;
  bookingReference: string;
}

export interface ActiveBookingSlotFilters {
  /** Only slots overlapping this range. */
  overlapping?: { startDate: Date; endDate: Date };
  excludeBookingId?: string;
  /** Hold the slots (and so their booking's status) until the transaction ends. */
  lock?: boolean;
}

/** Slots that hold the place: not cancelled, booking new…validated (kept by trigger). */
export async function listActiveBookingSlots(
  db: Database,
  placeId: string,
  filters: ActiveBookingSlotFilters = {},
): Promise<ActiveBookingSlotRow[]> {
  const query = db
    .select({
      startDate: bookingSlots.startDate,
      endDate: bookingSlots.endDate,
      bookingId: bookings.id,
      bookingReference: bookings.reference,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(
      and(
        eq(bookingSlots.placeId, placeId),
        eq(bookingSlots.active, true),
        filters.overlapping && lt(bookingSlots.startDate, filters.overlapping.endDate),
        filters.overlapping && gt(bookingSlots.endDate, filters.overlapping.startDate),
        filters.excludeBookingId === undefined
          ? undefined
          : ne(bookings.id, filters.excludeBookingId),
      ),
    )
    .orderBy(asc(bookingSlots.startDate));
  return filters.lock ? query.for('share', { of: bookingSlots }) : query;
}

export async function deleteOpeningWindows(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(timeSlots).where(inArray(timeSlots.id, [...ids]));
}

/** New windows, or windows re-inserted with their id and new bounds. */
export async function insertOpeningWindows(
  tx: Database,
  placeId: string,
  windows: readonly { id?: string; startDate: Date; endDate: Date }[],
): Promise<void> {
  if (windows.length === 0) return;
  await tx.insert(timeSlots).values(windows.map((window) => ({ ...window, placeId })));
}
