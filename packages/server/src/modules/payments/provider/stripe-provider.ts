import Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { DomainError } from '@espaces/domain/errors';
import type { StripeSettings } from '../../../config.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  SavedCard,
} from './payment-provider.ts';

/** The return page of a registration (docs/payments.md#card-registration). */
const RETURN_PATH = '/moyens-de-paiement/mise-a-jour';
/** Stripe's Checkout sessions live 30 minutes at least: the registration's own validity. */
const SESSION_VALIDITY_S = 31 * 60;

/** Stripe's brand names, as the card widget knows them (credit-card-type's identifiers). */
const BRANDS: Record<string, string> = {
  amex: 'american-express',
  diners: 'diners-club',
  cartes_bancaires: 'cartes-bancaires',
};

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** The event of a webhook delivery; throws unless signed with STRIPE_WEBHOOK_SECRET. */
  verifiedEvent(payload: Buffer, signature: string | undefined): Stripe.Event;
  /** The card a setup intent saved, with the customer it is attached to. */
  savedCard(setupIntentId: string): Promise<SavedCard>;
}

/**
 * The token kept for a Stripe card: the customer and the payment method, both needed for an
 * off-session charge (Stripe's ids hold no colon).
 */
const tokenOf = (customer: string, paymentMethod: string) => `${customer}:${paymentMethod}`;
function partsOf(token: string): { customer: string; paymentMethod: string } {
  const [customer = '', paymentMethod = ''] = token.split(':');
  return { customer, paymentMethod };
}

/**
 * The SDK as configured: every call bounded by STRIPE_TIMEOUT_MS and never retried by the SDK
 * (the charge job replays under its own key); STRIPE_API_URL points it at a local server
 * answering like Stripe, for tests only.
 */
export function stripeClientOf(settings: StripeSettings): Stripe {
  const local = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
    ...(local && {
      host: local.hostname,
      port: local.port,
      protocol: local.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** A card error is Stripe's answer about the card; anything else is Stripe not answering. */
const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/** A call the person waits for: Stripe not answering is said in French, never in Stripe's words. */
async function userFacing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && !isServerSide(error)) throw error;
    throw new DomainError('PROVIDER_UNAVAILABLE');
  }
}

const isServerSide = (error: Stripe.errors.StripeError) =>
  error instanceof Stripe.errors.StripeConnectionError ||
  error instanceof Stripe.errors.StripeAPIError ||
  error instanceof Stripe.errors.StripeRateLimitError ||
  (error.statusCode ?? 500) >= 500;

/**
 * `PAYMENT_PROVIDER=stripe` (docs/payments.md#stripe): a setup-mode Checkout session saves the
 * card (recorded from the signed webhook), monthly charges are off-session PaymentIntents
 * created under the attempt's idempotency key.
 */
export function createStripeProvider(settings: StripeSettings, appUrl: string): StripeProvider {
  const stripe = stripeClientOf(settings);
  const base = appUrl.replace(/\/$/, '');
  return {
    name: 'stripe',

    registrationUrl: ({ id, organizationId }) =>
      userFacing(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'setup',
            allowed_payment_method_types: ['card'],
            currency: 'eur',
            customer_creation: 'always',
            client_reference_id: id,
            metadata: { registrationId: id, organizationId },
            locale: 'fr',
            expires_at: Math.floor(Date.now() / 1000) + SESSION_VALIDITY_S,
            success_url: `${base}${RETURN_PATH}?status=submitted`,
            cancel_url: `${base}${RETURN_PATH}?status=cancelled`,
          },
          { idempotencyKey: `registration-${id}` },
        );
        if (!session.url) throw new DomainError('PROVIDER_UNAVAILABLE');
        return session.url;
      }),

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { customer, paymentMethod } = partsOf(request.token);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'eur',
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { idempotencyKey: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { outcome: 'succeeded', reference: intent.id };
        return { outcome: 'declined', reason: PAYMENT_MESSAGES.chargeRefused };
      } catch (error) {
        // Anything but the bank's answer leaves the attempt pending: replayed under its key.
        if (!isCardError(error)) throw error;
        if (error.code === 'authentication_required') {
          return {
            outcome: 'requires_authentication',
            reason: PAYMENT_MESSAGES.chargeNeedsAuthentication,
            reference: error.payment_intent?.id ?? '',
          };
        }
        return {
          outcome: 'declined',
          reason:
            error.decline_code === 'insufficient_funds'
              ? PAYMENT_MESSAGES.chargeDeclined
              : PAYMENT_MESSAGES.chargeRefused,
        };
      }
    },

    // Stripe is not asked by key: creating the PaymentIntent again under the same key answers
    // the first one (Stripe keeps a key 24 hours; a pending attempt is replayed within the
    // minute under the job's lease, docs/payments.md#charging).
    findCharge: async () => null,

    forgetCard: (token) =>
      userFacing(async () => {
        try {
          await stripe.paymentMethods.detach(partsOf(token).paymentMethod);
        } catch (error) {
          // Already detached (or never attached): nothing left to forget.
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
          throw error;
        }
      }),

    confirmationUrl: (request) =>
      userFacing(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          customer: partsOf(request.token).customer,
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amountCents,
                product_data: { name: request.label },
              },
            },
          ],
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          locale: 'fr',
          expires_at: Math.floor(Date.now() / 1000) + SESSION_VALIDITY_S,
          success_url: `${base}/paiements/liste`,
          cancel_url: `${base}/paiements/liste`,
        });
        if (!session.url) throw new DomainError('PROVIDER_UNAVAILABLE');
        return session.url;
      }),

    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.chargeReference, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.id;
    },

    verifiedEvent: (payload, signature) =>
      stripe.webhooks.constructEvent(payload, signature ?? '', settings.webhookSecret),

    savedCard: (setupIntentId) =>
      userFacing(async () => {
        const intent = await stripe.setupIntents.retrieve(setupIntentId, {
          expand: ['payment_method'],
        });
        const method = intent.payment_method;
        const customer =
          typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
        if (!method || typeof method === 'string' || !method.card || !customer) {
          throw new Error(`setup intent ${setupIntentId} saved no card`);
        }
        return {
          token: tokenOf(customer, method.id),
          brand: BRANDS[method.card.brand] ?? method.card.brand,
          last4: method.card.last4,
          expiryMonth: method.card.exp_month,
          expiryYear: method.card.exp_year,
          holder: method.billing_details.name ?? '',
        };
      }),
  };
}
