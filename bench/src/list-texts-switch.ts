import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '@espaces/server/src/db/client.ts';
import { claimJobLease, releaseJobLease } from '@espaces/server/src/jobs/job-lease.repository.ts';

// `BENCH_LIST_TEXTS=without` measures the booking lists as if the kept list texts did not exist
// (docs/performance.md#mechanisms): every kept text emptied, so the lists write each one at read
// time with the very expressions the cache keeps, and the job that writes them again held off
// by its lease for the run. The next run without the switch writes them back before measuring.

const FILL_JOB = 'fill-list-texts';
const HOLDER = randomUUID();
const TWO_HOURS_MS = 2 * 60 * 60 * 1000;

export const withoutListTexts = process.env.BENCH_LIST_TEXTS === 'without';

/** Empties the kept texts and keeps the server's job from writing them during the run. */
export async function emptyListTexts(db: Database): Promise<void> {
  if (!(await claimJobLease(db, FILL_JOB, HOLDER, TWO_HOURS_MS))) {
    throw new Error(`the ${FILL_JOB} job holds its lease: wait for its pass to end`);
  }
  await db.execute(sql`UPDATE bookings SET list_text_head = NULL, list_text_tail = NULL
    WHERE list_text_head IS NOT NULL OR list_text_tail IS NOT NULL`);
  await db.execute(sql`UPDATE booking_slots SET list_text_head = NULL, list_text_tail = NULL
    WHERE list_text_head IS NOT NULL OR list_text_tail IS NOT NULL`);
  await db.execute(sql`VACUUM ANALYZE bookings, booking_slots`);
  console.log('List texts emptied; their job held off for the run.');
}

/** Lets the server's job write the texts again. */
export async function releaseListTexts(db: Database): Promise<void> {
  await releaseJobLease(db, FILL_JOB, HOLDER);
}
