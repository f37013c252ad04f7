import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userTokens, users } from '../../db/schema.ts';

export type AccountUser = typeof users.$inferSelect;
export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];
export type UserToken = typeof userTokens.$inferSelect;

export async function findAccountUser(db: Database, userId: string): Promise<AccountUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function findAccountUserByEmail(
  db: Database,
  email: string,
): Promise<AccountUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

/** Whether another account than `exceptUserId` already uses the address (any case). */
export async function isEmailUsedByAnother(
  db: Database,
  email: string,
  exceptUserId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function updateAccountUser(
  db: Database,
  userId: string,
  changes: Partial<Pick<AccountUser, 'email' | 'passwordHash' | 'emailValidatedAt'>> &
    Partial<Pick<AccountUser, 'firstName' | 'lastName' | 'phone'>>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function insertAccountToken(
  db: Database,
  token: {
    userId: string;
    purpose: UserTokenPurpose;
    tokenHash: string;
    payload?: unknown;
    expiresAt: Date;
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(userTokens).values(token);
}

/** Reset and first-password links issued to the user since `since`, used or not. */
export async function countPasswordLinksIssuedSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ issued: count() })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.purpose, ['password_reset', 'set_password']),
        gt(userTokens.createdAt, since),
      ),
    );
  return row?.issued ?? 0;
}

/**
 * Marks the link's token used, only when it has the purpose, is unused and has not expired:
 * the single atomic step that makes a link single use even under concurrent clicks.
 */
export async function consumeUserToken(
  db: Database,
  tokenHash: string,
  purposes: UserTokenPurpose[],
  now: Date,
): Promise<UserToken | null> {
  const [token] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return token ?? null;
}

/** The link's token when it has the purpose, is unused and has not expired; nothing changes. */
export async function findUsableUserToken(
  db: Database,
  tokenHash: string,
  purposes: UserTokenPurpose[],
  now: Date,
): Promise<UserToken | null> {
  const [token] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
  return token ?? null;
}

/** Older links of these purposes stop working once a newer one is issued or one is used. */
export async function retireUserTokens(
  db: Database,
  userId: string,
  purposes: UserTokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.purpose, purposes),
        isNull(userTokens.usedAt),
      ),
    );
}
