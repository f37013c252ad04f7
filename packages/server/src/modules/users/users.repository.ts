import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FacilityProfile, TerritoryProfile } from '@espaces/domain/access/actor';
import type { Database } from '../../db/client.ts';
import {
  facilities,
  facilityMemberships,
  territories,
  territoryMemberships,
  userTokens,
  users,
} from '../../db/schema.ts';
import { containsText } from '../../db/text-search.ts';
import type { UserManagementScope } from '@espaces/domain/access/user-management';

export type UserRow = typeof users.$inferSelect;

export interface FacilityMembershipRecord {
  facilityId: string;
  facilityName: string;
  territoryId: string;
  profile: FacilityProfile;
}

export interface TerritoryMembershipRecord {
  territoryId: string;
  territoryName: string;
  profile: TerritoryProfile;
}

export interface UserRecord {
  user: UserRow;
  roles: string[];
  facilityMemberships: FacilityMembershipRecord[];
  territoryMemberships: TerritoryMembershipRecord[];
}

export interface UserListFilters {
  search?: string;
  facilityIds?: string[];
  facilityProfiles?: FacilityProfile[];
  territoryProfiles?: TerritoryProfile[];
  isActive?: boolean;
  lastNameOrder: 'asc' | 'desc';
}

const hasFacilityMembership = (db: Database, ...conditions: SQL[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(facilityMemberships)
      .innerJoin(facilities, eq(facilities.id, facilityMemberships.facilityId))
      .where(and(eq(facilityMemberships.userId, users.id), ...conditions)),
  );

const hasTerritoryMembership = (db: Database, ...conditions: SQL[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(territoryMemberships)
      .where(and(eq(territoryMemberships.userId, users.id), ...conditions)),
  );

/** Institutional users the asker sees (domain/access/user-management.ts `seesUser`). */
function managedBy(db: Database, scope: UserManagementScope): SQL | undefined {
  const institutional = arrayContains(users.roles, ['ROLE_INSTITUTIONAL']);
  if (scope.everyone) return institutional;
  return and(
    institutional,
    or(
      hasFacilityMembership(db, inArray(facilityMemberships.facilityId, [...scope.facilityIds])),
      hasFacilityMembership(db, inArray(facilities.territoryId, [...scope.territoryIds])),
      hasTerritoryMembership(
        db,
        inArray(territoryMemberships.territoryId, [...scope.territoryIds]),
      ),
    ),
  );
}

function matchingFilters(db: Database, filters: UserListFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    conditions.push(containsText([users.firstName, users.lastName, users.email], filters.search));
  }
  const profilesGiven =
    filters.facilityProfiles !== undefined || filters.territoryProfiles !== undefined;
  if (filters.facilityIds) {
    // Facility and profile filters meet on the same membership: "validators of this facility".
    conditions.push(
      hasFacilityMembership(
        db,
        inArray(facilityMemberships.facilityId, filters.facilityIds),
        ...(profilesGiven
          ? [inArray(facilityMemberships.profile, filters.facilityProfiles ?? [])]
          : []),
      ),
    );
  } else if (profilesGiven) {
    conditions.push(
      or(
        hasFacilityMembership(
          db,
          inArray(facilityMemberships.profile, filters.facilityProfiles ?? []),
        ),
        hasTerritoryMembership(
          db,
          inArray(territoryMemberships.profile, filters.territoryProfiles ?? []),
        ),
      ),
    );
  }
  if (filters.isActive !== undefined) conditions.push(eq(users.isActive, filters.isActive));
  return conditions;
}

export async function findManagedUsers(
  db: Database,
  scope: UserManagementScope,
  filters: UserListFilters,
  window: { limit: number | undefined; offset: number },
): Promise<{ records: UserRecord[]; totalItems: number }> {
  const where = and(managedBy(db, scope), ...matchingFilters(db, filters));
  const order = filters.lastNameOrder === 'desc' ? desc : asc;
  const query = db
    .select()
    .from(users)
    .where(where)
    .orderBy(order(users.lastName), order(users.firstName), asc(users.id))
    .offset(window.offset);
  const rows = window.limit === undefined ? await query : await query.limit(window.limit);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { records: await withMemberships(db, rows), totalItems: total?.value ?? 0 };
}

export async function findUserRecord(db: Database, userId: string): Promise<UserRecord | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const [record] = await withMemberships(db, [row]);
  return record ?? null;
}

/** Memberships of several users in two queries, ordered by name for display. */
async function withMemberships(db: Database, rows: UserRow[]): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const userIds = rows.map((row) => row.id);
  const facilityRows = await db
    .select({
      userId: facilityMemberships.userId,
      facilityId: facilities.id,
      facilityName: facilities.name,
      territoryId: facilities.territoryId,
      profile: facilityMemberships.profile,
    })
    .from(facilityMemberships)
    .innerJoin(facilities, eq(facilities.id, facilityMemberships.facilityId))
    .where(inArray(facilityMemberships.userId, userIds))
    .orderBy(asc(facilities.name));
  const territoryRows = await db
    .select({
      userId: territoryMemberships.userId,
      territoryId: territories.id,
      territoryName: territories.name,
      profile: territoryMemberships.profile,
    })
    .from(territoryMemberships)
    .innerJoin(territories, eq(territories.id, territoryMemberships.territoryId))
    .where(inArray(territoryMemberships.userId, userIds))
    .orderBy(asc(territories.name));
  return rows.map((user) => ({
    user,
    roles: user.roles,
    facilityMemberships: facilityRows
      .filter((membership) => membership.userId === user.id)
      .map(({ userId: _userId, ...membership }) => membership),
    territoryMemberships: territoryRows
      .filter((membership) => membership.userId === user.id)
      .map(({ userId: _userId, ...membership }) => membership),
  }));
}

/**
 * The address each user asked to move to and has not confirmed yet (the live `email_change`
 * token; a new request retires the previous one), by user id.
 */
export async function findPendingEmails(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userTokens.userId, payload: userTokens.payload })
    .from(userTokens)
    .where(
      and(
        inArray(userTokens.userId, userIds),
        eq(userTokens.purpose, 'email_change'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .orderBy(asc(userTokens.createdAt));
  const pending = new Map<string, string>();
  for (const { userId, payload } of rows) {
    const email = (payload as { email?: unknown } | null)?.email;
    if (typeof email === 'string') pending.set(userId, email);
  }
  return pending;
}

export function findFacilitiesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: facilities.id, name: facilities.name, territoryId: facilities.territoryId })
    .from(facilities)
    .where(inArray(facilities.id, ids));
}

export function findTerritoriesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: territories.id, name: territories.name })
    .from(territories)
    .where(inArray(territories.id, ids));
}

export async function isEmailTaken(
  db: Database,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return row !== undefined;
}
