import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeInputSchema, placeSchema, placeTypeSchema } from '@espaces/domain/api/places';
import { searchFilter } from '@espaces/domain/api/fields';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { idListParam, orderParam, paginationQuery } from '@espaces/domain/api/collection-params';
import { hydraCollection, mergedIds } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import { deletePlace } from './place-deletion.service.ts';
import {
  createPlace,
  placeTypesPage,
  searchPlaces,
  showPlace,
  updatePlace,
} from './places.service.ts';

const TAGS = ['Espaces'];

const placeListQuery = paginationQuery.extend({
  facility: idListParam.optional(),
  'facility[]': idListParam.optional(),
  placeType: idListParam.optional(),
  'placeType[]': idListParam.optional(),
  published: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  search: searchFilter,
  'order[name]': orderParam.default('asc'),
});

/** Spaces (espaces) of the establishments, their doors, and the place types. */
export async function placesRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/place_types',
    {
      schema: {
        tags: TAGS,
        summary: 'Types d’espace (par nom)',
        querystring: paginationQuery,
        response: { 200: hydraCollectionSchema(placeTypeSchema) },
      },
    },
    async (request) => {
      requireUser(request);
      const { members, total } = await placeTypesPage(db, request.query);
      return hydraCollection('/api/place_types', request.query, members, total, request.query);
    },
  );

  api.get(
    '/api/places',
    {
      schema: {
        tags: TAGS,
        summary: 'Espaces que l’utilisateur gère, ou qu’une organisation peut réserver',
        querystring: placeListQuery,
        response: { 200: hydraCollectionSchema(placeSchema) },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { query } = request;
      const { page, itemsPerPage, pagination } = query;
      const { members, total } = await searchPlaces(db, actor, {
        facilityIds: mergedIds(query.facility, query['facility[]']),
        placeTypeIds: mergedIds(query.placeType, query['placeType[]']),
        published: query.published,
        search: query.search || undefined,
        nameOrder: query['order[name]'],
        pagination: { page, itemsPerPage, pagination },
      });
      return hydraCollection('/api/places', query, members, total, {
        page,
        itemsPerPage,
        pagination,
      });
    },
  );

  api.get(
    '/api/places/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Un espace',
        params: resourceIdParams,
        response: { 200: placeSchema },
      },
    },
    async (request) => {
      const placeId = resourceIdOrNotFound(request.params.id);
      return showPlace(db, requireUser(request), placeId);
    },
  );

  api.post(
    '/api/places',
    {
      schema: {
        tags: TAGS,
        summary: 'Créer un espace (montants en euros, portes dans l’ordre affiché)',
        body: placeInputSchema,
        response: { 201: placeSchema },
      },
    },
    async (request, reply) => {
      const place = await createPlace(db, requireUser(request), request.body, clock());
      return reply.code(201).send(place);
    },
  );

  api.put(
    '/api/places/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Remplacer un espace, portes comprises',
        params: resourceIdParams,
        body: placeInputSchema,
        response: { 200: placeSchema },
      },
    },
    async (request) => {
      const placeId = resourceIdOrNotFound(request.params.id);
      return updatePlace(db, requireUser(request), placeId, request.body, clock());
    },
  );

  api.delete(
    '/api/places/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Supprimer un espace sans réservation',
        params: resourceIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const placeId = resourceIdOrNotFound(request.params.id);
      await deletePlace(db, requireUser(request), placeId, clock());
      return reply.code(204).send(null);
    },
  );
}
