import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Stripe REST endpoints the product calls (docs/payments.md#stripe),
 * with Stripe's request and answer formats (form-encoded bodies, `Idempotency-Key`, JSON
 * objects, errors as `{ error: { type, code, decline_code, payment_intent } }` with 402):
 * - `POST /v1/checkout/sessions` (setup mode, and payment mode for a confirmation);
 * - `GET /v1/setup_intents/{id}` with `expand[]=payment_method`;
 * - `POST /v1/payment_intents` (off-session, confirmed at once), one charge per key;
 * - `POST /v1/payment_methods/{id}/detach`;
 * - `POST /v1/refunds`, one refund per key.
 * Payment methods behave as Stripe's test ones: `pm_card_visa` is charged,
 * `pm_card_chargeDeclinedInsufficientFunds` declined, `pm_card_authenticationRequired` asks
 * for authentication; as at Stripe, each card saved from one of them is a payment method of
 * its own (`pm_card_visa_test_…`). `hang` makes every call wait forever (a provider down).
 */
export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; idempotencyKey: string | null; body: FormBody }[];
  /** PaymentIntents created, one per idempotency key. */
  paymentIntents: Map<string, StripeObject>;
  /** Payment methods detached from their customer. */
  detached: string[];
  hang: boolean;
  /** Refunds made, in order. */
  refunds: StripeObject[];
  /** What Stripe holds once the person saved the test card `testCard` on the session's page. */
  completeSession(sessionId: string, testCard: string): StripeObject;
  /** What Stripe holds once the person paid a payment-mode session (authenticated). */
  payConfirmation(sessionId: string): StripeObject;
  close(): Promise<void>;
}

type FormBody = Record<string, string>;
type StripeObject = Record<string, unknown>;

const CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
};

const idOf = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

async function formOf(request: IncomingMessage): Promise<FormBody> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': idOf('req') });
  response.end(JSON.stringify(body));
}

const invalid = (message: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const attached = new Map<string, string>();
  /** A saved payment method's test card (`pm_card_visa`…). */
  const testCardOf = (id: string) => id.replace(/_test_[0-9a-f]+$/, '');
  /** Answers already given, per idempotency key (Stripe replays them). */
  const replies = new Map<string, { status: number; body: unknown }>();
  const fake: FakeStripe = {
    url: '',
    requests: [],
    paymentIntents: new Map(),
    detached: [],
    refunds: [],
    hang: false,
    completeSession(sessionId, testCard) {
      const session = sessions.get(sessionId)!;
      const customer = idOf('cus');
      const paymentMethod = idOf(testCard);
      const setupIntent = idOf('seti');
      attached.set(paymentMethod, customer);
      setupIntents.set(setupIntent, {
        id: setupIntent,
        object: 'setup_intent',
        status: 'succeeded',
        customer,
        payment_method: paymentMethod,
      });
      Object.assign(session, {
        status: 'complete',
        customer,
        setup_intent: setupIntent,
      });
      return { ...session };
    },
    payConfirmation(sessionId) {
      const session = sessions.get(sessionId)!;
      const intent = {
        id: idOf('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: 'eur',
        customer: session.customer,
        status: 'succeeded',
      };
      fake.paymentIntents.set(session.id as string, intent);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intent.id,
      });
      return { ...session };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const paymentMethodObject = (id: string) => ({
    id,
    object: 'payment_method',
    type: 'card',
    customer: attached.get(id) ?? null,
    billing_details: { name: 'Léa Martin', email: null, phone: null, address: null },
    card: {
      ...(CARDS[testCardOf(id)] ?? { brand: 'visa', last4: '4242' }),
      exp_month: 12,
      exp_year: 2030,
    },
  });

  function checkoutSession(body: FormBody) {
    const id = idOf('cs');
    const common = {
      id,
      object: 'checkout.session',
      status: 'open',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: body.client_reference_id ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      expires_at: Number(body.expires_at),
    };
    let session: StripeObject;
    if (body.mode === 'setup') {
      session = {
        ...common,
        mode: 'setup',
        metadata: {
          registrationId: body['metadata[registrationId]'],
          organizationId: body['metadata[organizationId]'],
        },
        customer: null,
        setup_intent: null,
      };
    } else if (body.mode === 'payment' && body.customer) {
      const quantity = Number(body['line_items[0][quantity]']);
      session = {
        ...common,
        mode: 'payment',
        metadata: { paymentId: body['metadata[paymentId]'] },
        customer: body.customer,
        currency: body['line_items[0][price_data][currency]'],
        amount_total: quantity * Number(body['line_items[0][price_data][unit_amount]']),
        line_item_name: body['line_items[0][price_data][product_data][name]'],
        payment_status: 'unpaid',
        payment_intent: null,
      };
    } else {
      return invalid('mode setup, or payment with a customer, expected');
    }
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function refund(body: FormBody) {
    const charged = [...fake.paymentIntents.values()].find((pi) => pi.id === body.payment_intent);
    if (!charged || Number(body.amount) > Number(charged.amount)) {
      return invalid('No such payment_intent, or an amount above what it charged.');
    }
    const made = {
      id: idOf('re'),
      object: 'refund',
      amount: Number(body.amount),
      currency: 'eur',
      payment_intent: body.payment_intent,
      status: 'succeeded',
    };
    fake.refunds.push(made);
    return { status: 200, body: made };
  }

  function paymentIntent(body: FormBody) {
    const paymentMethod = body.payment_method ?? '';
    if (body.off_session !== 'true' || body.confirm !== 'true') {
      return invalid('off_session and confirm expected');
    }
    if (attached.get(paymentMethod) !== body.customer) {
      return invalid('The payment method is not attached to this customer.');
    }
    const intent: StripeObject = {
      id: idOf('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      customer: body.customer,
      payment_method: paymentMethod,
      description: body.description,
      status: 'succeeded',
    };
    fake.paymentIntents.set(body.key ?? '', intent);
    const testCard = testCardOf(paymentMethod);
    if (testCard === 'pm_card_visa' || testCard === 'pm_card_amex') {
      return { status: 200, body: intent };
    }
    intent.status = 'requires_payment_method';
    const needsAuthentication = testCard === 'pm_card_authenticationRequired';
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: needsAuthentication ? 'authentication_required' : 'card_declined',
          decline_code: needsAuthentication ? 'authentication_required' : 'insufficient_funds',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      },
    };
  }

  function detach(paymentMethod: string) {
    if (!attached.has(paymentMethod)) {
      return invalid('The payment method is not attached to a customer.');
    }
    attached.delete(paymentMethod);
    fake.detached.push(paymentMethod);
    return { status: 200, body: paymentMethodObject(paymentMethod) };
  }

  async function answer(request: IncomingMessage) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await formOf(request);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    fake.requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, body });
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      return { status: 401, body: { error: { type: 'invalid_request_error' } } };
    }
    const replayed = idempotencyKey && replies.get(idempotencyKey);
    if (replayed) return replayed;
    let reply: { status: number; body: unknown };
    const setupIntent = /^\/v1\/setup_intents\/([\w]+)$/.exec(url.pathname);
    const detaching = /^\/v1\/payment_methods\/([\w]+)\/detach$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      reply = checkoutSession(body);
    } else if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      reply = paymentIntent({ ...body, key: idempotencyKey ?? '' });
    } else if (request.method === 'GET' && setupIntent) {
      const intent = setupIntents.get(setupIntent[1]!);
      // The SDK writes arrays indexed: expand[0]=payment_method.
      const expanded = [...url.searchParams].some(
        ([name, value]) => /^expand\[\d*\]$/.test(name) && value === 'payment_method',
      );
      reply = intent
        ? {
            status: 200,
            body: {
              ...intent,
              payment_method: expanded
                ? paymentMethodObject(intent.payment_method as string)
                : intent.payment_method,
            },
          }
        : { status: 404, body: { error: { type: 'invalid_request_error' } } };
    } else if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      reply = refund(body);
    } else if (request.method === 'POST' && detaching) {
      reply = detach(detaching[1]!);
    } else {
      reply = { status: 404, body: { error: { type: 'invalid_request_error' } } };
    }
    if (idempotencyKey) replies.set(idempotencyKey, reply);
    return reply;
  }

  const server = createServer((request, response) => {
    if (fake.hang) return;
    void answer(request).then((reply) => send(response, reply.status, reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
