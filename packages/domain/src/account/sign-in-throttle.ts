/**
 * Per-account sign-in throttling, whatever IP addresses the attempts come from (on top of
 * the limit per IP address and e-mail address):
 * - an attempt counts as a failure as soon as it starts; a successful sign-in clears the count;
 * - the first 5 failures in a row delay nothing;
 * - after that each attempt sets the wait before the next: 1 minute, then doubled at each
 *   failure, 15 minutes at most — four attempts per hour for someone guessing;
 * - an account with no attempt for 24 hours starts again from zero.
 * The count of a browser where the account has already signed in is kept apart: someone
 * guessing elsewhere does not lock the holder out at home (see docs/decisions.md).
 */
export const FREE_SIGN_IN_FAILURES = 5;
export const FIRST_SIGN_IN_DELAY_MS = 60_000;
export const MAX_SIGN_IN_DELAY_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS = 24 * 3_600_000;

/** The attempts counted on one key: failures in a row, and when the next attempt may start. */
export interface SignInThrottle {
  failures: number;
  nextAttemptAt: Date;
}

export type SignInAttemptClaim =
  { allowed: true; next: SignInThrottle } | { allowed: false; retryAt: Date };

/** The wait that `failures` failures in a row impose before the next attempt. */
export function signInDelayAfter(failures: number): number {
  if (failures <= FREE_SIGN_IN_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_SIGN_IN_FAILURES - 1, 10);
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_SIGN_IN_DELAY_MS * 2 ** doublings);
}

/** Whether an attempt may start at `now`, and the count it leaves if it fails. */
export function claimSignInAttempt(current: SignInThrottle | null, now: Date): SignInAttemptClaim {
  const forgotten =
    current === null ||
    current.nextAttemptAt.getTime() + SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS <= now.getTime();
  const counted = forgotten ? null : current;
  if (counted && counted.nextAttemptAt > now)
    return { allowed: false, retryAt: counted.nextAttemptAt };
  const failures = (counted?.failures ?? 0) + 1;
  return {
    allowed: true,
    next: { failures, nextAttemptAt: new Date(now.getTime() + signInDelayAfter(failures)) },
  };
}
