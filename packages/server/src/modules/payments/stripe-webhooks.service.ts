import type Stripe from 'stripe';
import { isOpenPayment } from '@espaces/domain/payment/payment-statuses';
import type { Database } from '../../db/client.ts';
import { paymentWebhookEvents } from '../../db/schema.ts';
import { applyCardOutcome, forgetReplacedCard } from './card-registration.service.ts';
import { findRegistration } from './card-registrations.repository.ts';
import { markPaymentPaid } from './payment-paying.ts';
import { reschedulePayments } from './payment-schedule.ts';
import { hasPendingAttempt, lockAgreementOfPayment, lockPayment } from './payments.repository.ts';
import type { StripeProvider } from './provider/stripe-provider.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records the event as applied, in the transaction that applies it: false when it already was
 * (a replay, or a second delivery at once, which waits on the first one's row and finds it).
 */
async function firstDelivery(tx: Database, event: Stripe.Event, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values({ provider: 'stripe', eventId: event.id, eventType: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

/**
 * A verified Stripe event (docs/payments.md#stripe):
 * - a completed setup-mode Checkout session records the card it saved on the registration it
 *   names (`client_reference_id`), if that registration is still pending and its organisation's;
 * - a paid payment-mode session (a charge the organisation confirmed with its bank) pays the
 *   payment it names; one paid meanwhile, or being charged, gets this money back (refunded);
 * - any other event, or one naming nothing of ours, is recorded and changes nothing.
 */
export async function applyStripeEvent(
  db: Database,
  provider: StripeProvider,
  event: Stripe.Event,
  context: { now: Date; app: { appName: string; appUrl: string } },
): Promise<void> {
  const { now } = context;
  const card = await savedCardOf(db, provider, event);
  const confirmed = confirmedPaymentOf(event);
  const replacedToken = await db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event, now))) return null;
    const applied = card
      ? await applyCardOutcome(tx, card.registrationId, { kind: 'accepted', ...card.saved }, now, {
          judgedByProvider: true,
        })
      : null;
    if (confirmed) await payConfirmed(tx, provider, confirmed, context);
    return applied?.replacedToken ?? null;
  });
  await forgetReplacedCard(provider, replacedToken);
}

interface ConfirmedPayment {
  sessionId: string;
  paymentId: string;
  paymentIntent: string;
  amountCents: number;
}

function confirmedPaymentOf(event: Stripe.Event): ConfirmedPayment | null {
  if (event.type !== 'checkout.session.completed') return null;
  const session = event.data.object;
  const paymentId = session.metadata?.paymentId ?? '';
  const intent = session.payment_intent;
  if (
    session.mode !== 'payment' ||
    session.payment_status !== 'paid' ||
    !UUID.test(paymentId) ||
    !intent ||
    !session.amount_total
  ) {
    return null;
  }
  return {
    sessionId: session.id,
    paymentId: paymentId.toLowerCase(),
    paymentIntent: typeof intent === 'string' ? intent : intent.id,
    amountCents: session.amount_total,
  };
}

/**
 * Paid with the amount the bank took, like a charge of the job (docs/payments.md#charging): a
 * reschedule during the confirmation is set right by the reschedule that follows. The refund of
 * a payment already settled is asked within the transaction: if Stripe fails, the event is not
 * recorded and its next delivery asks again, under the same key.
 */
async function payConfirmed(
  tx: Database,
  provider: StripeProvider,
  confirmed: ConfirmedPayment,
  context: { now: Date; app: { appName: string; appUrl: string } },
) {
  // The agreement, then its payments: paying settles the credits imputed on the payment and
  // reschedules (docs/decisions.md#lock-order).
  await lockAgreementOfPayment(tx, confirmed.paymentId);
  const payment = await lockPayment(tx, confirmed.paymentId);
  if (!payment) return;
  if (!isOpenPayment(payment.status) || (await hasPendingAttempt(tx, payment.id))) {
    await provider.refund({
      chargeReference: confirmed.paymentIntent,
      amountCents: confirmed.amountCents,
      idempotencyKey: `refund-${confirmed.sessionId}`,
    });
    return;
  }
  await markPaymentPaid(tx, {
    paymentId: payment.id,
    paidWith: 'card',
    takenCents: confirmed.amountCents,
    reference: confirmed.paymentIntent,
    actorUserId: null,
    now: context.now,
    app: context.app,
  });
  await reschedulePayments(tx, payment.agreementId, context.now);
}

/** The card of a completed setup session naming one of our registrations, read from Stripe. */
async function savedCardOf(db: Database, provider: StripeProvider, event: Stripe.Event) {
  if (event.type !== 'checkout.session.completed') return null;
  const session = event.data.object;
  const registrationId = session.client_reference_id ?? '';
  if (session.mode !== 'setup' || !session.setup_intent || !UUID.test(registrationId)) {
    return null;
  }
  const registration = await findRegistration(db, registrationId.toLowerCase());
  if (
    !registration ||
    registration.provider !== 'stripe' ||
    registration.status !== 'pending' ||
    session.metadata?.organizationId !== registration.organizationId
  ) {
    return null;
  }
  const setupIntent =
    typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent.id;
  return { registrationId: registration.id, saved: await provider.savedCard(setupIntent) };
}
