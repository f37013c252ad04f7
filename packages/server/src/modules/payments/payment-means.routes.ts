import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationSchema } from '@espaces/domain/api/organizations';
import {
  createCreditCardQuery,
  creditCardRegistrationSchema,
  paymentTypeInputSchema,
} from '@espaces/domain/api/payments';
import { DomainError } from '@espaces/domain/errors';
import { PAYMENT_MEANS_DELETED } from '@espaces/domain/messages';
import { ONLINE_PAYMENT_MESSAGES } from '@espaces/domain/payment/online-payment';
import { requireSameOrigin } from '../../http/fetch-metadata.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import { getOrganization } from '../organizations/organizations.service.ts';
import {
  changePaymentType,
  deleteCreditCard,
  startCardRegistration,
} from './card-registration.service.ts';
import { startCardConfirmation } from './card-confirmation.service.ts';
import { paymentProviderFor } from './provider/payment-providers.ts';

const TAGS = ['Moyens de paiement'];

/** Payment type, card registration through the provider, card deletion. */
export async function paymentMeansRoutes(
  app: FastifyInstance,
  options: ModuleOptions,
): Promise<void> {
  const { db, clock, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = paymentProviderFor(config, db);
  const organizationId = (request: { params: { id: string } }) =>
    resourceIdOrNotFound(request.params.id);

  api.patch(
    '/api/organizations/:id/payment-type',
    {
      schema: {
        tags: TAGS,
        summary: 'Choisir le mode de paiement (carte ou autre), en application/merge-patch+json',
        params: resourceIdParams,
        body: paymentTypeInputSchema,
        response: { 200: organizationSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const id = organizationId(request);
      await changePaymentType(db, { actor, now: clock() }, id, request.body.paymentType);
      return getOrganization(db, actor, id);
    },
  );

  api.get(
    '/api/organizations/:id/create-credit-card',
    {
      schema: {
        tags: TAGS,
        summary: 'Commencer l’enregistrement d’une carte : l’adresse de la page du prestataire',
        params: resourceIdParams,
        querystring: createCreditCardQuery,
        response: { 200: creditCardRegistrationSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      // Under PayFiP each instalment is paid online: no card on file
      // (docs/payments.md#online-payment-payfip).
      if (config.paymentProvider === 'payfip') {
        throw new DomainError('VALIDATION_FAILED', ONLINE_PAYMENT_MESSAGES.noCardUnderPayfip);
      }
      return startCardRegistration(
        db,
        { actor, now: clock(), provider },
        organizationId(request),
        request.query.agreementId.toLowerCase(),
      );
    },
  );

  api.get(
    '/api/payments/:id/card-confirmation',
    {
      schema: {
        tags: TAGS,
        summary:
          'Confirmer auprès de la banque un paiement par carte qu’elle a voulu authentifier : l’adresse de la page du prestataire',
        params: resourceIdParams,
        response: { 200: creditCardRegistrationSchema },
      },
    },
    async (request) =>
      startCardConfirmation(
        db,
        { actor: requireUser(request), provider },
        resourceIdOrNotFound(request.params.id),
      ),
  );

  api.get(
    '/api/organizations/:id/delete-credit-card',
    {
      schema: {
        tags: TAGS,
        summary: 'Supprimer la carte enregistrée',
        params: resourceIdParams,
        querystring: createCreditCardQuery,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      requireSameOrigin(request);
      await deleteCreditCard(
        db,
        { actor: requireUser(request), now: clock(), provider },
        organizationId(request),
        request.query.agreementId.toLowerCase(),
      );
      return { message: PAYMENT_MEANS_DELETED };
    },
  );
}
