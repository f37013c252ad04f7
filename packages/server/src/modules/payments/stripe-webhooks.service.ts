import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { paymentWebhookEvents } from '../../db/schema.ts';
import { applyCardOutcome } from './card-registration.service.ts';
import { findRegistration } from './card-registrations.repository.ts';
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
 * A verified Stripe event (docs/payments.md#stripe). A completed setup-mode Checkout session
 * records the card it saved on the registration it names (`client_reference_id`), if that
 * registration is still pending and its organisation's; any other event, or one naming no
 * registration of ours, is recorded and changes nothing.
 */
export async function applyStripeEvent(
  db: Database,
  provider: StripeProvider,
  event: Stripe.Event,
  now: Date,
): Promise<void> {
  const card = await savedCardOf(db, provider, event);
  await db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event, now)) || !card) return;
    await applyCardOutcome(tx, card.registrationId, { kind: 'accepted', ...card.saved }, now, {
      judgedByProvider: true,
    });
  });
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
