import { and, eq, inArray } from 'drizzle-orm';
import type { FacilityProfile, TerritoryProfile } from '@espaces/domain/access/actor';
import type { Database } from '../../db/client.ts';
import { facilityMemberships, territoryMemberships, userTokens, users } from '../../db/schema.ts';
import type { UserRow } from './users.repository.ts';

// Writes of the users use cases; each runs inside the caller's transaction.

export async function insertUser(db: Database, user: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function insertFacilityMemberships(
  db: Database,
  userId: string,
  memberships: { facilityId: string; profile: FacilityProfile }[],
): Promise<void> {
  if (memberships.length === 0) return;
  await db.insert(facilityMemberships).values(memberships.map((m) => ({ userId, ...m })));
}

export async function insertTerritoryMemberships(
  db: Database,
  userId: string,
  memberships: { territoryId: string; profile: TerritoryProfile }[],
): Promise<void> {
  if (memberships.length === 0) return;
  await db.insert(territoryMemberships).values(memberships.map((m) => ({ userId, ...m })));
}

export async function deleteFacilityMemberships(
  db: Database,
  userId: string,
  facilityIds: string[],
): Promise<void> {
  if (facilityIds.length === 0) return;
  await db
    .delete(facilityMemberships)
    .where(
      and(
        eq(facilityMemberships.userId, userId),
        inArray(facilityMemberships.facilityId, facilityIds),
      ),
    );
}

export async function deleteTerritoryMemberships(
  db: Database,
  userId: string,
  territoryIds: string[],
): Promise<void> {
  if (territoryIds.length === 0) return;
  await db
    .delete(territoryMemberships)
    .where(
      and(
        eq(territoryMemberships.userId, userId),
        inArray(territoryMemberships.territoryId, territoryIds),
      ),
    );
}

export async function insertUserToken(
  db: Database,
  token: typeof userTokens.$inferInsert,
): Promise<void> {
  await db.insert(userTokens).values(token);
}
