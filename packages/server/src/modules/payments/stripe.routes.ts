import type { FastifyInstance } from 'fastify';
import { BAD_REQUEST } from '@espaces/domain/messages';
import { hydraError } from '../../http/problems.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { createStripeProvider } from './provider/stripe-provider.ts';
import { applyStripeEvent } from './stripe-webhooks.service.ts';

/**
 * Stripe's webhook (PAYMENT_PROVIDER=stripe, docs/payments.md#stripe): the raw body is checked
 * against the `Stripe-Signature` header with STRIPE_WEBHOOK_SECRET before anything is read;
 * a bad or missing signature answers 400 and changes nothing. An error while applying answers
 * 500: Stripe delivers the event again later.
 */
export async function stripeRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock, config } = options;
  if (config.paymentProvider !== 'stripe' || !config.stripe) return;
  const provider = createStripeProvider(config.stripe, config.appUrl);
  // The signature covers the bytes as sent: this scope keeps JSON bodies unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      schema: {
        tags: ['Prestataire de paiement'],
        summary: 'Événements signés de Stripe (carte enregistrée)',
      },
    },
    async (request, reply) => {
      let event;
      try {
        const signature = request.headers['stripe-signature'];
        event = provider.verifiedEvent(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch {
        return reply.code(400).send(hydraError(BAD_REQUEST));
      }
      await applyStripeEvent(db, provider, event, { now: clock(), app: config });
      return { received: true };
    },
  );
}
