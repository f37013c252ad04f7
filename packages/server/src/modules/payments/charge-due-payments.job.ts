import { amountToPayCents } from '@espaces/domain/payment/payment-credits';
import { parisDateOf } from '@espaces/domain/availability/paris-time';
import {
  chargeIdempotencyKey,
  MAX_CHARGE_ATTEMPTS,
  nextChargeAttemptAt,
} from '@espaces/domain/payment/payment-charging';
import type { Database } from '../../db/client.ts';
import type { PaymentAttemptRow } from './payments.repository.ts';
import {
  claimChargeablePayments,
  claimPendingAttempts,
  finishAttempt,
  insertAttempt,
  lockAgreementOfPayment,
  lockAttempt,
  lockPaymentsOf,
  payerOfAgreement,
  refundableCardCredits,
  updatePayment,
} from './payments.repository.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { organizationMemberEmails } from '../bookings/bookings.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { markPaymentPaid } from './payment-paying.ts';
import { reschedulePayments } from './payment-schedule.ts';
import { declinedChargeMail } from './payments.mails.ts';
import type { ChargeResult, PaymentProvider } from './provider/payment-provider.ts';

export interface ChargeReport {
  attempted: number;
  paid: number;
  declined: number;
  failed: number;
}

/** Outside the job's lease, an attempt younger than this may still be waiting for its answer. */
const STALE_ATTEMPT_MS = 10 * 60_000;

export interface ChargePassOptions {
  /**
   * The job's lease (`runLeased`), aborted once lost. Under it no other pass runs: every pending
   * attempt was left by a pass that died (or lost its lease, and stopped before its next
   * call), and is taken up at once; the pass stops before its next call once the lease is lost.
   */
  leased?: AbortSignal;
}

interface Pass {
  db: Database;
  provider: PaymentProvider;
  now: Date;
  app: { appName: string; appUrl: string };
}

/**
 * The daily charge of due card payments (domain: payment-charging.ts). Each attempt is
 * written and committed with its idempotency key before the provider is called; its result is
 * written in a second transaction. A pass that dies in between leaves the attempt `pending`:
 * the next pass asks the provider for the charge under that key (or makes it with that key),
 * so the card is charged once whatever happens. Payments are claimed `FOR UPDATE SKIP LOCKED`.
 */
export async function chargeDuePayments(
  db: Database,
  provider: PaymentProvider,
  now: Date,
  app: { appName: string; appUrl: string },
  options: ChargePassOptions = {},
): Promise<ChargeReport> {
  const pass: Pass = { db, provider, now, app };
  const report: ChargeReport = { attempted: 0, paid: 0, declined: 0, failed: 0 };
  const abandonedBefore = options.leased ? now : new Date(now.getTime() - STALE_ATTEMPT_MS);
  const stale = await db.transaction((tx) => claimPendingAttempts(tx, abandonedBefore));
  const started = await db.transaction(async (tx) => {
    const due = await claimChargeablePayments(tx, parisDateOf(now), now);
    const attempts: { attempt: PaymentAttemptRow; cardToken: string | null }[] = [];
    for (const { payment, cardToken } of due) {
      const attemptNumber = payment.attempts + 1;
      const attempt = await insertAttempt(tx, {
        paymentId: payment.id,
        attemptNumber,
        idempotencyKey: chargeIdempotencyKey(payment.id, attemptNumber),
        amountCents: amountToPayCents(payment),
        startedAt: now,
      });
      await updatePayment(tx, payment.id, { attempts: attemptNumber }, now);
      attempts.push({ attempt, cardToken });
    }
    return attempts;
  });
  const errors: unknown[] = [];
  for (const { attempt, cardToken } of [...stale, ...started]) {
    // The attempts left are pending: the next holder of the lease takes them up.
    options.leased?.throwIfAborted();
    report.attempted++;
    try {
      const result =
        (await provider.findCharge(attempt.idempotencyKey)) ??
        (await provider.charge({
          token: cardToken ?? '',
          amountCents: attempt.amountCents,
          idempotencyKey: attempt.idempotencyKey,
          description: `Paiement ${attempt.paymentId}`,
        }));
      const outcome = await settleAttempt(pass, attempt, result);
      if (outcome) report[outcome]++;
    } catch (error) {
      // The attempt stays pending and is replayed under its key by a later pass.
      errors.push(error);
    }
  }
  await refundCardCredits(pass, options, errors);
  if (errors.length > 0) throw errors[0];
  return report;
}

/**
 * A credit of a month that a card charge paid goes back to that card through the provider
 * (docs/payments.md#rescheduling): the refund is asked under the credit's own key, so a pass that
 * dies before writing it asks again and gets the same refund; the credit is then paid (« Avoir
 * remboursé ») with the refund's reference, unless a reschedule changed it meanwhile.
 */
async function refundCardCredits(pass: Pass, options: ChargePassOptions, errors: unknown[]) {
  const { db, provider, now } = pass;
  for (const { credit, chargeReference } of await refundableCardCredits(db)) {
    options.leased?.throwIfAborted();
    try {
      const reference = await provider.refund({
        chargeReference,
        amountCents: -credit.amountCents,
        idempotencyKey: `payment-${credit.id}-refund`,
      });
      await db.transaction(async (tx) => {
        // The agreement, then its payments, as every payment write takes them
        // (docs/decisions.md#lock-order).
        const agreementId = await lockAgreementOfPayment(tx, credit.id);
        const locked = agreementId ? await lockPaymentsOf(tx, agreementId) : [];
        const current = locked.find((row) => row.id === credit.id);
        if (current?.status !== 'scheduled' || current.amountCents !== credit.amountCents) return;
        await markPaymentPaid(tx, {
          paymentId: credit.id,
          paidWith: 'card',
          reference,
          actorUserId: null,
          now,
          app: pass.app,
        });
      });
    } catch (error) {
      // Left open: the next pass asks again under the same key.
      errors.push(error);
    }
  }
}

/** The provider's answer written in one transaction, once (a replay finds it settled). */
async function settleAttempt(
  pass: Pass,
  attempt: PaymentAttemptRow,
  result: ChargeResult,
): Promise<'paid' | 'declined' | 'failed' | null> {
  const { db, now } = pass;
  return db.transaction(async (tx) => {
    // A paid charge reschedules the agreement: its row, then all its payments, before the
    // receipt counter, as an amendment or a payment recorded takes them; else they deadlock
    // (docs/decisions.md#lock-order).
    const agreementId = await lockAgreementOfPayment(tx, attempt.paymentId);
    const locked = agreementId ? await lockPaymentsOf(tx, agreementId) : [];
    const payment = locked.find((row) => row.id === attempt.paymentId);
    if (!payment || payment.status === 'paid') return null;
    const current = await lockAttempt(tx, attempt.id);
    if (current?.outcome !== 'pending') return null;
    if (result.outcome === 'succeeded') {
      await finishAttempt(tx, attempt.id, {
        outcome: 'succeeded',
        providerReference: result.reference,
        finishedAt: now,
      });
      // The amount charged is the attempt's: a reschedule during the call (an amount changed,
      // the payment cancelled) is set right by the reschedule below, as a credit if need be.
      await markPaymentPaid(tx, {
        paymentId: payment.id,
        paidWith: 'card',
        takenCents: attempt.amountCents,
        reference: result.reference,
        actorUserId: null,
        now,
        app: pass.app,
      });
      await reschedulePayments(tx, payment.agreementId, now);
      return 'paid';
    }
    await finishAttempt(tx, attempt.id, {
      outcome: 'declined',
      failureReason: result.reason,
      finishedAt: now,
    });
    const nextAttemptAt =
      attempt.attemptNumber >= MAX_CHARGE_ATTEMPTS
        ? null
        : nextChargeAttemptAt(attempt.attemptNumber, now);
    const stillOpen = payment.status === 'scheduled';
    if (stillOpen) {
      await updatePayment(
        tx,
        payment.id,
        {
          lastFailureReason: result.reason,
          nextAttemptAt,
          ...(nextAttemptAt ? {} : { status: 'failed' }),
        },
        now,
      );
    }
    const payer = await payerOfAgreement(tx, payment.agreementId);
    const mail = declinedChargeMail({
      ...pass.app,
      agreementReference: issuedReferenceOf({
        id: payment.agreementId,
        reference: payer.agreementReference,
      }),
      month: payment.month,
      amountCents: attempt.amountCents,
      reason: result.reason,
      nextAttemptAt,
      ...(result.outcome === 'requires_authentication' && { confirmPaymentId: payment.id }),
    });
    for (const to of await organizationMemberEmails(tx, payer.organizationId)) {
      await enqueueMail(tx, { to, ...mail }, now);
    }
    return nextAttemptAt ? 'declined' : 'failed';
  });
}
