import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Credentials } from '@espaces/domain/api/authentication';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import {
  findRefreshToken,
  findUserByEmail,
  findUserProfile,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  type UserProfile,
} from './auth.repository.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface IssuedSession {
  userId: string;
  refreshToken: string;
}

let dummyHash: Promise<string> | undefined;

/** Compare against a real hash even for unknown e-mails so timing does not reveal accounts. */
async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

export async function signIn(
  db: Database,
  credentials: Credentials,
  now: Date,
): Promise<IssuedSession> {
  const user = await findUserByEmail(db, credentials.email);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(credentials.password);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    throw new DomainError('INVALID_CREDENTIALS');
  }
  if (!user.isActive) throw new DomainError('ACCOUNT_DISABLED');
  if (!user.emailValidatedAt) throw new DomainError('EMAIL_NOT_VALIDATED');
  return { userId: user.id, refreshToken: await issueRefreshToken(db, user.id, randomUUID(), now) };
}

/**
 * DESIGN §5: refresh tokens rotate; presenting one already used (a stolen copy, or a replay)
 * revokes the whole family, signing out every holder.
 */
export async function refreshSession(
  db: Database,
  refreshToken: string | undefined,
  now: Date,
): Promise<IssuedSession> {
  if (!refreshToken) throw new DomainError('INVALID_REFRESH_TOKEN');
  const tokenHash = hashToken(refreshToken);
  // The refusal is returned, not thrown, so that a revocation commits with the transaction.
  const session = await db.transaction(async (tx): Promise<IssuedSession | null> => {
    const used = await markRefreshTokenUsed(tx, tokenHash, now);
    if (!used) {
      const known = await findRefreshToken(tx, tokenHash);
      if (known) await revokeRefreshTokenFamily(tx, known.familyId, now);
      return null;
    }
    const profile = await findUserProfile(tx, used.userId);
    if (used.expiresAt <= now || !profile?.user.isActive) return null;
    return {
      userId: used.userId,
      refreshToken: await issueRefreshToken(tx, used.userId, used.familyId, now),
    };
  });
  if (!session) throw new DomainError('INVALID_REFRESH_TOKEN');
  return session;
}

export async function signOut(
  db: Database,
  refreshToken: string | undefined,
  now: Date,
): Promise<void> {
  if (!refreshToken) return;
  const known = await findRefreshToken(db, hashToken(refreshToken));
  if (known) await revokeRefreshTokenFamily(db, known.familyId, now);
}

/** The signed-in user, or null when the account no longer exists or was disabled. */
export async function findActiveUser(db: Database, userId: string): Promise<UserProfile | null> {
  const profile = await findUserProfile(db, userId);
  return profile?.user.isActive ? profile : null;
}

async function issueRefreshToken(
  db: Database,
  userId: string,
  familyId: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
