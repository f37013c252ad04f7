import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indicatorsSchema } from '@espaces/domain/api/indicators';
import { mergedIds } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { requireUser } from '../auth/current-user.ts';
import { indicatorsQuery, type IndicatorsQuery } from './indicators.schemas.ts';
import type { IndicatorFilters } from './indicators-scope.ts';
import { computeIndicators } from './indicators.service.ts';

const TAGS = ['Indicateurs'];

function filtersOf(query: IndicatorsQuery): IndicatorFilters {
  const territoryIds = mergedIds(
    query['place.facility.territory.id'],
    query['place.facility.territory.id[]'],
  );
  return {
    facilityIds: mergedIds(query['place.facility.id'], query['place.facility.id[]']),
    // `none` (SPEC §2) leaves no id: every territory.
    territoryIds: territoryIds?.length ? territoryIds : undefined,
    facilityTypeIds: mergedIds(
      query['place.facility.facilityType.id'],
      query['place.facility.facilityType.id[]'],
    ),
    placeTypeIds: mergedIds(query['place.placeType.id'], query['place.placeType.id[]']),
  };
}

/** Issue 14: how the places were used, computed in the database. */
export async function indicatorsRoutes(
  app: FastifyInstance,
  { db, clock }: ModuleOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/indicators',
    {
      schema: {
        tags: TAGS,
        summary: 'Indicateurs d’usage des espaces que l’utilisateur voit (période, filtre partagé)',
        description:
          '`from` et `to` (AAAA-MM-JJ, jours de Paris inclus, 366 jours au plus ; par défaut l’année ' +
          'scolaire en cours) ; filtres `place.facility.territory.id` (`none` : tous), ' +
          '`place.facility.id`, `place.facility.facilityType.id`, `place.placeType.id`. ' +
          'Durées en minutes, taux entre 0 et 1 (null : aucune ouverture).',
        querystring: indicatorsQuery,
        response: { 200: indicatorsSchema },
      },
    },
    async (request) => {
      const { query } = request;
      return computeIndicators(
        db,
        requireUser(request),
        { from: query.from, to: query.to, filters: filtersOf(query) },
        clock(),
      );
    },
  );
}
