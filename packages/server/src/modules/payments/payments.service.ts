import type { Actor } from '@espaces/domain/access/actor';
import { paymentListScope } from '@espaces/domain/access/list-scopes';
import type { Payment } from '@espaces/domain/api/payments';
import { parisDateOf } from '@espaces/domain/availability/paris-time';
import { DomainError } from '@espaces/domain/errors';
import { ONLINE_PAYMENT_MESSAGES } from '@espaces/domain/payment/online-payment';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import type { Database } from '../../db/client.ts';
import { type Pagination } from '@espaces/domain/api/collection-params';
import { pageWindow } from '../../http/collections.ts';
import { markPaymentPaid } from './payment-paying.ts';
import { reschedulePayments } from './payment-schedule.ts';
import { hasLiveOnlinePayment } from './provider/payfip/online-payments.repository.ts';
import { isRecordable, mayRecordPayments, mayViewPayment } from './payments.policy.ts';
import { presentPayment } from './payments.presenter.ts';
import {
  findPaymentView,
  hasPendingAttempt,
  listPaymentViews,
  lockAgreementOfPayment,
  lockPaymentsOf,
  type PaymentFilters,
  type PaymentView,
} from './payments.repository.ts';

/** A payment the actor may see (else 404, docs/payments.md#statuses). */
export async function findVisiblePayment(
  db: Database,
  actor: Actor,
  paymentId: string,
): Promise<PaymentView> {
  const view = await findPaymentView(db, paymentId);
  if (!view || !mayViewPayment(actor, view)) throw new DomainError('NOT_FOUND');
  return view;
}

export async function showPayment(db: Database, actor: Actor, paymentId: string, now: Date) {
  return presentPayment(await findVisiblePayment(db, actor, paymentId), actor, parisDateOf(now));
}

/** GET /api/payments: the organisation's, its facilities' for admins, all for central. */
export async function listVisiblePayments(
  db: Database,
  actor: Actor,
  filters: Omit<PaymentFilters, 'today'>,
  pagination: Pagination,
  now: Date,
): Promise<{ members: Payment[]; total: number }> {
  const today = parisDateOf(now);
  const { rows, total } = await listPaymentViews(
    db,
    paymentListScope(actor),
    { ...filters, today },
    pageWindow(pagination),
  );
  return { members: rows.map((view) => presentPayment(view, actor, today)), total };
}

/**
 * PUT /api/payments/{id}/record: staff record a payment made by mandate or transfer as paid,
 * with its reference, under the payment's lock (a card attempt in flight refuses it); a credit
 * recorded so is the refund staff made.
 */
export async function recordPayment(
  db: Database,
  context: { actor: Actor; now: Date; app: { appName: string; appUrl: string } },
  paymentId: string,
  reference: string,
): Promise<Payment> {
  const { actor, now } = context;
  const view = await findVisiblePayment(db, actor, paymentId);
  if (!mayRecordPayments(actor, view)) {
    throw new DomainError('FORBIDDEN', PAYMENT_MESSAGES.notYourPayment);
  }
  await db.transaction(async (tx) => {
    // The agreement, then its payments: paying settles the credits imputed on the payment and
    // reschedules (docs/decisions.md#lock-order).
    await lockAgreementOfPayment(tx, paymentId);
    const payment = (await lockPaymentsOf(tx, view.payment.agreementId)).find(
      (row) => row.id === paymentId,
    );
    if (!payment || !isRecordable({ ...view, payment })) {
      const message =
        payment && payment.status === 'scheduled'
          ? PAYMENT_MESSAGES.cardPaymentPending
          : PAYMENT_MESSAGES.paymentNotOpen;
      throw new DomainError('VALIDATION_FAILED', message);
    }
    if (await hasPendingAttempt(tx, paymentId)) {
      throw new DomainError('CONFLICT', PAYMENT_MESSAGES.paymentBeingCharged);
    }
    // The treasury may still confirm it (docs/payments.md#online-payment-payfip).
    if (await hasLiveOnlinePayment(tx, paymentId)) {
      throw new DomainError('CONFLICT', ONLINE_PAYMENT_MESSAGES.beingPaidOnline);
    }
    await markPaymentPaid(tx, {
      paymentId,
      paidWith: 'other',
      reference,
      actorUserId: actor.id,
      now,
      app: context.app,
    });
    await reschedulePayments(tx, view.payment.agreementId, now);
  });
  return showPayment(db, actor, paymentId, now);
}
