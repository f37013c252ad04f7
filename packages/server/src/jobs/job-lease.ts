import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledJobLeases } from '../db/schema.ts';

/** Longer than any pass (a provider call times out well before): a dead pass frees its job then. */
export const JOB_LEASE_MS = 10 * 60_000;

/**
 * Runs `pass` only if this instance wins the job's lease (issue 16 item 6): when every instance
 * starts its passes at the same time, one runs the job and the others skip it. The claim is one
 * atomic upsert, so it needs no session lock pinned to a pooled connection; on PGlite (one
 * process) it always wins. The rows each job claims `FOR UPDATE SKIP LOCKED` stay the second
 * guard, for a pass that outlives its lease. Returns null when another instance holds it.
 */
export async function runLeased<T>(
  db: Database,
  job: string,
  now: Date,
  pass: () => Promise<T>,
): Promise<T | null> {
  const holder = randomUUID();
  const leasedUntil = new Date(now.getTime() + JOB_LEASE_MS);
  const claimed = await db
    .insert(scheduledJobLeases)
    .values({ job, holder, leasedUntil })
    .onConflictDoUpdate({
      target: scheduledJobLeases.job,
      set: { holder, leasedUntil },
      setWhere: sql`${scheduledJobLeases.leasedUntil} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ job: scheduledJobLeases.job });
  if (claimed.length === 0) return null;
  try {
    return await pass();
  } finally {
    await db
      .delete(scheduledJobLeases)
      .where(and(eq(scheduledJobLeases.job, job), eq(scheduledJobLeases.holder, holder)));
  }
}
