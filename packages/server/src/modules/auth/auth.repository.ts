import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  facilities,
  facilityMemberships,
  organizations,
  refreshTokens,
  territories,
  territoryMemberships,
  users,
} from '../../db/schema.ts';

export function findUserByEmail(db: Database, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

/** The session (refresh-token family) still holds a token of the user that is not revoked. */
const isLiveSession = (db: Database, sessionId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
        ),
      ),
  );

/**
 * The user with everything the session answer and the access checks need, in three queries.
 * With `sessionId`, only while that session of the user is live (checked in the first query).
 */
export async function findUserProfile(db: Database, userId: string, sessionId?: string) {
  const [row] = await db
    .select({
      user: users,
      organization: {
        id: organizations.id,
        name: organizations.name,
        status: organizations.status,
      },
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, userId), sessionId ? isLiveSession(db, sessionId) : undefined));
  if (!row) return undefined;
  const facilityRows = await db
    .select({
      profile: facilityMemberships.profile,
      facilityId: facilities.id,
      facilityName: facilities.name,
      territoryId: facilities.territoryId,
    })
    .from(facilityMemberships)
    .innerJoin(facilities, eq(facilities.id, facilityMemberships.facilityId))
    .where(eq(facilityMemberships.userId, userId))
    .orderBy(facilities.name);
  const territoryRows = await db
    .select({
      profile: territoryMemberships.profile,
      territoryId: territories.id,
      territoryName: territories.name,
    })
    .from(territoryMemberships)
    .innerJoin(territories, eq(territories.id, territoryMemberships.territoryId))
    .where(eq(territoryMemberships.userId, userId))
    .orderBy(territories.name);
  return { ...row, facilityRows, territoryRows };
}
export type UserProfile = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

export async function insertRefreshToken(
  db: Database,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(token);
}

/** Marks the token used, only if nobody did before: the atomic step of rotation. */
export async function markRefreshTokenUsed(db: Database, tokenHash: string, now: Date) {
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning();
  return used;
}

export function findRefreshToken(db: Database, tokenHash: string) {
  return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
}

export async function revokeRefreshTokenFamily(db: Database, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes a session only on behalf of its own user (the access cookie names both). */
export async function revokeUserSession(
  db: Database,
  session: { userId: string; sessionId: string },
  now: Date,
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, session.sessionId),
        eq(refreshTokens.userId, session.userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
