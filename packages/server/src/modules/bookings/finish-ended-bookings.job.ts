import { canTakeAgreementStep } from '@espaces/domain/agreement/agreement-lifecycle';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { updateAgreement } from '../agreements/agreements.repository.ts';
import { takeBookingSteps } from './booking-step.ts';
import {
  claimCompletedAgreements,
  claimEndedBookings,
} from './finish-ended-bookings.repository.ts';

export interface FinishReport {
  bookings: number;
  agreements: number;
}

const SYSTEM = ['system'] as const;

/**
 * validated → finished (docs/agreements.md#finishing): a validated booking whose last slot has
 * ended is finished by the system, with its history event; an agreement whose bookings are all
 * finished (or cancelled) is finished too. One transaction per pass; rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so several instances never finish the same booking twice, and a
 * pass interrupted by a restart leaves the rows as they were for the next one.
 */
export async function finishEndedBookings(
  db: Database,
  now: Date,
  app: { appName: string; appUrl: string },
): Promise<FinishReport> {
  return db.transaction(async (tx) => {
    const bookingIds = await claimEndedBookings(tx, now);
    await takeBookingSteps(tx, bookingIds, {
      action: 'finish',
      kinds: SYSTEM,
      actor: null,
      now,
      app,
    });
    const agreementIds = await claimCompletedAgreements(tx);
    for (const agreementId of agreementIds) {
      const decision = canTakeAgreementStep(SYSTEM, 'signed', 'finish');
      if (!decision.allowed) continue;
      await updateAgreement(tx, agreementId, { status: decision.to }, now);
      await recordAuditEvent(tx, {
        entityType: 'agreement',
        entityId: agreementId,
        actorUserId: null,
        action: 'finish',
        fromStatus: 'signed',
        toStatus: decision.to,
        occurredAt: now,
      });
    }
    return { bookings: bookingIds.length, agreements: agreementIds.length };
  });
}
