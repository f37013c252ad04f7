import { canTakeAgreementStep } from '@espaces/domain/agreement/agreement-lifecycle';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { updateAgreement } from '../agreement-records/agreements.repository.ts';
import { claimCompletedAgreements } from './finish-completed-agreements.repository.ts';

const SYSTEM = ['system'] as const;

/**
 * signed → finished (docs/agreements.md#finishing): an agreement none of whose bookings is still
 * open, once the bookings' own pass (modules/bookings/finish-ended-bookings.job.ts) has finished
 * them. One transaction per pass, rows claimed `FOR UPDATE SKIP LOCKED`; an agreement left by a
 * restart between the two passes is finished by the next one. Returns how many it finished.
 */
export async function finishCompletedAgreements(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
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
    return agreementIds.length;
  });
}
