import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sandboxCardInputSchema,
  sandboxCardResultSchema,
  sandboxRegistrationSchema,
} from '@espaces/domain/api/payments';
import { parisPartsOf } from '@espaces/domain/availability/paris-time';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import {
  completeCardRegistration,
  openRegistration,
  type CardOutcome,
} from './card-registration.service.ts';
import { paymentProviderFor } from './provider/payment-providers.ts';
import { judgeSandboxCard } from './provider/sandbox-cards.ts';
import { tokenizeSandboxCard } from './provider/sandbox-provider.ts';

const TAGS = ['Prestataire de paiement de test'];
const RETURN_PATH = '/moyens-de-paiement/mise-a-jour';

/**
 * The sandbox provider's side (PAYMENT_PROVIDER=sandbox): its hosted page reads the
 * registration and posts the card here. The registration's unguessable id, valid 30 minutes and
 * used once, is what allows it, as a real provider's page knows nothing of the session. The
 * number and the CVV stop here: the body is never logged (Fastify logs no bodies) nor stored.
 */
export async function sandboxRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock, config } = options;
  if (config.paymentProvider !== 'sandbox') return;
  const provider = paymentProviderFor(config, db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/sandbox/card-registrations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Une demande d’enregistrement de carte en attente (page de test)',
        params: resourceIdParams,
        response: { 200: sandboxRegistrationSchema },
      },
    },
    async (request) => {
      const registration = await openRegistration(
        db,
        resourceIdOrNotFound(request.params.id),
        clock(),
      );
      if (!registration) throw new DomainError('NOT_FOUND');
      return {
        id: registration.id,
        organizationName: registration.organizationName,
        expiresAt: registration.expiresAt.toISOString(),
      };
    },
  );

  api.post(
    '/api/sandbox/card-registrations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Saisir la carte sur la page de test ; l’adresse de retour dit le résultat',
        params: resourceIdParams,
        body: sandboxCardInputSchema,
        response: { 200: sandboxCardResultSchema },
      },
    },
    async (request) => {
      const now = clock();
      const registrationId = resourceIdOrNotFound(request.params.id);
      const registration = await openRegistration(db, registrationId, now);
      if (!registration) return { returnUrl: `${RETURN_PATH}?status=expired` };
      const card = request.body;
      const verdict = judgeSandboxCard(card, parisPartsOf(now));
      if (verdict.kind === 'invalid') {
        throw new ValidationFailure([violation(verdict.field, verdict.message)]);
      }
      const outcome: CardOutcome =
        verdict.kind === 'declined'
          ? { kind: 'declined', reason: verdict.reason }
          : {
              kind: 'accepted',
              token: await tokenizeSandboxCard(db, verdict),
              brand: verdict.brand,
              last4: verdict.last4,
              expiryMonth: card.month,
              expiryYear: card.year,
              holder: card.name,
            };
      const result = await completeCardRegistration(db, provider, registrationId, outcome, now);
      return { returnUrl: `${RETURN_PATH}?status=${result}` };
    },
  );
}
