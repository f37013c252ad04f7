import { eq, lte } from 'drizzle-orm';
import type { SignInThrottle } from '@espaces/domain/account/sign-in-throttle';
import type { Database } from '../../db/client.ts';
import { signInThrottles } from '../../db/schema.ts';

/**
 * The key's count, locked until the transaction ends (created empty if missing, so that two
 * instances counting the same key at once wait for each other instead of both reading none).
 */
export async function lockSignInThrottle(
  tx: Database,
  key: string,
  now: Date,
): Promise<SignInThrottle> {
  await tx
    .insert(signInThrottles)
    .values({ key, failures: 0, nextAttemptAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ failures: signInThrottles.failures, nextAttemptAt: signInThrottles.nextAttemptAt })
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key))
    .for('update');
  return row!;
}

export async function saveSignInThrottle(
  tx: Database,
  key: string,
  throttle: SignInThrottle,
): Promise<void> {
  await tx.update(signInThrottles).set(throttle).where(eq(signInThrottles.key, key));
}

export async function deleteSignInThrottle(db: Database, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

export async function deleteSignInThrottlesWaitingSince(db: Database, before: Date): Promise<void> {
  await db.delete(signInThrottles).where(lte(signInThrottles.nextAttemptAt, before));
}
