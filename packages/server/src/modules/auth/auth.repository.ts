import { and, eq, exists, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import {
  facilities,
  facilityMemberships,
  organizations,
  refreshTokens,
  territories,
  territoryMemberships,
  users,
} from '../../db/schema.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** The session (refresh-token family) still holds a token of the user that is not revoked. */
const isLiveSession = (db: Database, sessionId: Placeholder) =>
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

interface FacilityRow {
  profile: (typeof facilityMemberships.$inferSelect)['profile'];
  facilityId: string;
  facilityName: string;
  territoryId: string;
}
interface TerritoryRow {
  profile: (typeof territoryMemberships.$inferSelect)['profile'];
  territoryId: string;
  territoryName: string;
}

/** The user, its organisation and both kinds of memberships (aggregated as JSON): one query. */
function profileQuery(db: Database | Transaction, live: SQL | undefined) {
  return db
    .select({
      user: users,
      organization: {
        id: organizations.id,
        name: organizations.name,
        status: organizations.status,
      },
      facilityRows: sql<FacilityRow[]>`(
        SELECT coalesce(json_agg(json_build_object('profile', ${facilityMemberships.profile},
          'facilityId', ${facilities.id}, 'facilityName', ${facilities.name},
          'territoryId', ${facilities.territoryId}) ORDER BY ${facilities.name}), '[]'::json)
        FROM ${facilityMemberships}
        JOIN ${facilities} ON ${facilities.id} = ${facilityMemberships.facilityId}
        WHERE ${facilityMemberships.userId} = ${users.id})`,
      territoryRows: sql<TerritoryRow[]>`(
        SELECT coalesce(json_agg(json_build_object('profile', ${territoryMemberships.profile},
          'territoryId', ${territories.id}, 'territoryName', ${territories.name})
          ORDER BY ${territories.name}), '[]'::json)
        FROM ${territoryMemberships}
        JOIN ${territories} ON ${territories.id} = ${territoryMemberships.territoryId}
        WHERE ${territoryMemberships.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, sql.placeholder('userId')), live));
}

/** The session lookup runs on every signed-in request: a statement prepared once. */
const sessionProfileStatement = perConnection((db) =>
  profileQuery(db, isLiveSession(db, sql.placeholder('sessionId'))).prepare('session_user_profile'),
);

/** The user with everything the session answer and the access checks need, in one query. */
export async function findUserProfile(db: Database | Transaction, userId: string) {
  const [row] = await profileQuery(db, undefined).execute({ userId });
  return row;
}

/** The same, only while that session of the user is live (sign-out, password change). */
export async function findSessionProfile(db: Database, userId: string, sessionId: string) {
  const [row] = await sessionProfileStatement(db).execute({ userId, sessionId });
  return row;
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

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [token] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return token;
}

export async function revokeRefreshTokenFamily(db: Database, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs the user out everywhere at the next refresh (docs/security.md#sessions). */
export async function revokeAllRefreshTokens(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
