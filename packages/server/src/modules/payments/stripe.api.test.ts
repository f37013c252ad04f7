import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { PROVIDER_UNAVAILABLE } from '@espaces/domain/messages';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeSettings } from '../../config.ts';
import { auditEvents, organizations, paymentAttempts } from '../../db/schema.ts';
import { mailsTo, organizationIdOf, send } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import { chargeDuePayments } from './charge-due-payments.job.ts';
import { startFakeStripe, type FakeStripe } from './provider/fake-stripe.test-support.ts';
import type { PaymentProvider } from './provider/payment-provider.ts';
import { createStripeProvider } from './provider/stripe-provider.ts';
import { reschedulePayments } from './payment-schedule.ts';
import {
  cancelSlotsOf,
  createSignedAgreement,
  parisNoon,
  patchAs,
  paymentsOf,
} from './payments.test-support.ts';

// PAYMENT_PROVIDER=stripe against a local server answering like Stripe
// (docs/payments.md#stripe): the card saved by a setup-mode Checkout session and recorded from
// the signed webhook, off-session charges under the attempt's key, confirmation of a charge the
// bank wants authenticated, credits refunded to the card, detaching, Stripe down.

const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost:3000' };
const WEBHOOK_SECRET = 'whsec_test_espaces_partages';
const signer = new Stripe('sk_test_signer');
let fake: FakeStripe;
let world: AgreementWorld;
let organizationId: string;
let stripe: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  const settings: StripeSettings = {
    secretKey: 'sk_test_espaces',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
    timeoutMs: 500,
  };
  world = await createAgreementWorld({
    environment: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: settings.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      STRIPE_TIMEOUT_MS: String(settings.timeoutMs),
    },
  });
  organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
  stripe = createStripeProvider(settings, APP.appUrl);
  const organization = `/api/organizations/${organizationId}`;
  expect(
    (await patchAs(world, 'asso', `${organization}/payment-type`, { paymentType: 'card' }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await world.close();
  await fake.close();
});

const organizationUrl = () => `/api/organizations/${organizationId}`;

const createCreditCard = (agreementId: string) =>
  send(world, 'asso', 'GET', `${organizationUrl()}/create-credit-card?agreementId=${agreementId}`);

async function startRegistration(agreementId: string) {
  const started = await createCreditCard(agreementId);
  expect(started.statusCode).toBe(200);
  const url = (started.json() as { payment_url: string }).payment_url;
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  return url.split('/').at(-1)!;
}

function eventOf(session: Record<string, unknown>, id = `evt_test_${Math.random()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
    data: { object: session },
  });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return world.context.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}

async function cardOfOrganization() {
  const [row] = await world.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row!;
}

/** Registers `paymentMethod` through Checkout and the webhook. */
async function registerStripeCard(agreementId: string, paymentMethod: string) {
  const sessionId = await startRegistration(agreementId);
  const delivered = await deliver(eventOf(fake.completeSession(sessionId, paymentMethod)));
  expect(delivered.statusCode).toBe(200);
  return (await cardOfOrganization()).cardToken!;
}

const registrationsRecorded = async () =>
  (
    await world.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, organizationId), eq(auditEvents.action, 'register_card')))
  ).length;

describe('a card saved on Stripe’s Checkout page', () => {
  it('asks Stripe for a setup-mode session naming the registration', async () => {
    const { agreementId } = await createSignedAgreement(world, [2]);
    await startRegistration(agreementId);
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request.idempotencyKey).toMatch(/^registration-[0-9a-f-]{36}$/);
    expect(request.body).toMatchObject({
      mode: 'setup',
      customer_creation: 'always',
      currency: 'eur',
      'metadata[organizationId]': organizationId,
      success_url: `${APP.appUrl}/moyens-de-paiement/mise-a-jour?status=submitted`,
      cancel_url: `${APP.appUrl}/moyens-de-paiement/mise-a-jour?status=cancelled`,
    });
    expect(request.body.client_reference_id).toBe(request.idempotencyKey!.slice(13));
  });

  it('is recorded from the signed webhook, with brand and last four digits; a replay changes nothing', async () => {
    const { agreementId } = await createSignedAgreement(world, [3]);
    const before = await registrationsRecorded();
    const sessionId = await startRegistration(agreementId);
    const payload = eventOf(fake.completeSession(sessionId, 'pm_card_amex'));
    expect((await deliver(payload)).statusCode).toBe(200);
    const card = await cardOfOrganization();
    expect(card).toMatchObject({
      cardBrand: 'american-express',
      cardLast4: '8431',
      cardExpiryMonth: 12,
      cardExpiryYear: 2030,
      cardHolder: 'Léa Martin',
    });
    expect(card.cardToken).toMatch(/^cus_test_\w+:pm_card_amex_test_\w+$/);
    const shown = await send(world, 'asso', 'GET', organizationUrl());
    expect(shown.json()).toMatchObject({
      creditCard: { brand: 'american-express', last4: '8431', holder: 'Léa Martin' },
    });

    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await registrationsRecorded()).toBe(before + 1);
  });

  it('records one card when the same event is delivered twice at once', async () => {
    const { agreementId } = await createSignedAgreement(world, [4]);
    const before = await registrationsRecorded();
    const sessionId = await startRegistration(agreementId);
    const payload = eventOf(fake.completeSession(sessionId, 'pm_card_visa'));
    const answers = await Promise.all([deliver(payload), deliver(payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await registrationsRecorded()).toBe(before + 1);
    expect((await cardOfOrganization()).cardLast4).toBe('4242');
  });

  it('replacing it detaches the previous card at Stripe once the new one is recorded', async () => {
    const { agreementId } = await createSignedAgreement(world, [16]);
    const previous = await registerStripeCard(agreementId, 'pm_card_amex');
    const detachedBefore = fake.detached.length;
    const replacing = await startRegistration(agreementId);
    const payload = eventOf(fake.completeSession(replacing, 'pm_card_visa'));
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await cardOfOrganization()).cardLast4).toBe('4242');
    expect(fake.detached.slice(detachedBefore)).toEqual([previous.split(':')[1]]);
    // A replay replaces nothing, so it forgets nothing more.
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(fake.detached).toHaveLength(detachedBefore + 1);
  });

  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const { agreementId } = await createSignedAgreement(world, [5]);
    const sessionId = await startRegistration(agreementId);
    const payload = eventOf(fake.completeSession(sessionId, 'pm_card_authenticationRequired'));
    const forged = await deliver(payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await world.context.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await cardOfOrganization()).cardLast4).not.toBe('3184');
  });

  it('ignores a session naming no registration of ours', async () => {
    const before = await cardOfOrganization();
    const stranger = {
      id: 'cs_test_stranger',
      object: 'checkout.session',
      mode: 'setup',
      status: 'complete',
      client_reference_id: '00000000-0000-4000-8000-000000000000',
      metadata: { organizationId },
      customer: 'cus_test_stranger',
      setup_intent: 'seti_test_stranger',
    };
    expect((await deliver(eventOf(stranger))).statusCode).toBe(200);
    expect((await deliver(eventOf({ ...stranger, client_reference_id: 'x' }))).statusCode).toBe(
      200,
    );
    expect((await cardOfOrganization()).cardToken).toBe(before.cardToken);
  });

  it('says in French when Stripe does not answer', async () => {
    const { agreementId } = await createSignedAgreement(world, [6]);
    fake.hang = true;
    try {
      const started = await createCreditCard(agreementId);
      expect(started.statusCode).toBe(503);
      expect(started.json()['hydra:description']).toBe(PROVIDER_UNAVAILABLE);
    } finally {
      fake.hang = false;
    }
  });
});

const onlyPayment = async (agreementId: string) => {
  const rows = await paymentsOf(world.db, agreementId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('monthly charges', () => {
  it('are off-session PaymentIntents under the attempt’s idempotency key', async () => {
    const { agreementId } = await createSignedAgreement(world, [7]);
    await registerStripeCard(agreementId, 'pm_card_visa');
    const payment = await onlyPayment(agreementId);
    // Earlier tests' payments fall due too: only this one's outcome is looked at.
    await chargeDuePayments(world.db, stripe, parisNoon(payment.dueDate), APP);
    const key = `payment-${payment.id}-attempt-1`;
    const intent = fake.paymentIntents.get(key)!;
    expect(intent).toMatchObject({ amount: payment.amountCents, currency: 'eur' });
    const request = fake.requests.find((r) => r.idempotencyKey === key)!;
    expect(request.body).toMatchObject({ off_session: 'true', confirm: 'true' });
    expect(await onlyPayment(agreementId)).toMatchObject({
      status: 'paid',
      paidWith: 'card',
      paymentReference: intent.id,
      cardLast4: '4242',
    });
  });

  it('charge once when the process dies between Stripe’s answer and the database', async () => {
    const { agreementId } = await createSignedAgreement(world, [8]);
    await registerStripeCard(agreementId, 'pm_card_visa');
    const payment = await onlyPayment(agreementId);
    const due = parisNoon(payment.dueDate);
    const crashing: PaymentProvider = {
      ...stripe,
      charge: async (request) => {
        await stripe.charge(request);
        throw new Error('process killed after the provider answered');
      },
    };
    await expect(chargeDuePayments(world.db, crashing, due, APP)).rejects.toThrow('process killed');
    expect((await onlyPayment(agreementId)).status).toBe('scheduled');

    const lease = new AbortController();
    await chargeDuePayments(world.db, stripe, new Date(due.getTime() + 60_000), APP, {
      leased: lease.signal,
    });
    const key = `payment-${payment.id}-attempt-1`;
    const calls = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(calls.filter((r) => r.idempotencyKey === key)).toHaveLength(2);
    expect(
      calls.filter((r) => r.idempotencyKey?.startsWith(`payment-${payment.id}-`)),
    ).toHaveLength(2);
    expect(await onlyPayment(agreementId)).toMatchObject({
      status: 'paid',
      paymentReference: fake.paymentIntents.get(key)!.id,
    });
  });

  it('a declined card is tried again later and the organisation told', async () => {
    const { agreementId } = await createSignedAgreement(world, [9]);
    await registerStripeCard(agreementId, 'pm_card_chargeDeclinedInsufficientFunds');
    const payment = await onlyPayment(agreementId);
    await chargeDuePayments(world.db, stripe, parisNoon(payment.dueDate), APP);
    expect(await onlyPayment(agreementId)).toMatchObject({
      status: 'scheduled',
      attempts: 1,
      lastFailureReason: PAYMENT_MESSAGES.chargeDeclined,
    });
    const [attempt] = await world.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, payment.id));
    expect(attempt!.outcome).toBe('declined');
    const mails = await mailsTo(world.db, 'asso@espaces.test');
    expect(mails.some((m) => m.text.includes(PAYMENT_MESSAGES.chargeDeclined))).toBe(true);
  });

  it('Stripe not answering leaves the attempt pending, replayed under its key', async () => {
    const { agreementId } = await createSignedAgreement(world, [10]);
    await registerStripeCard(agreementId, 'pm_card_visa');
    const payment = await onlyPayment(agreementId);
    const due = parisNoon(payment.dueDate);
    fake.hang = true;
    try {
      await expect(chargeDuePayments(world.db, stripe, due, APP)).rejects.toThrow();
    } finally {
      fake.hang = false;
    }
    expect((await onlyPayment(agreementId)).status).toBe('scheduled');
    const lease = new AbortController();
    await chargeDuePayments(world.db, stripe, new Date(due.getTime() + 60_000), APP, {
      leased: lease.signal,
    });
    expect((await onlyPayment(agreementId)).status).toBe('paid');
  });
});

describe('a charge the bank wants authenticated', () => {
  it('e-mails a link to confirm; the organisation’s confirmation pays it, once', async () => {
    const { agreementId } = await createSignedAgreement(world, [13]);
    const token = await registerStripeCard(agreementId, 'pm_card_authenticationRequired');
    const payment = await onlyPayment(agreementId);
    const confirm = (who: 'asso' | 'autre-asso' | 'admin') =>
      send(world, who, 'GET', `/api/payments/${payment.id}/card-confirmation`);
    const notAsked = await confirm('asso');
    expect(notAsked.statusCode).toBe(422);
    expect(notAsked.json()['hydra:description']).toBe(PAYMENT_MESSAGES.noConfirmation);

    await chargeDuePayments(world.db, stripe, parisNoon(payment.dueDate), APP);
    expect(await onlyPayment(agreementId)).toMatchObject({
      status: 'scheduled',
      attempts: 1,
      lastFailureReason: PAYMENT_MESSAGES.chargeNeedsAuthentication,
    });
    const mail = (await mailsTo(world.db, 'asso@espaces.test')).find((m) =>
      m.text.includes(`${APP.appUrl}/paiements/${payment.id}/confirmer`),
    );
    expect(mail?.subject).toMatch(/^Paiement à confirmer/);
    expect(mail?.html).toContain('Confirmer le paiement');

    expect((await confirm('autre-asso')).statusCode).toBe(404);
    expect((await confirm('admin')).statusCode).toBe(404);
    const started = await confirm('asso');
    expect(started.statusCode).toBe(200);
    const sessionId = (started.json() as { payment_url: string }).payment_url.split('/').at(-1)!;
    expect(fake.requests.at(-1)!.body).toMatchObject({
      mode: 'payment',
      customer: token.split(':')[0],
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(payment.amountCents),
      'metadata[paymentId]': payment.id,
    });

    const payload = eventOf(fake.payConfirmation(sessionId));
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    const paid = await onlyPayment(agreementId);
    expect(paid).toMatchObject({
      status: 'paid',
      paidWith: 'card',
      paymentReference: fake.paymentIntents.get(sessionId)!.id,
    });
    expect(fake.refunds).toHaveLength(0);
    const settled = await confirm('asso');
    expect(settled.statusCode).toBe(422);
    expect(settled.json()['hydra:description']).toBe(PAYMENT_MESSAGES.paymentNotOpen);
  });

  it('gives back a confirmation paid after the payment was settled', async () => {
    const { agreementId } = await createSignedAgreement(world, [14]);
    await registerStripeCard(agreementId, 'pm_card_authenticationRequired');
    const payment = await onlyPayment(agreementId);
    await chargeDuePayments(world.db, stripe, parisNoon(payment.dueDate), APP);
    const first = await send(world, 'asso', 'GET', `/api/payments/${payment.id}/card-confirmation`);
    const second = await send(
      world,
      'asso',
      'GET',
      `/api/payments/${payment.id}/card-confirmation`,
    );
    const [a, b] = [first, second].map((answer) =>
      (answer.json() as { payment_url: string }).payment_url.split('/').at(-1)!,
    );
    expect((await deliver(eventOf(fake.payConfirmation(a!)))).statusCode).toBe(200);
    const payload = eventOf(fake.payConfirmation(b!));
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      payment_intent: fake.paymentIntents.get(b!)!.id,
      amount: payment.amountCents,
    });
    expect(await onlyPayment(agreementId)).toMatchObject({
      status: 'paid',
      paymentReference: fake.paymentIntents.get(a!)!.id,
    });
  });
});

describe('a credit of a month the card paid', () => {
  it('is refunded to that charge through Stripe, once, with the refund’s reference', async () => {
    const { agreementId, bookings } = await createSignedAgreement(world, [15]);
    await registerStripeCard(agreementId, 'pm_card_visa');
    const payment = await onlyPayment(agreementId);
    const due = parisNoon(payment.dueDate);
    await chargeDuePayments(world.db, stripe, due, APP);
    const charged = fake.paymentIntents.get(`payment-${payment.id}-attempt-1`)!;
    await cancelSlotsOf(world.db, bookings[0]!.id, {
      cancelledByOrganizationToBePartiallyPaid: true,
    });
    await world.db.transaction((tx) => reschedulePayments(tx, agreementId, due));
    const credit = (await paymentsOf(world.db, agreementId)).find((p) => p.amountCents < 0)!;
    expect(credit.status).toBe('scheduled');

    const crashing: PaymentProvider = {
      ...stripe,
      refund: async (request) => {
        await stripe.refund(request);
        throw new Error('process killed after the refund');
      },
    };
    await expect(chargeDuePayments(world.db, crashing, due, APP)).rejects.toThrow('process killed');
    expect(fake.refunds.filter((r) => r.payment_intent === charged.id)).toHaveLength(1);
    await chargeDuePayments(world.db, stripe, new Date(due.getTime() + 60_000), APP);
    await chargeDuePayments(world.db, stripe, new Date(due.getTime() + 120_000), APP);

    const refunds = fake.refunds.filter((r) => r.payment_intent === charged.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: -credit.amountCents })]);
    const refundCalls = fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === charged.id,
    );
    expect(new Set(refundCalls.map((r) => r.idempotencyKey))).toEqual(
      new Set([`payment-${credit.id}-refund`]),
    );
    const refunded = (await paymentsOf(world.db, agreementId)).find((p) => p.id === credit.id)!;
    expect(refunded).toMatchObject({
      status: 'paid',
      paidWith: 'card',
      paymentReference: refunds[0]!.id,
    });
    const mails = await mailsTo(world.db, 'asso@espaces.test');
    expect(mails.some((m) => m.text.includes('vous a été remboursé'))).toBe(true);
  });
});

describe('deleting the card', () => {
  it('detaches it at Stripe, then forgets it here; Stripe down keeps it', async () => {
    const { agreementId } = await createSignedAgreement(world, [11]);
    const token = await registerStripeCard(agreementId, 'pm_card_visa');
    const remove = () =>
      send(
        world,
        'asso',
        'GET',
        `${organizationUrl()}/delete-credit-card?agreementId=${agreementId}`,
      );
    fake.hang = true;
    try {
      const refused = await remove();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()['hydra:description']).toBe(PROVIDER_UNAVAILABLE);
    } finally {
      fake.hang = false;
    }
    expect((await cardOfOrganization()).cardToken).toBe(token);

    expect((await remove()).statusCode).toBe(200);
    expect(fake.detached.at(-1)).toBe(token.split(':')[1]);
    expect(await cardOfOrganization()).toMatchObject({ cardToken: null, cardLast4: null });
  });

  it('is the organisation’s own: another organisation gets 404', async () => {
    const { agreementId } = await createSignedAgreement(world, [12]);
    await registerStripeCard(agreementId, 'pm_card_visa');
    const detachedBefore = fake.detached.length;
    const other = await send(
      world,
      'autre-asso',
      'GET',
      `${organizationUrl()}/delete-credit-card?agreementId=${agreementId}`,
    );
    expect(other.statusCode).toBe(404);
    expect(fake.detached).toHaveLength(detachedBefore);
    expect((await cardOfOrganization()).cardLast4).toBe('4242');
  });
});
