import { createHash } from 'node:crypto';
import {
  claimSignInAttempt,
  SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS,
} from '@espaces/domain/account/sign-in-throttle';
import { DomainError } from '@espaces/domain/errors';
import { formatTime } from '@espaces/domain/locale/format';
import { signInDelayed } from '@espaces/domain/messages';
import type { Database } from '../../db/client.ts';
import {
  deleteSignInThrottle,
  deleteSignInThrottlesWaitingSince,
  lockSignInThrottle,
  saveSignInThrottle,
} from './sign-in-throttle.repository.ts';

/** Counts nobody has touched for a day are swept at most this often per instance. */
const SWEEP_INTERVAL_MS = 60_000;
const MINUTE_MS = 60_000;
let lastSweep = 0;

const hashed = (kind: string, value: string) =>
  createHash('sha256').update(`${kind} ${value}`).digest('hex');

/** The count of an address as sign-in reads it, whether an account has it or not. */
export const accountThrottleKey = (email: string) => hashed('account', email.trim().toLowerCase());

/** The count of a browser where the account already signed in (its trusted-device cookie). */
export const deviceThrottleKey = (deviceId: string) => hashed('device', deviceId);

/**
 * Counts one sign-in attempt on `key` before the password is checked, in one transaction that
 * every instance's attempts on the key wait for: an attempt that comes too soon is refused
 * unchecked, with the time from which the next may start (account/sign-in-throttle.ts).
 */
export async function takeSignInAttempt(db: Database, key: string, now: Date): Promise<void> {
  await sweepForgottenCounts(db, now);
  const retryAt = await db.transaction(async (tx) => {
    const claim = claimSignInAttempt(await lockSignInThrottle(tx, key, now), now);
    if (!claim.allowed) return claim.retryAt;
    await saveSignInThrottle(tx, key, claim.next);
    return null;
  });
  if (retryAt) {
    // « from 14:06 » must hold at 14:06:00: the minute after the instant, unless it is one.
    const shown = new Date(Math.ceil(retryAt.getTime() / MINUTE_MS) * MINUTE_MS);
    throw new DomainError('TOO_MANY_ATTEMPTS', signInDelayed(formatTime(shown)));
  }
}

/** A success, or a new password by e-mail: the count starts over. */
export function forgetSignInAttempts(db: Database, key: string): Promise<void> {
  return deleteSignInThrottle(db, key);
}

async function sweepForgottenCounts(db: Database, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now.getTime();
  await deleteSignInThrottlesWaitingSince(
    db,
    new Date(now.getTime() - SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS),
  );
}
