import { AGREEMENT_MESSAGES, MAX_STORED_CENTS } from '@espaces/domain/agreement/agreement-messages';
import { ValidationFailure, violation } from '@espaces/domain/errors';
import { monthlyAmountsDue } from '@espaces/domain/payment/payment-schedule';
import { scheduleChanges } from '@espaces/domain/payment/payment-reschedule';
import type { Database } from '../../db/client.ts';
import { lockAgreement } from '../agreement-records/agreements.repository.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { imputeOpenCredits } from './payment-credits.ts';
import { markPaymentPaid } from './payment-paying.ts';
import {
  agreementSlotsForSchedule,
  insertPayment,
  lockPaymentsOf,
  updatePayment,
} from './payments.repository.ts';

export interface RescheduleReport {
  created: number;
  updated: number;
  cancelled: number;
  /** Instalments the credits imputed on them paid whole. */
  settledByCredit: number;
}

/**
 * Brings an agreement's payments in line with what its slots owe now (domain:
 * payment-reschedule.ts), in the caller's transaction: at signing, and after any cancellation
 * or amendment of its bookings. Idempotent — a second call changes nothing. Paid payments never
 * change; an agreement not yet signed has no payments. The agreement row is locked so two
 * changes of one agreement reschedule one after the other. Then the open credits are imputed on
 * the next instalments (payment-credits.ts).
 */
export async function reschedulePayments(
  tx: Database,
  agreementId: string,
  now: Date,
): Promise<RescheduleReport> {
  const report = { created: 0, updated: 0, cancelled: 0, settledByCredit: 0 };
  const agreement = await lockAgreement(tx, agreementId);
  if (!agreement || agreement.status === 'draft' || agreement.status === 'to_sign') return report;
  const existing = await lockPaymentsOf(tx, agreementId);
  const target = monthlyAmountsDue(await agreementSlotsForSchedule(tx, agreementId));
  // A change that would owe more in a month than the database stores (an amendment's new price)
  // is refused, and the caller's transaction with it.
  if (target.some((month) => month.amountCents > MAX_STORED_CENTS)) {
    throw new ValidationFailure([violation('', AGREEMENT_MESSAGES.totalTooHigh)]);
  }
  const changes = scheduleChanges(existing, target);
  for (const change of changes) {
    if (change.kind === 'create') {
      await insertPayment(tx, {
        agreementId,
        month: change.month,
        amountCents: change.amountCents,
        dueDate: change.dueDate,
        createdAt: now,
        updatedAt: now,
      });
      report.created++;
    } else if (change.kind === 'update') {
      // The credits imputed on it are computed again below, within its new amount.
      await updatePayment(tx, change.id, { amountCents: change.amountCents, creditCents: 0 }, now);
      report.updated++;
    } else {
      await updatePayment(
        tx,
        change.id,
        { status: 'cancelled', nextAttemptAt: null, creditCents: 0 },
        now,
      );
      report.cancelled++;
    }
  }
  report.settledByCredit = await imputeCredits(tx, agreementId, now);
  if (changes.length > 0 || report.settledByCredit > 0) {
    await recordAuditEvent(tx, {
      entityType: 'agreement',
      entityId: agreementId,
      actorUserId: null,
      action: 'reschedule_payments',
      changes: { ...report },
      occurredAt: now,
    });
  }
  return report;
}

/**
 * Imputes the open credits on the open instalments; one they cover whole is paid by them at once
 * (« Avoir imputé », no money moved, nobody e-mailed), and what a credit had left goes on.
 */
async function imputeCredits(tx: Database, agreementId: string, now: Date): Promise<number> {
  let settled = 0;
  for (;;) {
    const [covered] = await imputeOpenCredits(tx, await lockPaymentsOf(tx, agreementId), now);
    if (!covered) return settled;
    await markPaymentPaid(tx, {
      paymentId: covered.id,
      paidWith: 'credit',
      reference: null,
      actorUserId: null,
      now,
    });
    settled++;
  }
}
