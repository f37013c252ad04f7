import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Credentials } from '@espaces/domain/api/credentials';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import {
  findRefreshToken,
  findUserByEmail,
  findSessionProfile,
  findUserProfile,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  revokeUserSession,
  type UserProfile,
} from './auth.repository.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import type { TrustedDevice } from './session-cookies.ts';
import {
  accountThrottleKey,
  deviceThrottleKey,
  forgetSignInAttempts,
  takeSignInAttempt,
} from './sign-in-throttle.ts';

/** Who an access cookie speaks for: a user, in one session. */
export interface AccessSession {
  userId: string;
  sessionId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * A session is one refresh-token family: its id is in the access cookie, so revoking the
 * family also ends the access cookies issued for it (docs/security.md#sessions).
 */
export interface IssuedSession {
  userId: string;
  sessionId: string;
  refreshToken: string;
}

let dummyHash: Promise<string> | undefined;

/** Compare against a real hash even for unknown e-mails so timing does not reveal accounts. */
async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/**
 * Checks the password, once the attempt is counted: on the account, whatever the client's
 * address, or apart on a browser where that account already signed in (`device`). Returns the
 * session and the browser, trusted from now on.
 */
export async function signIn(
  db: Database,
  credentials: Credentials,
  now: Date,
  device: TrustedDevice | null,
): Promise<{ session: IssuedSession; device: TrustedDevice }> {
  const user = await findUserByEmail(db, credentials.email);
  const trusted = user && device?.userId === user.id ? device : null;
  const throttleKey = trusted
    ? deviceThrottleKey(trusted.deviceId)
    : accountThrottleKey(credentials.email);
  await takeSignInAttempt(db, throttleKey, now);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(credentials.password);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) {
    throw new DomainError('INVALID_CREDENTIALS');
  }
  if (!user.isActive) throw new DomainError('ACCOUNT_DISABLED');
  // An address not yet validated answers like a wrong password: a sign-up naming an address
  // that already has an account creates nothing, so « not yet validated » after it would tell
  // that the address was free (docs/security.md#account-privacy).
  if (!user.emailValidatedAt) throw new DomainError('INVALID_CREDENTIALS');
  await forgetSignInAttempts(db, throttleKey);
  return {
    session: await openSession(db, user.id, now),
    device: trusted ?? { userId: user.id, deviceId: randomUUID() },
  };
}

/**
 * A public agent whom ProConnect has identified by `email` (docs/security.md#proconnect): the same
 * session as a password sign-in, for an active institutional or central account only. Null for
 * anyone else: ProConnect creates no account and grants no right, and organisations keep their
 * passwords.
 */
export async function signInAgent(
  db: Database,
  email: string,
  now: Date,
): Promise<IssuedSession | null> {
  const user = await findUserByEmail(db, email);
  if (!user?.isActive || !isPublicAgent(user.roles)) return null;
  return openSession(db, user.id, now);
}

function isPublicAgent(roles: readonly string[]): boolean {
  if (roles.includes('ROLE_ORGANIZATION')) return false;
  return roles.includes('ROLE_INSTITUTIONAL') || roles.includes('ROLE_CENTRAL');
}

/** A new session for a user who has just proved who they are. */
export async function openSession(db: Database, userId: string, now: Date): Promise<IssuedSession> {
  const sessionId = randomUUID();
  return { userId, sessionId, refreshToken: await issueRefreshToken(db, userId, sessionId, now) };
}

/**
 * Refresh tokens rotate (docs/security.md#sessions); presenting one already used (a stolen copy, or
 * a replay) revokes the whole family, signing out every holder.
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
      sessionId: used.familyId,
      refreshToken: await issueRefreshToken(tx, used.userId, used.familyId, now),
    };
  });
  if (!session) throw new DomainError('INVALID_REFRESH_TOKEN');
  return session;
}

/**
 * Ends the session of the refresh cookie and that of the access cookie (usually the same):
 * both cookies stop working at the next request, even if a copy of them survives.
 */
export async function signOut(
  db: Database,
  cookies: { refreshToken: string | undefined; session: AccessSession | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const known = cookies.refreshToken
      ? await findRefreshToken(tx, hashToken(cookies.refreshToken))
      : undefined;
    if (known) await revokeRefreshTokenFamily(tx, known.familyId, now);
    if (cookies.session && cookies.session.sessionId !== known?.familyId) {
      await revokeUserSession(tx, cookies.session, now);
    }
  });
}

/** The user of a live session, or null when the session was revoked or the account disabled. */
export async function findSessionUser(
  db: Database,
  session: AccessSession,
): Promise<UserProfile | null> {
  const profile = await findSessionProfile(db, session.userId, session.sessionId);
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
