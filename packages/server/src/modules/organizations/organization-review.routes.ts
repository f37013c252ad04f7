import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  nonComplianceInputSchema,
  organizationListItemSchema,
  organizationSchema,
  organizationUpdateSchema,
  rejectionInputSchema,
} from '@espaces/domain/api/organizations';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { hydraCollection, pageWindow } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  markOrganizationNonCompliant,
  rejectOrganization,
  updateOrganizationResource,
} from './organization-review.service.ts';
import { getOrganization, listOrganizationsFor } from './organizations.service.ts';
import { ORGANIZATIONS_TAGS, organizationsQuery } from './organizations.http.ts';

const organizationsCollectionSchema = hydraCollectionSchema(organizationListItemSchema);

/**
 * Lists, details and central review of organisations (docs/organisations.md#who-sees-and-decides).
 */
export function registerReviewRoutes(app: FastifyInstance, deps: ModuleOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/api/organizations',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary:
          'Lister les organisations (central : toutes ; personnels : celles qui ont réservé chez eux)',
        querystring: organizationsQuery,
        response: { 200: organizationsCollectionSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { query } = request;
      const statuses = [...(query.status ?? []), ...(query['status[]'] ?? [])];
      const { limit, offset } = pageWindow(query);
      const { members, total } = await listOrganizationsFor(db, actor, {
        statuses: statuses.length > 0 ? statuses : undefined,
        search: query.search,
        orderByName: query['order[name]'],
        limit,
        offset,
      });
      return hydraCollection('/api/organizations', query, members, total, query);
    },
  );

  api.get(
    '/api/organizations/:id',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Consulter une organisation (informations, documents, historique)',
        params: resourceIdParams,
        response: { 200: organizationSchema },
      },
    },
    async (request) =>
      getOrganization(db, request.currentUser, resourceIdOrNotFound(request.params.id)),
  );

  api.put(
    '/api/organizations/:id',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary:
          "Valider l’organisation (central, `{ status: 'validated' }`) ou modifier ses informations (l’organisation)",
        params: resourceIdParams,
        body: organizationUpdateSchema,
        response: { 200: organizationSchema },
      },
    },
    async (request) =>
      updateOrganizationResource(
        deps,
        request.currentUser,
        resourceIdOrNotFound(request.params.id),
        request.body,
      ),
  );

  api.put(
    '/api/organizations/:id/non-compliant',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Déclarer l’organisation non conforme, avec un motif (central)',
        params: resourceIdParams,
        body: nonComplianceInputSchema,
        response: { 200: organizationSchema },
      },
    },
    async (request) =>
      markOrganizationNonCompliant(
        deps,
        request.currentUser,
        resourceIdOrNotFound(request.params.id),
        request.body.nonComplianceReason,
      ),
  );

  api.put(
    '/api/organizations/:id/reject',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Rejeter l’organisation, avec un motif (central)',
        params: resourceIdParams,
        body: rejectionInputSchema,
        response: { 200: organizationSchema },
      },
    },
    async (request) =>
      rejectOrganization(
        deps,
        request.currentUser,
        resourceIdOrNotFound(request.params.id),
        request.body.rejectionReason,
      ),
  );
}
