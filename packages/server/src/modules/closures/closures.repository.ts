import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  bookingSlots,
  closures,
  facilities,
  organizations,
  places,
  territories,
} from '../../db/schema.ts';

import { importedSchoolHolidaysOfZone } from './imported-school-holidays.ts';

// Queries of the closures; the service decides what they mean.

export type ClosureRow = Awaited<ReturnType<typeof listClosuresOfFacility>>[number];

const closureColumns = {
  id: closures.id,
  facilityId: closures.facilityId,
  territoryId: closures.territoryId,
  fromDate: closures.fromDate,
  toDate: closures.toDate,
  kind: closures.kind,
  label: closures.label,
  createdAt: closures.createdAt,
};

/** The facility's own closures and its territory's, ending on `since` or later, by start. */
export async function listClosuresOfFacility(
  db: Database,
  facility: { id: string; territoryId: string },
  since: string,
) {
  return db
    .select(closureColumns)
    .from(closures)
    .where(
      and(
        or(eq(closures.facilityId, facility.id), eq(closures.territoryId, facility.territoryId)),
        gte(closures.toDate, since),
      ),
    )
    .orderBy(asc(closures.fromDate), asc(closures.createdAt));
}

/** A facility with what its closures page shows. */
export async function findFacilityForClosures(db: Database, facilityId: string) {
  const [row] = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      postalCode: facilities.postalCode,
      schoolZone: facilities.schoolZone,
      closedOnPublicHolidays: facilities.closedOnPublicHolidays,
      territoryId: territories.id,
      territoryName: territories.name,
    })
    .from(facilities)
    .innerJoin(territories, eq(territories.id, facilities.territoryId))
    .where(eq(facilities.id, facilityId));
  return row;
}

/** What closes a place: its facility's zone and the closures of the facility and territory. */
export async function closureSourcesOfPlace(db: Database, placeId: string, since: string) {
  // One round trip: the facility's settings on every row, one row per closure (or one with
  // null closure columns), read by each booking check.
  const rows = await db
    .select({
      schoolZone: facilities.schoolZone,
      closedOnPublicHolidays: facilities.closedOnPublicHolidays,
      fromDate: closures.fromDate,
      toDate: closures.toDate,
      label: closures.label,
      importedSchoolHolidays: importedSchoolHolidaysOfZone(facilities.schoolZone),
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .leftJoin(
      closures,
      and(
        or(
          eq(closures.facilityId, facilities.id),
          eq(closures.territoryId, facilities.territoryId),
        ),
        gte(closures.toDate, since),
      ),
    )
    .where(eq(places.id, placeId))
    .orderBy(asc(closures.fromDate));
  const [first] = rows;
  if (!first) return undefined;
  const declared = rows.flatMap(({ fromDate, toDate, label }) =>
    fromDate === null || toDate === null || label === null ? [] : [{ fromDate, toDate, label }],
  );
  return {
    schoolZone: first.schoolZone,
    closedOnPublicHolidays: first.closedOnPublicHolidays,
    declared,
    importedSchoolHolidays: first.importedSchoolHolidays,
  };
}

export async function findTerritoryName(db: Database, territoryId: string) {
  const [row] = await db
    .select({ name: territories.name })
    .from(territories)
    .where(eq(territories.id, territoryId));
  return row?.name;
}

export async function findClosure(db: Database, closureId: string) {
  const [row] = await db
    .select({ ...closureColumns, facilityTerritoryId: facilities.territoryId })
    .from(closures)
    .leftJoin(facilities, eq(facilities.id, closures.facilityId))
    .where(eq(closures.id, closureId));
  return row;
}

export async function insertClosure(db: Database, values: typeof closures.$inferInsert) {
  const [row] = await db.insert(closures).values(values).returning(closureColumns);
  if (!row) throw new Error('closure not inserted');
  return row;
}

/** False when the closure was already gone (deleted meanwhile by another request). */
export async function deleteClosureRow(db: Database, closureId: string): Promise<boolean> {
  const deleted = await db
    .delete(closures)
    .where(eq(closures.id, closureId))
    .returning({ id: closures.id });
  return deleted.length > 0;
}

export async function setFacilityClosureCalendar(
  db: Database,
  facilityId: string,
  calendar: { schoolZone: string | null; closedOnPublicHolidays: boolean },
): Promise<void> {
  await db.update(facilities).set(calendar).where(eq(facilities.id, facilityId));
}

export interface ClosedPlaces {
  facilityId?: string;
  territoryId?: string;
}

const placesClosedBy = (scope: ClosedPlaces) =>
  scope.facilityId
    ? eq(places.facilityId, scope.facilityId)
    : inArray(
        places.facilityId,
        sql`(SELECT ${facilities.id} FROM ${facilities} WHERE ${facilities.territoryId} = ${scope.territoryId ?? null})`,
      );

/**
 * Locks the places a closure covers, as a booking request locks its place (FOR SHARE): a
 * request on a closed day then either committed before (and is listed) or sees the closure.
 * By id, whatever plan reads them (docs/decisions.md#lock-order): a
 * facility's closure and its territory's at once then never hold each other's places.
 */
export async function lockClosedPlaces(db: Database, scope: ClosedPlaces): Promise<void> {
  await db
    .select({ id: places.id })
    .from(places)
    .where(placesClosedBy(scope))
    .orderBy(asc(places.id))
    .for('update');
}

/** Active booking slots of the covered places overlapping [from, to) and ending after now. */
export async function activeSlotsInClosure(
  db: Database,
  scope: ClosedPlaces,
  range: { from: Date; to: Date; now: Date },
) {
  return db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      organizationId: organizations.id,
      organizationName: organizations.name,
      placeId: places.id,
      placeName: places.name,
      facilityId: facilities.id,
      facilityName: facilities.name,
      startDate: bookingSlots.startDate,
      endDate: bookingSlots.endDate,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(places, eq(places.id, bookingSlots.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
    .where(
      and(
        placesClosedBy(scope),
        eq(bookingSlots.active, true),
        eq(bookingSlots.cancelled, false),
        lt(bookingSlots.startDate, range.to),
        gt(bookingSlots.endDate, range.from),
        gt(bookingSlots.endDate, range.now),
      ),
    )
    .orderBy(asc(bookingSlots.startDate), asc(bookings.reference));
}
