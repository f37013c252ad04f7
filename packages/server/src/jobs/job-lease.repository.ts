import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledJobLeases } from '../db/schema.ts';

// Leases count in the database's clock: instances whose clocks differ, or a test's fixed
// application clock, agree on when a lease ends.
const endsIn = (ms: number) => sql`clock_timestamp() + ${ms} * interval '1 millisecond'`;

/** Takes the job's lease if nobody holds it or its holder let it lapse; true when taken. */
export async function claimJobLease(
  db: Database,
  job: string,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobLeases)
    .values({ job, holder, leasedUntil: endsIn(leaseMs) })
    .onConflictDoUpdate({
      target: scheduledJobLeases.job,
      set: { holder, leasedUntil: endsIn(leaseMs) },
      setWhere: sql`${scheduledJobLeases.leasedUntil} <= clock_timestamp()`,
    })
    .returning({ job: scheduledJobLeases.job });
  return claimed.length > 0;
}

/** Extends the holder's lease; false when it is no longer the holder's. */
export async function renewJobLease(
  db: Database,
  job: string,
  holder: string,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(scheduledJobLeases)
    .set({ leasedUntil: endsIn(leaseMs) })
    .where(and(eq(scheduledJobLeases.job, job), eq(scheduledJobLeases.holder, holder)))
    .returning({ job: scheduledJobLeases.job });
  return renewed.length > 0;
}

export async function releaseJobLease(db: Database, job: string, holder: string): Promise<void> {
  await db
    .delete(scheduledJobLeases)
    .where(and(eq(scheduledJobLeases.job, job), eq(scheduledJobLeases.holder, holder)));
}

/** Whether a lease has lapsed without being released: its holder died mid-pass. */
export async function hasLapsedJobLease(db: Database): Promise<boolean> {
  const [lapsed] = await db
    .select({ job: scheduledJobLeases.job })
    .from(scheduledJobLeases)
    .where(sql`${scheduledJobLeases.leasedUntil} <= clock_timestamp()`)
    .limit(1);
  return lapsed !== undefined;
}
