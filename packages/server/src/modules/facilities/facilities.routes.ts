import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  facilityDetailSchema,
  facilityInputSchema,
  facilitySchema,
  facilityTypeSchema,
  territorySchema,
} from '@espaces/domain/api/facilities';
import { searchFilter } from '@espaces/domain/api/fields';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { idListParam, orderParam, paginationQuery } from '@espaces/domain/api/collection-params';
import { hydraCollection, mergedIds } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  createFacility,
  searchFacilities,
  showFacility,
  updateFacility,
} from './facilities.service.ts';
import { facilityDocumentsRoutes } from './facility-documents.routes.ts';
import { facilityTypesPage, territoriesFor } from './reference-data.service.ts';

const TAGS = ['Établissements'];

const facilityListQuery = paginationQuery.extend({
  search: searchFilter,
  territory: idListParam.optional(),
  'territory[]': idListParam.optional(),
  facilityType: idListParam.optional(),
  'facilityType[]': idListParam.optional(),
  'order[name]': orderParam.default('asc'),
});

/** Establishments, their territories and types, and their annex documents. */
export async function facilitiesRoutes(
  app: FastifyInstance,
  options: ModuleOptions,
): Promise<void> {
  const { db, clock } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/facilities',
    {
      schema: {
        tags: TAGS,
        summary: 'Établissements que l’utilisateur supervise (recherche par nom, commune ou UAI)',
        querystring: facilityListQuery,
        response: { 200: hydraCollectionSchema(facilitySchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { query } = request;
      const { page, itemsPerPage, pagination } = query;
      const { members, total } = await searchFacilities(db, actor, {
        search: query.search || undefined,
        territoryIds: mergedIds(query.territory, query['territory[]']),
        facilityTypeIds: mergedIds(query.facilityType, query['facilityType[]']),
        nameOrder: query['order[name]'],
        pagination: { page, itemsPerPage, pagination },
      });
      return hydraCollection('/api/facilities', query, members, total, {
        page,
        itemsPerPage,
        pagination,
      });
    },
  );

  api.get(
    '/api/facilities/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Fiche d’un établissement : personnel, documents annexes, nombre d’espaces',
        params: resourceIdParams,
        response: { 200: facilityDetailSchema },
      },
    },
    async (request) => {
      const facilityId = resourceIdOrNotFound(request.params.id);
      return showFacility(db, requireUser(request), facilityId);
    },
  );

  api.post(
    '/api/facilities',
    {
      schema: {
        tags: TAGS,
        summary: 'Créer un établissement (administrateur du territoire ou central)',
        body: facilityInputSchema,
        response: { 201: facilityDetailSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const facility = await createFacility(db, actor, request.body, clock());
      return reply.code(201).send(facility);
    },
  );

  api.put(
    '/api/facilities/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Modifier un établissement',
        params: resourceIdParams,
        body: facilityInputSchema,
        response: { 200: facilityDetailSchema },
      },
    },
    async (request) => {
      const facilityId = resourceIdOrNotFound(request.params.id);
      return updateFacility(db, requireUser(request), facilityId, request.body, clock());
    },
  );

  api.get(
    '/api/territories',
    {
      schema: {
        tags: TAGS,
        summary: 'Territoires (par nom)',
        querystring: paginationQuery,
        response: { 200: hydraCollectionSchema(territorySchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { members, total } = await territoriesFor(db, actor, request.query);
      return hydraCollection('/api/territories', request.query, members, total, request.query);
    },
  );

  api.get(
    '/api/facility_types',
    {
      schema: {
        tags: TAGS,
        summary: 'Types d’établissement (par nom)',
        querystring: paginationQuery,
        response: { 200: hydraCollectionSchema(facilityTypeSchema) },
      },
    },
    async (request) => {
      requireUser(request);
      const { members, total } = await facilityTypesPage(db, request.query);
      return hydraCollection('/api/facility_types', request.query, members, total, request.query);
    },
  );

  await app.register(facilityDocumentsRoutes, {
    db,
    clock,
    storage: options.storage,
  });
}
