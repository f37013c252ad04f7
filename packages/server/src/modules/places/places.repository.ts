import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { bookings, bookingSlots, doors, facilities, places, placeTypes } from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';
import { facilityScopeCondition } from '../facilities/facilities.repository.ts';
import type { PlaceScope } from './places.policy.ts';

type Queryable = Database | Transaction;

export interface PlaceFilters {
  scope: PlaceScope;
  facilityIds?: string[];
  placeTypeIds?: string[];
  published?: boolean;
  search?: string;
  nameOrder: 'asc' | 'desc';
  limit: number | undefined;
  offset: number;
}

function scopeCondition(scope: PlaceScope): SQL | undefined {
  if (scope.kind === 'managed') return facilityScopeCondition(scope.facilities);
  return and(eq(places.published, true), eq(facilities.active, true));
}

function filterConditions(filters: PlaceFilters): SQL | undefined {
  return and(
    scopeCondition(filters.scope),
    filters.facilityIds ? inArray(places.facilityId, filters.facilityIds) : undefined,
    filters.placeTypeIds ? inArray(places.placeTypeId, filters.placeTypeIds) : undefined,
    filters.published === undefined ? undefined : eq(places.published, filters.published),
    filters.search ? containsText([places.name], filters.search) : undefined,
  );
}

const placeColumns = {
  place: places,
  placeTypeName: placeTypes.name,
  facility: {
    id: facilities.id,
    name: facilities.name,
    city: facilities.city,
    latitude: facilities.latitude,
    longitude: facilities.longitude,
    territoryId: facilities.territoryId,
    active: facilities.active,
  },
};

function selectPlaces(db: Queryable) {
  return db
    .select(placeColumns)
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .innerJoin(placeTypes, eq(placeTypes.id, places.placeTypeId));
}
export type PlaceRow = NonNullable<Awaited<ReturnType<typeof findPlace>>>;

export async function listPlaces(db: Queryable, filters: PlaceFilters) {
  const where = filterConditions(filters);
  const order = filters.nameOrder === 'asc' ? asc(places.name) : desc(places.name);
  const query = selectPlaces(db).where(where).orderBy(order, asc(places.id));
  const rows = await (filters.limit === undefined
    ? query
    : query.limit(filters.limit).offset(filters.offset));
  const [total] = await db
    .select({ value: count() })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findPlace(db: Queryable, placeId: string) {
  const [row] = await selectPlaces(db).where(eq(places.id, placeId));
  return row;
}

export function doorsOfPlaces(db: Queryable, placeIds: string[]) {
  if (placeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(doors)
    .where(inArray(doors.placeId, placeIds))
    .orderBy(asc(doors.placeId), asc(doors.position), asc(doors.id));
}
export type DoorRow = typeof doors.$inferSelect;

/** What the access checks need of a facility; undefined when it does not exist. */
export async function findFacilityAccess(db: Queryable, facilityId: string) {
  const [row] = await db
    .select({ facilityId: facilities.id, facilityTerritoryId: facilities.territoryId })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row;
}

export async function placeTypeExists(db: Queryable, placeTypeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: placeTypes.id })
    .from(placeTypes)
    .where(eq(placeTypes.id, placeTypeId));
  return row !== undefined;
}

export type PlaceValues = Omit<typeof places.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPlace(tx: Transaction, values: PlaceValues): Promise<string> {
  const [created] = await tx.insert(places).values(values).returning({ id: places.id });
  return created!.id;
}

export async function updatePlace(
  tx: Transaction,
  placeId: string,
  values: PlaceValues & { updatedAt: Date },
): Promise<void> {
  await tx.update(places).set(values).where(eq(places.id, placeId));
}

export async function deletePlace(tx: Transaction, placeId: string): Promise<void> {
  await tx.delete(places).where(eq(places.id, placeId));
}

export interface DoorValues {
  id?: string;
  name: string;
  instructions: string;
}

/** The doors become exactly `list`, in its order: kept by id, added without, others removed. */
export async function replaceDoors(
  tx: Transaction,
  placeId: string,
  list: DoorValues[],
): Promise<void> {
  const keptIds = list.flatMap((door) => (door.id ? [door.id] : []));
  await tx
    .delete(doors)
    .where(
      keptIds.length > 0
        ? and(eq(doors.placeId, placeId), notInArray(doors.id, keptIds))
        : eq(doors.placeId, placeId),
    );
  for (const [position, door] of list.entries()) {
    const values = { name: door.name, instructions: door.instructions, position };
    if (door.id) {
      await tx
        .update(doors)
        .set(values)
        .where(and(eq(doors.id, door.id), eq(doors.placeId, placeId)));
    } else {
      await tx.insert(doors).values({ ...values, placeId });
    }
  }
}

/** References of the bookings holding active slots on the place, oldest first. */
export async function activeBookingReferences(db: Queryable, placeId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reference: bookings.reference })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(and(eq(bookings.placeId, placeId), eq(bookingSlots.active, true)))
    .orderBy(asc(bookings.reference));
  return rows.map((row) => row.reference);
}

export async function placeHasBookings(db: Queryable, placeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.placeId, placeId))
    .limit(1);
  return row !== undefined;
}

export async function listPlaceTypes(
  db: Queryable,
  window: { limit: number | undefined; offset: number },
) {
  const base = db.select().from(placeTypes).orderBy(asc(placeTypes.name), asc(placeTypes.id));
  const rows = await (window.limit === undefined
    ? base
    : base.limit(window.limit).offset(window.offset));
  const [total] = await db.select({ value: count() }).from(placeTypes);
  return { rows, total: total?.value ?? 0 };
}
