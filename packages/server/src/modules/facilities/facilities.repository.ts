import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  facilities,
  facilityDocuments,
  facilityMemberships,
  facilityTypes,
  places,
  territories,
  users,
} from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';
import type { FacilityScope } from './facilities.policy.ts';

type Queryable = Database | Transaction;

export interface FacilityFilters {
  scope: FacilityScope;
  search?: string;
  territoryIds?: string[];
  facilityTypeIds?: string[];
  nameOrder: 'asc' | 'desc';
  limit: number | undefined;
  offset: number;
}

/** Facilities within `scope`, or named by id; undefined when the scope is everything. */
export function facilityScopeCondition(scope: FacilityScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const reached: SQL[] = [];
  if (scope.facilityIds.length > 0) reached.push(inArray(facilities.id, scope.facilityIds));
  if (scope.territoryIds.length > 0) {
    reached.push(inArray(facilities.territoryId, scope.territoryIds));
  }
  return or(...reached) ?? sql`false`;
}

function filterConditions(filters: FacilityFilters): SQL | undefined {
  return and(
    facilityScopeCondition(filters.scope),
    filters.search
      ? containsText([facilities.name, facilities.city, facilities.uai], filters.search)
      : undefined,
    filters.territoryIds ? inArray(facilities.territoryId, filters.territoryIds) : undefined,
    filters.facilityTypeIds
      ? inArray(facilities.facilityTypeId, filters.facilityTypeIds)
      : undefined,
  );
}

const facilityColumns = {
  facility: facilities,
  facilityTypeName: facilityTypes.name,
  territoryName: territories.name,
  placeCount: sql<number>`(select count(*)::int from ${places} where ${places.facilityId} = ${facilities.id})`,
};

function selectFacilities(db: Queryable) {
  return db
    .select(facilityColumns)
    .from(facilities)
    .innerJoin(facilityTypes, eq(facilityTypes.id, facilities.facilityTypeId))
    .innerJoin(territories, eq(territories.id, facilities.territoryId));
}
export type FacilityRow = NonNullable<Awaited<ReturnType<typeof findFacility>>>;

export async function listFacilities(db: Queryable, filters: FacilityFilters) {
  const where = filterConditions(filters);
  const order = filters.nameOrder === 'asc' ? asc(facilities.name) : desc(facilities.name);
  const query = selectFacilities(db).where(where).orderBy(order, asc(facilities.id));
  const rows = await (filters.limit === undefined
    ? query
    : query.limit(filters.limit).offset(filters.offset));
  const [total] = await db.select({ value: count() }).from(facilities).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findFacility(db: Queryable, facilityId: string) {
  const [row] = await selectFacilities(db).where(eq(facilities.id, facilityId));
  return row;
}

export function listFacilityStaff(db: Queryable, facilityId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isActive: users.isActive,
      profile: facilityMemberships.profile,
    })
    .from(facilityMemberships)
    .innerJoin(users, eq(users.id, facilityMemberships.userId))
    .where(eq(facilityMemberships.facilityId, facilityId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export function listFacilityDocuments(db: Queryable, facilityId: string) {
  return db
    .select()
    .from(facilityDocuments)
    .where(eq(facilityDocuments.facilityId, facilityId))
    .orderBy(asc(facilityDocuments.name), asc(facilityDocuments.createdAt));
}

export async function territoryExists(db: Queryable, territoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: territories.id })
    .from(territories)
    .where(eq(territories.id, territoryId));
  return row !== undefined;
}

export async function facilityTypeExists(db: Queryable, facilityTypeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: facilityTypes.id })
    .from(facilityTypes)
    .where(eq(facilityTypes.id, facilityTypeId));
  return row !== undefined;
}

export type FacilityValues = Omit<typeof facilities.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertFacility(tx: Transaction, values: FacilityValues): Promise<string> {
  const [created] = await tx.insert(facilities).values(values).returning({ id: facilities.id });
  return created!.id;
}

export async function updateFacility(
  tx: Transaction,
  facilityId: string,
  values: FacilityValues & { updatedAt: Date },
): Promise<void> {
  await tx.update(facilities).set(values).where(eq(facilities.id, facilityId));
}

export interface NamedRowsQuery {
  territoryIds?: string[];
  limit: number | undefined;
  offset: number;
}

/** Territories by name, restricted to `territoryIds` when given. */
export async function listTerritories(db: Queryable, query: NamedRowsQuery) {
  const where = query.territoryIds ? inArray(territories.id, query.territoryIds) : undefined;
  const base = db
    .select()
    .from(territories)
    .where(where)
    .orderBy(asc(territories.name), asc(territories.id));
  const rows = await (query.limit === undefined
    ? base
    : base.limit(query.limit).offset(query.offset));
  const [total] = await db.select({ value: count() }).from(territories).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Territories of the given facilities (staff see the territory of what they manage). */
export async function territoryIdsOfFacilities(
  db: Queryable,
  facilityIds: string[],
): Promise<string[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ territoryId: facilities.territoryId })
    .from(facilities)
    .where(inArray(facilities.id, facilityIds));
  return rows.map((row) => row.territoryId);
}

export async function listFacilityTypes(
  db: Queryable,
  query: Omit<NamedRowsQuery, 'territoryIds'>,
) {
  const base = db
    .select()
    .from(facilityTypes)
    .orderBy(asc(facilityTypes.name), asc(facilityTypes.id));
  const rows = await (query.limit === undefined
    ? base
    : base.limit(query.limit).offset(query.offset));
  const [total] = await db.select({ value: count() }).from(facilityTypes);
  return { rows, total: total?.value ?? 0 };
}
