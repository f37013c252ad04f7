import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { claimJobLease, releaseJobLease, renewJobLease } from './job-lease.repository.ts';

export interface LeaseTimings {
  /** How long a claim or a renewal holds the job: a holder that died frees it this long after its last renewal. */
  leaseMs: number;
  /** How often the holder renews its lease while its pass runs. */
  renewEveryMs: number;
}

/**
 * A pass renews its lease every 10 s, so no pass outlives it; a holder killed mid-pass lets it
 * lapse within 30 s, and the other instances, which look for lapsed leases every 10 s
 * (scheduled-jobs.ts), take the job over within 40 s.
 */
export const JOB_LEASE: LeaseTimings = { leaseMs: 30_000, renewEveryMs: 10_000 };

/**
 * Runs `pass` only if this instance wins the job's lease: when every instance starts its
 * passes at the same time, one runs the job and the others skip it. The claim is one atomic
 * upsert, so it needs no session lock pinned to a pooled connection; on PGlite (one process)
 * it always wins. While the pass runs, the lease is renewed; `lost` aborts if a renewal finds
 * it taken, or cannot reach the database before it runs out, and the pass should then stop
 * before its next irrevocable step. The rows each job claims `FOR UPDATE SKIP LOCKED` stay the
 * second guard. Returns null when another instance holds the lease.
 */
export async function runLeased<T>(
  db: Database,
  job: string,
  pass: (lost: AbortSignal) => Promise<T>,
  timings: LeaseTimings = JOB_LEASE,
): Promise<T | null> {
  const holder = randomUUID();
  if (!(await claimJobLease(db, job, holder, timings.leaseMs))) return null;
  const renewal = keepRenewing(db, job, holder, timings);
  try {
    return await pass(renewal.lost);
  } finally {
    await renewal.stop();
    await releaseJobLease(db, job, holder);
  }
}

function keepRenewing(db: Database, job: string, holder: string, timings: LeaseTimings) {
  const lost = new AbortController();
  // By this process's own clock: the lease surely holds until then.
  let heldUntil = performance.now() + timings.leaseMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let renewing: Promise<void> = Promise.resolve();

  const renew = async () => {
    const askedAt = performance.now();
    try {
      if (await renewJobLease(db, job, holder, timings.leaseMs)) {
        heldUntil = askedAt + timings.leaseMs;
      } else {
        lost.abort(new Error(`bail de la tâche ${job} repris par une autre instance`));
      }
    } catch (error) {
      if (performance.now() >= heldUntil) lost.abort(error);
    }
  };
  const schedule = () => {
    if (stopped || lost.signal.aborted) return;
    timer = setTimeout(() => {
      renewing = renew().finally(schedule);
    }, timings.renewEveryMs);
    timer.unref();
  };
  schedule();
  return {
    lost: lost.signal,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await renewing;
    },
  };
}
