import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeSearchQuerySchema, placeSummarySchema } from '@espaces/domain/api/search';
import { writtenAnswer } from '../../http/answer-serializer.ts';
import { hydraCollectionJson } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { searchPublishedPlaces } from './search.service.ts';

const TAGS = ['Recherche'];

/** The search of /recherche and its map (docs/bookings.md#search). */
export async function searchRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/search/places',
    {
      schema: {
        tags: TAGS,
        summary:
          'Rechercher les espaces publiés (territoire, types, capacité, accès PMR, disponibilité un jour donné)',
        description:
          '`availableOn` (AAAA-MM-JJ), `startTime` et `endTime` (HH:mm, heure de Paris) vont ensemble : ' +
          'seuls restent les espaces dont un créneau d’ouverture couvre toute la plage sans réservation active. ' +
          '`pagination=false` renvoie jusqu’à 2000 espaces (carte).',
        querystring: placeSearchQuerySchema,
        response: { 200: hydraCollectionSchema(placeSummarySchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { summariesJson, total } = await searchPublishedPlaces(db, query);
      const path = '/api/search/places';
      return writtenAnswer(hydraCollectionJson(path, query, summariesJson, total, query));
    },
  );
}
