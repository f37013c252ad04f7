import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type AccessSession,
  type IssuedSession,
} from './auth.service.ts';

export const ACCESS_COOKIE = 'espaces_access';
export const REFRESH_COOKIE = 'espaces_refresh';
/** Outlives sign-out: it tells that this browser already signed in to the account. */
export const TRUSTED_DEVICE_COOKIE = 'espaces_device';
export const REFRESH_PATH = '/api/authentication';
const TRUSTED_DEVICE_TTL_SECONDS = 365 * 24 * 3600;

/** HttpOnly, SameSite=Lax, Secure outside localhost (docs/security.md#sessions). */
export function cookieBaseOptions(appUrl: string) {
  const { protocol, hostname } = new URL(appUrl);
  const local = hostname === 'localhost' || hostname === '127.0.0.1';
  return { httpOnly: true, sameSite: 'lax' as const, secure: protocol === 'https:' || !local };
}

export function setSessionCookies(
  reply: FastifyReply,
  session: IssuedSession,
  now: Date,
  appUrl: string,
): void {
  const expiresAt = Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
  reply.setCookie(ACCESS_COOKIE, `${session.userId}.${session.sessionId}.${expiresAt}`, {
    ...cookieBaseOptions(appUrl),
    path: '/',
    signed: true,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...cookieBaseOptions(appUrl),
    path: REFRESH_PATH,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, appUrl: string): void {
  reply.clearCookie(ACCESS_COOKIE, { ...cookieBaseOptions(appUrl), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...cookieBaseOptions(appUrl), path: REFRESH_PATH });
}

/** A browser where `userId` signed in, under its own random id. */
export interface TrustedDevice {
  userId: string;
  deviceId: string;
}

/**
 * Set at each sign-in: its attempts on that account are counted apart from everyone else's
 * (auth/sign-in-throttle.ts), so that guessing elsewhere never locks the holder out here.
 * Sent to the authentication routes only, never cross-site.
 */
export function setTrustedDeviceCookie(
  reply: FastifyReply,
  device: TrustedDevice,
  appUrl: string,
): void {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, `${device.userId}.${device.deviceId}`, {
    ...cookieBaseOptions(appUrl),
    sameSite: 'strict',
    path: REFRESH_PATH,
    signed: true,
    maxAge: TRUSTED_DEVICE_TTL_SECONDS,
  });
}

/** The browser's trusted-device cookie, when its signature holds. */
export function trustedDeviceFromCookie(request: FastifyRequest): TrustedDevice | null {
  const raw = request.cookies[TRUSTED_DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [userId, deviceId, ...rest] = unsigned.value.split('.');
  return userId && deviceId && rest.length === 0 ? { userId, deviceId } : null;
}

const VERIFIED_VALUES_MAX = 10_000;
/**
 * Access-cookie values whose signature was found valid, per signer (one per app, and so per
 * secret). A signature depends on the value and the secret only, so a signed-in request no
 * longer pays an HMAC each time; expiry and revocation are still checked at every request.
 * Only valid values enter: forged cookies cannot fill it.
 */
const verifiedValues = new WeakMap<FastifyRequest['unsignCookie'], Map<string, string>>();

function verifiedValue(request: FastifyRequest, raw: string): string | null {
  let verified = verifiedValues.get(request.unsignCookie);
  if (!verified) verifiedValues.set(request.unsignCookie, (verified = new Map()));
  const known = verified.get(raw);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  if (verified.size >= VERIFIED_VALUES_MAX) verified.clear();
  verified.set(raw, unsigned.value);
  return unsigned.value;
}

/** The user and session carried by a valid, unexpired access cookie. */
export function sessionFromAccessCookie(request: FastifyRequest, now: Date): AccessSession | null {
  const raw = request.cookies[ACCESS_COOKIE];
  if (!raw) return null;
  const value = verifiedValue(request, raw);
  if (!value) return null;
  const [userId, sessionId, expiresAt, ...rest] = value.split('.');
  if (!userId || !sessionId || rest.length > 0) return null;
  if (!(Number(expiresAt) * 1000 > now.getTime())) return null;
  return { userId, sessionId };
}
