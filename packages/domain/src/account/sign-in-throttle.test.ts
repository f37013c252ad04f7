import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimSignInAttempt,
  FREE_SIGN_IN_FAILURES,
  MAX_SIGN_IN_DELAY_MS,
  SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS,
  signInDelayAfter,
  type SignInThrottle,
} from './sign-in-throttle.ts';

const MINUTE = 60_000;
const start = new Date('2026-03-02T09:00:00Z');

/** Attempts made as soon as each is allowed, for `hours`: how many started. */
function attemptsOfAPatientGuesser(hours: number, from: SignInThrottle | null = null): number {
  let throttle = from;
  let now = start;
  let attempts = 0;
  const end = start.getTime() + hours * 3_600_000;
  while (now.getTime() < end) {
    const claim = claimSignInAttempt(throttle, now);
    if (claim.allowed) {
      attempts += 1;
      throttle = claim.next;
      now = new Date(Math.max(now.getTime() + 1, claim.next.nextAttemptAt.getTime()));
    } else {
      now = claim.retryAt;
    }
  }
  return attempts;
}

describe('sign-in throttle of one account', () => {
  it('lets five failures in a row through at once, then waits 1, 2, 4, 8 then 15 minutes', () => {
    expect([1, 2, 3, 4, 5].map(signInDelayAfter)).toEqual([0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9, 10, 11, 50].map((n) => signInDelayAfter(n) / MINUTE)).toEqual([
      1, 2, 4, 8, 15, 15, 15,
    ]);
  });

  it('refuses an attempt before the wait is over and names when the next may start', () => {
    const throttle = { failures: 6, nextAttemptAt: new Date(start.getTime() + MINUTE) };
    expect(claimSignInAttempt(throttle, start)).toEqual({
      allowed: false,
      retryAt: throttle.nextAttemptAt,
    });
    expect(claimSignInAttempt(throttle, throttle.nextAttemptAt)).toEqual({
      allowed: true,
      next: { failures: 7, nextAttemptAt: new Date(start.getTime() + 3 * MINUTE) },
    });
  });

  it('starts over after a quiet day', () => {
    const throttle = { failures: 40, nextAttemptAt: start };
    const later = new Date(start.getTime() + SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS);
    expect(claimSignInAttempt(throttle, later)).toEqual({
      allowed: true,
      next: { failures: 1, nextAttemptAt: later },
    });
  });

  it('slows a guesser to a handful of tries an hour, whatever it starts from', () => {
    expect(attemptsOfAPatientGuesser(1)).toBeLessThanOrEqual(FREE_SIGN_IN_FAILURES + 7);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 48 }),
        (failures, hours) => {
          const from = { failures, nextAttemptAt: start };
          const allowedPerHour = 3_600_000 / MAX_SIGN_IN_DELAY_MS;
          const ceiling = FREE_SIGN_IN_FAILURES + 7 + allowedPerHour * (hours - 1) + 1;
          return attemptsOfAPatientGuesser(hours, from) <= ceiling;
        },
      ),
      { numRuns: 50 },
    );
  });
});
