import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allocationSummarySchema,
  campaignInputSchema,
  campaignSchema,
  facilityProposalSchema,
  overrideInputSchema,
  publicationInputSchema,
  wishInputSchema,
  wishOrderSchema,
  wishSchema,
} from '@espaces/domain/api/campaigns';
import { paginationQuery } from '@espaces/domain/api/collection-params';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import { allocateCampaignWishes } from './campaign-allocation.service.ts';
import {
  acceptFacilityProposal,
  overrideWishOutcome,
  showFacilityProposal,
} from './campaign-proposals.service.ts';
import { acceptOffer, declineOffer, publishCampaign } from './campaign-publication.service.ts';
import { createCampaign, listCampaigns, openCampaign, showCampaign } from './campaigns.service.ts';
import {
  editWish,
  fileWish,
  listOwnWishes,
  orderWishes,
  renewWeeklyBookings,
  withdrawWish,
} from './campaign-wishes.service.ts';
import { useCaseContextOf } from '../../use-case-context.ts';

const TAGS = ['Campagnes'];
const facilityProposalParams = z.object({ id: z.string(), facilityId: z.string() });
const wishCollection = hydraCollectionSchema(wishSchema);

/** Annual campaigns (docs/campaigns.md): the campaign, the wishes, each facility's proposal. */
export async function campaignsRoutes(
  app: FastifyInstance,
  { db, clock, config }: ModuleOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = useCaseContextOf(config, clock);

  api.post(
    '/api/campaigns',
    {
      schema: {
        tags: TAGS,
        summary: 'Créer une campagne (brouillon) pour la région ou un territoire',
        body: campaignInputSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCampaign(db, contextOf(request), request.body)),
  );

  api.get(
    '/api/campaigns',
    {
      schema: {
        tags: TAGS,
        summary: 'Les campagnes que l’utilisateur voit',
        querystring: paginationQuery,
        response: { 200: hydraCollectionSchema(campaignSchema) },
      },
    },
    async (request) =>
      listCampaigns(db, requireUser(request), clock(), request.query, request.query),
  );

  api.get(
    '/api/campaigns/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Une campagne',
        params: resourceIdParams,
        response: { 200: campaignSchema },
      },
    },
    async (request) =>
      showCampaign(db, requireUser(request), resourceIdOrNotFound(request.params.id), clock()),
  );

  api.post(
    '/api/campaigns/:id/open',
    {
      schema: {
        tags: TAGS,
        summary: 'Ouvrir la campagne aux vœux et en avertir les organisations du périmètre',
        params: resourceIdParams,
        response: { 200: campaignSchema },
      },
    },
    async (request) =>
      openCampaign(db, contextOf(request), resourceIdOrNotFound(request.params.id)),
  );

  api.post(
    '/api/campaigns/:id/allocation',
    {
      schema: {
        tags: TAGS,
        summary: 'Attribuer les vœux après la clôture (proposition par établissement)',
        params: resourceIdParams,
        response: { 200: allocationSummarySchema },
      },
    },
    async (request) =>
      allocateCampaignWishes(db, contextOf(request), resourceIdOrNotFound(request.params.id)),
  );

  api.get(
    '/api/campaigns/:id/wishes',
    {
      schema: {
        tags: TAGS,
        summary: 'Les vœux de l’organisation, par ordre de préférence',
        params: resourceIdParams,
        response: { 200: wishCollection },
      },
    },
    async (request) =>
      listOwnWishes(db, requireUser(request), resourceIdOrNotFound(request.params.id), clock()),
  );

  api.post(
    '/api/campaigns/:id/wishes',
    {
      schema: {
        tags: TAGS,
        summary: 'Déposer un vœu (dernier dans l’ordre de préférence)',
        params: resourceIdParams,
        body: wishInputSchema,
        response: { 201: wishSchema },
      },
    },
    async (request, reply) => {
      const campaignId = resourceIdOrNotFound(request.params.id);
      const wish = await fileWish(db, contextOf(request), campaignId, request.body);
      return reply.code(201).send(wish);
    },
  );

  api.put(
    '/api/campaigns/:id/wish-order',
    {
      schema: {
        tags: TAGS,
        summary: 'Reclasser les vœux de l’organisation',
        params: resourceIdParams,
        body: wishOrderSchema,
        response: { 200: wishCollection },
      },
    },
    async (request) =>
      orderWishes(db, contextOf(request), resourceIdOrNotFound(request.params.id), request.body),
  );

  api.post(
    '/api/campaigns/:id/renewals',
    {
      schema: {
        tags: TAGS,
        summary: 'Renouveler en vœux les réservations hebdomadaires de l’année',
        params: resourceIdParams,
        response: { 200: wishCollection },
      },
    },
    async (request) =>
      renewWeeklyBookings(db, contextOf(request), resourceIdOrNotFound(request.params.id)),
  );

  api.put(
    '/api/campaign_wishes/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Modifier un vœu',
        params: resourceIdParams,
        body: wishInputSchema,
        response: { 200: wishSchema },
      },
    },
    async (request) =>
      editWish(db, contextOf(request), resourceIdOrNotFound(request.params.id), request.body),
  );

  api.delete(
    '/api/campaign_wishes/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Retirer un vœu',
        params: resourceIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await withdrawWish(db, contextOf(request), resourceIdOrNotFound(request.params.id));
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/campaigns/:id/facilities/:facilityId/proposal',
    {
      schema: {
        tags: TAGS,
        summary: 'La proposition d’attribution d’un établissement, expliquée vœu par vœu',
        params: facilityProposalParams,
        response: { 200: facilityProposalSchema },
      },
    },
    async (request) =>
      showFacilityProposal(
        db,
        requireUser(request),
        resourceIdOrNotFound(request.params.id),
        resourceIdOrNotFound(request.params.facilityId),
        clock(),
      ),
  );

  api.post(
    '/api/campaigns/:id/facilities/:facilityId/proposal/acceptance',
    {
      schema: {
        tags: TAGS,
        summary: 'Accepter toute la proposition de l’établissement',
        params: facilityProposalParams,
        response: { 200: facilityProposalSchema },
      },
    },
    async (request) =>
      acceptFacilityProposal(
        db,
        requireUser(request),
        resourceIdOrNotFound(request.params.id),
        resourceIdOrNotFound(request.params.facilityId),
        clock(),
      ),
  );

  api.put(
    '/api/campaign_wishes/:id/outcome',
    {
      schema: {
        tags: TAGS,
        summary: 'Décider soi-même l’attribution d’un vœu',
        params: resourceIdParams,
        body: overrideInputSchema,
        response: { 200: facilityProposalSchema },
      },
    },
    async (request) =>
      overrideWishOutcome(
        db,
        requireUser(request),
        resourceIdOrNotFound(request.params.id),
        request.body,
        clock(),
      ),
  );

  api.post(
    '/api/campaigns/:id/publication',
    {
      schema: {
        tags: TAGS,
        summary:
          'Publier la campagne ou un établissement : réservations annuelles, propositions, liste d’attente',
        params: resourceIdParams,
        body: publicationInputSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) =>
      publishCampaign(
        db,
        contextOf(request),
        resourceIdOrNotFound(request.params.id),
        request.body ?? {},
      ),
  );

  api.post(
    '/api/campaign_wishes/:id/offer/acceptance',
    {
      schema: {
        tags: TAGS,
        summary: 'Accepter le créneau proposé pour un vœu (réservation annuelle approuvée)',
        params: resourceIdParams,
        response: { 200: wishSchema },
      },
    },
    async (request) => acceptOffer(db, contextOf(request), resourceIdOrNotFound(request.params.id)),
  );

  api.post(
    '/api/campaign_wishes/:id/offer/refusal',
    {
      schema: {
        tags: TAGS,
        summary: 'Refuser le créneau proposé pour un vœu (le vœu est clos)',
        params: resourceIdParams,
        response: { 200: wishSchema },
      },
    },
    async (request) =>
      declineOffer(db, contextOf(request), resourceIdOrNotFound(request.params.id)),
  );
}
