import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placeSearchQuerySchema, placeSummarySchema } from '@espaces/domain/api/search';
import type { z } from 'zod';
import { readDataVersion } from '../../db/indicator-versions.ts';
import { serializedBytes, writtenAnswer } from '../../http/answer-serializer.ts';
import { keptAnswerFor } from '../../http/compression.ts';
import { createReportCache } from '../../http/kept-answers.ts';
import { hydraCollectionJson } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { searchPublishedPlaces } from './search.service.ts';

const TAGS = ['Recherche'];
const KEPT_SEARCHES = 32;
const searchPageSchema = hydraCollectionSchema(placeSummarySchema);
type PlaceSearchPage = z.infer<typeof searchPageSchema>;

/** The search of /recherche and its map (docs/bookings.md#search). */
export async function searchRoutes(app: FastifyInstance, { db }: ModuleOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A map's page is up to 2,000 places: fewer kept than other answers.
  const kept = createReportCache(KEPT_SEARCHES);

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
        response: { 200: searchPageSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      // Anyone asking the same URL finds the same places: kept once, checked by its version.
      const found = await kept.serve(
        request.url,
        (keys) => readDataVersion(db, keys),
        async () => {
          const { summariesJson, total, version, keys } = await searchPublishedPlaces(db, query);
          const path = '/api/search/places';
          const json = hydraCollectionJson(path, query, summariesJson, total, query);
          return {
            version,
            keys,
            body: serializedBytes(reply, writtenAnswer(json)),
            encoded: new Map(),
          };
        },
      );
      return reply
        .type('application/json; charset=utf-8')
        .send(
          keptAnswerFor(request, reply, found.body, found.encoded) as unknown as PlaceSearchPage,
        );
    },
  );
}
