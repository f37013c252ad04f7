import type { Database } from '../../db/client.ts';
import { takeBookingSteps } from './booking-step.ts';
import { claimEndedBookings } from './finish-ended-bookings.repository.ts';

const SYSTEM = ['system'] as const;

/**
 * validated → finished (docs/agreements.md#finishing): a validated booking whose last slot has
 * ended is finished by the system, with its history event. One transaction per pass; rows are
 * claimed with `FOR UPDATE SKIP LOCKED`, so several instances never finish the same booking
 * twice, and a pass interrupted by a restart leaves the rows as they were for the next one.
 * Returns how many bookings it finished.
 */
export async function finishEndedBookings(
  db: Database,
  now: Date,
  app: { appName: string; appUrl: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const bookingIds = await claimEndedBookings(tx, now);
    await takeBookingSteps(tx, bookingIds, {
      action: 'finish',
      kinds: SYSTEM,
      actor: null,
      now,
      app,
    });
    return bookingIds.length;
  });
}
