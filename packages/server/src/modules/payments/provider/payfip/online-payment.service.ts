import { amountToPayCents } from '@espaces/domain/payment/payment-credits';
import type { Actor } from '@espaces/domain/access/actor';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { parisDateOf, parisPartsOf } from '@espaces/domain/availability/paris-time';
import { DomainError } from '@espaces/domain/errors';
import {
  isLiveOnlinePayment,
  ONLINE_PAYMENT_EXPIRY_MS,
  ONLINE_PAYMENT_LIFETIME_MS,
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_PAYMENT_STATUS_MESSAGES,
  onlineStatusOfResult,
  payfipDebtReference,
  payfipObject,
  treasuryReferenceLabel,
  treasuryTransactionInstant,
  type OnlinePaymentState,
  type OnlinePaymentStatus,
} from '@espaces/domain/payment/online-payment';
import { isOpenPayment } from '@espaces/domain/payment/payment-statuses';
import type { Database } from '../../../../db/client.ts';
import { issuedReferenceOf } from '../../../agreement-records/agreement-reference.ts';
import { recordAuditEvent } from '../../../audit/audit-events.ts';
import { markPaymentPaid } from '../../payment-paying.ts';
import { reschedulePayments } from '../../payment-schedule.ts';
import {
  hasPendingAttempt,
  lockAgreementOfPayment,
  lockPayment,
  lockPaymentsOf,
} from '../../payments.repository.ts';
import { findVisiblePayment } from '../../payments.service.ts';
import { organizationMemberEmails } from '../../../bookings/bookings.repository.ts';
import { enqueueMail } from '../../../mail/mail-outbox.ts';
import { dueInstalmentMail } from './online-payment.mails.ts';
import {
  claimUnnoticedDuePayments,
  emailOfUser,
  insertNotice,
  findOnlinePaymentByIdop,
  insertOnlinePayment,
  lastOnlinePaymentOf,
  liveOnlinePaymentsBefore,
  lockLiveOnlinePayment,
  lockOnlinePayment,
  updateOnlinePayment,
  type OnlinePaymentRow,
} from './online-payments.repository.ts';
import {
  PayfipFunctionalError,
  PayfipUnavailableError,
  type PayfipClient,
  type PaymentDetail,
} from './payfip-client.ts';

/**
 * Online payment of an instalment through PayFiP (docs/payments.md#online-payment-payfip). The
 * operation is written and committed before the treasury's web service is called; it becomes
 * paid only from the web service's own answer (`recupererDetailPaiementSecurise`) — on the
 * notification, or on the next pass for an answer lost on the way — never from the browser.
 */
export interface OnlinePayments {
  db: Database;
  client: PayfipClient;
  clientNumber: string;
  app: { appName: string; appUrl: string };
}

/** A `creating` operation older than this never got its id to the browser: it is closed. */
const STALE_CREATION_MS = 5 * 60_000;

/** The notification and return addresses PayFiP is given. */
export const PAYFIP_NOTIFICATION_PATH = '/api/payfip/notification';
export const onlinePaymentReturnPath = (paymentId: string) =>
  `/paiements/${paymentId}/paiement-en-ligne`;

/**
 * POST /api/payments/{id}/online-payment: the organisation's own instalment, due or failed,
 * at the amount the server holds; answers the treasury's page. An operation still in its
 * lifetime is handed back rather than doubled; an older one is first settled from the
 * treasury's answer.
 */
export async function startOnlinePayment(
  service: OnlinePayments,
  actor: Actor,
  paymentId: string,
  now: Date,
): Promise<{ paymentUrl: string }> {
  const { db, client } = service;
  const view = await findVisiblePayment(db, actor, paymentId);
  if (!isOrganizationUser(actor) || actor.organization?.id !== view.organizationId) {
    throw new DomainError('FORBIDDEN', ONLINE_PAYMENT_MESSAGES.onlyOrganization);
  }
  for (;;) {
    const begun = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      const today = parisDateOf(now);
      if (
        !payment ||
        !isOpenPayment(payment.status) ||
        amountToPayCents(payment) <= 0 ||
        (payment.status === 'scheduled' && payment.dueDate > today)
      ) {
        throw new DomainError('VALIDATION_FAILED', ONLINE_PAYMENT_MESSAGES.notPayable);
      }
      if (await hasPendingAttempt(tx, paymentId)) {
        throw new DomainError('VALIDATION_FAILED', ONLINE_PAYMENT_MESSAGES.notPayable);
      }
      const live = await lockLiveOnlinePayment(tx, paymentId);
      if (live) return { kind: 'live' as const, live };
      const operation = await insertOnlinePayment(tx, {
        paymentId,
        debtReference: payfipDebtReference(paymentId),
        amountCents: amountToPayCents(payment),
        createdAt: now,
      });
      return { kind: 'new' as const, operation, payment };
    });
    if (begun.kind === 'live') {
      const { live } = begun;
      if (live.idop && now.getTime() - live.createdAt.getTime() < ONLINE_PAYMENT_LIFETIME_MS) {
        return { paymentUrl: client.paymentPageUrl(live.idop) };
      }
      // Older than its lifetime: settled from the treasury's answer, then a new one.
      if ((await settleOnlinePayment(service, live, now)) === 'pending') {
        throw new DomainError('CONFLICT', ONLINE_PAYMENT_STATUS_MESSAGES.pending);
      }
      continue;
    }
    const { operation, payment } = begun;
    const reference = issuedReferenceOf({
      id: payment.agreementId,
      reference: view.agreementReference,
    });
    let idop: string;
    try {
      idop = await client.createPayment({
        exercise: parisPartsOf(now).year,
        amountCents: operation.amountCents,
        debtReference: operation.debtReference,
        object: payfipObject(`Convention ${reference} echeance ${payment.month}`),
        email: await emailOfUser(db, actor.id),
        notificationUrl: `${service.app.appUrl}${PAYFIP_NOTIFICATION_PATH}`,
        returnUrl: `${service.app.appUrl}${onlinePaymentReturnPath(paymentId)}`,
      });
    } catch (error) {
      await updateOnlinePayment(db, operation.id, { status: 'unavailable', settledAt: now });
      // The treasury refused the operation (its FonctionnelleErreur): no page to go to.
      if (error instanceof PayfipFunctionalError) {
        throw new DomainError('VALIDATION_FAILED', ONLINE_PAYMENT_MESSAGES.refusedByTreasury);
      }
      if (error instanceof PayfipUnavailableError) {
        throw new PayfipUnavailableError(ONLINE_PAYMENT_MESSAGES.unavailable);
      }
      throw error;
    }
    await updateOnlinePayment(db, operation.id, { idop, status: 'pending' });
    return { paymentUrl: client.paymentPageUrl(idop) };
  }
}

type Settled = 'pending' | 'paid' | 'refused' | 'abandoned' | 'expired';

/** What the treasury answers of an operation, or `pending` while it has no result yet. */
async function askTreasury(
  service: OnlinePayments,
  operation: OnlinePaymentRow,
  now: Date,
): Promise<{ status: Settled; detail?: PaymentDetail }> {
  const age = now.getTime() - operation.createdAt.getTime();
  if (!operation.idop) {
    return { status: age >= STALE_CREATION_MS ? 'expired' : 'pending' };
  }
  try {
    const detail = await service.client.paymentDetail(operation.idop);
    const status = onlineStatusOfResult(detail.resultrans);
    return status ? { status, detail } : { status: 'pending' };
  } catch (error) {
    if (!(error instanceof PayfipFunctionalError)) throw error;
    // P1: the treasury forgot the operation (never paid); P5: no result yet, which past the
    // operation's lifetime means none will come.
    if (error.code === 'P1') return { status: 'expired' };
    if (error.code === 'P5')
      return { status: age >= ONLINE_PAYMENT_EXPIRY_MS ? 'expired' : 'pending' };
    throw error;
  }
}

/** Whether the treasury's detail is about this operation, at its amount, for this authority. */
function matches(service: OnlinePayments, operation: OnlinePaymentRow, detail: PaymentDetail) {
  return (
    detail.idOp === operation.idop &&
    detail.refdet === operation.debtReference &&
    detail.numcli === service.clientNumber &&
    detail.montant === String(operation.amountCents)
  );
}

/**
 * Asks the treasury about one operation and writes its answer in one transaction, once: a
 * replayed notification finds the operation settled and changes nothing. Paid, the payment is
 * paid at the amount the treasury took (a reschedule meanwhile is set right by the reschedule,
 * as for a card charge, docs/payments.md#charging), with the treasury's transaction number and
 * date on its receipt.
 */
export async function settleOnlinePayment(
  service: OnlinePayments,
  operation: OnlinePaymentRow,
  now: Date,
): Promise<OnlinePaymentStatus> {
  const { status, detail } = await askTreasury(service, operation, now);
  if (detail && !matches(service, operation, detail)) {
    throw new Error(`PayFiP : réponse d’une autre opération pour ${operation.id}`);
  }
  return service.db.transaction(async (tx) => {
    // A paid operation reschedules the agreement: its row, then all its payments, before the
    // operation and the receipt counter, as the card charge and an amendment take them
    // (docs/decisions.md#lock-order).
    const agreementId = await lockAgreementOfPayment(tx, operation.paymentId);
    const locked = agreementId ? await lockPaymentsOf(tx, agreementId) : [];
    const payment = locked.find((row) => row.id === operation.paymentId);
    const current = await lockOnlinePayment(tx, operation.id);
    // Settled meanwhile (a replayed notification, the pass): its answer is already written.
    if (!payment || !current || !isLiveOnlinePayment(current.status)) {
      return current?.status ?? 'expired';
    }
    if (status === 'pending') {
      await updateOnlinePayment(tx, operation.id, { checkedAt: now });
      return 'pending';
    }
    const transactionAt = detail
      ? treasuryTransactionInstant(detail.dattrans, detail.heurtrans)
      : null;
    await updateOnlinePayment(tx, operation.id, {
      status,
      resultCode: detail?.resultrans ?? null,
      transactionNumber: detail?.numauto || null,
      transactionAt,
      checkedAt: now,
      settledAt: now,
    });
    if (status !== 'paid' || !detail) return status;
    if (!isOpenPayment(payment.status)) {
      // Paid twice (staff recorded it meanwhile): the money came in, the audit says so.
      await recordAuditEvent(tx, {
        entityType: 'payment',
        entityId: payment.id,
        actorUserId: null,
        action: 'online_payment_after_close',
        changes: { idop: operation.idop, transactionNumber: detail.numauto },
        occurredAt: now,
      });
      return status;
    }
    await markPaymentPaid(tx, {
      paymentId: payment.id,
      paidWith: 'online',
      takenCents: operation.amountCents,
      reference: treasuryReferenceLabel(detail.numauto, detail.dattrans, detail.heurtrans),
      actorUserId: null,
      now,
      app: service.app,
    });
    await reschedulePayments(tx, payment.agreementId, now);
    return status;
  });
}

/**
 * PayFiP's notification (its `idop`): the treasury is asked back, the only source trusted. An
 * unknown operation id changes nothing.
 */
export async function receiveNotification(
  service: OnlinePayments,
  idop: string,
  now: Date,
): Promise<OnlinePaymentStatus | 'unknown'> {
  const operation = await findOnlinePaymentByIdop(service.db, idop);
  if (!operation) return 'unknown';
  await updateOnlinePayment(service.db, operation.id, { notifiedAt: now });
  return settleOnlinePayment(service, operation, now);
}

/** Operations younger than this are left to their notification. */
const PASS_GRACE_MS = 60_000;
const PASS_BATCH = 100;

/**
 * The scheduled pass: e-mails the instalments fallen due, asks the treasury about every
 * operation left in flight (a notification lost, a crash between the treasury's answer and the
 * database), and closes those that will never get a result. One failing leaves the others their
 * turn.
 */
export async function settleOnlinePayments(
  service: OnlinePayments,
  now: Date,
): Promise<{ asked: number; settled: number; noticed: number }> {
  const live = await liveOnlinePaymentsBefore(
    service.db,
    new Date(now.getTime() - PASS_GRACE_MS),
    PASS_BATCH,
  );
  const report = { asked: 0, settled: 0, noticed: await noticeDueInstalments(service, now) };
  const errors: unknown[] = [];
  for (const operation of live) {
    report.asked++;
    try {
      if ((await settleOnlinePayment(service, operation, now)) !== 'pending') report.settled++;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
  return report;
}

const NOTICE_BATCH = 200;

/**
 * Every instalment fallen due is e-mailed once to its organisation's members with the « Payer en
 * ligne » link, in the transaction that records it sent.
 */
export async function noticeDueInstalments(service: OnlinePayments, now: Date): Promise<number> {
  return service.db.transaction(async (tx) => {
    const due = await claimUnnoticedDuePayments(tx, parisDateOf(now), NOTICE_BATCH);
    for (const payment of due) {
      await insertNotice(tx, payment.id, now);
      const mail = dueInstalmentMail({
        ...service.app,
        agreementReference: issuedReferenceOf({
          id: payment.agreementId,
          reference: payment.agreementReference,
        }),
        month: payment.month,
        amountCents: payment.amountCents,
        dueDate: payment.dueDate,
      });
      for (const to of await organizationMemberEmails(tx, payment.organizationId)) {
        await enqueueMail(tx, { to, ...mail }, now);
      }
    }
    return due.length;
  });
}

/** GET /api/payments/{id}/online-payment: the last operation as stored, for whoever sees it. */
export async function onlinePaymentState(
  db: Database,
  actor: Actor,
  paymentId: string,
): Promise<OnlinePaymentState> {
  await findVisiblePayment(db, actor, paymentId);
  const operation = await lastOnlinePaymentOf(db, paymentId);
  if (!operation) throw new DomainError('NOT_FOUND', ONLINE_PAYMENT_MESSAGES.noOperation);
  return {
    status: operation.status,
    message: ONLINE_PAYMENT_STATUS_MESSAGES[operation.status],
    transactionNumber: operation.status === 'paid' ? operation.transactionNumber : null,
    transactionAt:
      operation.status === 'paid' ? (operation.transactionAt?.toISOString() ?? null) : null,
    retryable: !isLiveOnlinePayment(operation.status) && operation.status !== 'paid',
  };
}
