import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indicatorsSchema, type Indicators } from '@espaces/domain/api/indicators';
import { mergedIds } from '../../http/collections.ts';
import { serializedBytes } from '../../http/answer-serializer.ts';
import { keptAnswerFor } from '../../http/compression.ts';
import { createReportCache } from '../../http/kept-answers.ts';
import { readDataVersion } from '../../db/indicator-versions.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { requireUser } from '../auth/current-user.ts';
import { campaignIndicatorsSchema } from '@espaces/domain/api/campaign-indicators';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { campaignIndicators } from './indicators-campaign.service.ts';
import {
  campaignIndicatorsQuery,
  indicatorsQuery,
  type FilterQuery,
} from './indicators.schemas.ts';
import type { IndicatorFilters } from './indicators-scope.ts';
import { computeIndicators, indicatorRequest } from './indicators.service.ts';

const TAGS = ['Indicateurs'];

function filtersOf(query: FilterQuery): IndicatorFilters {
  const territoryIds = mergedIds(
    query['place.facility.territory.id'],
    query['place.facility.territory.id[]'],
  );
  return {
    facilityIds: mergedIds(query['place.facility.id'], query['place.facility.id[]']),
    // `none` leaves no id: every territory.
    territoryIds: territoryIds?.length ? territoryIds : undefined,
    facilityTypeIds: mergedIds(
      query['place.facility.facilityType.id'],
      query['place.facility.facilityType.id[]'],
    ),
    placeTypeIds: mergedIds(query['place.placeType.id'], query['place.placeType.id[]']),
  };
}

const FILTER_DESCRIPTION =
  'filtres `place.facility.territory.id` (`none` : tous), `place.facility.id`, ' +
  '`place.facility.facilityType.id`, `place.placeType.id`';

/**
 * How the places were used (docs/indicators.md), computed in the database; each instance serves
 * a report again, as serialized, while the data it read is unchanged. Where a campaign's wishes
 * stand, read afresh each time.
 */
export async function indicatorsRoutes(
  app: FastifyInstance,
  { db, clock }: ModuleOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportCache();

  api.get(
    '/api/indicators',
    {
      schema: {
        tags: TAGS,
        summary: 'Indicateurs d’usage des espaces que l’utilisateur voit (période, filtre partagé)',
        description:
          '`from` et `to` (AAAA-MM-JJ, jours de Paris inclus, 366 jours au plus ; par défaut l’année ' +
          `scolaire en cours) ; ${FILTER_DESCRIPTION}. ` +
          'Durées en minutes, taux entre 0 et 1 (null : aucune ouverture).',
        querystring: indicatorsQuery,
        response: { 200: indicatorsSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const wanted = indicatorRequest(
        requireUser(request),
        { from: query.from, to: query.to, filters: filtersOf(query) },
        clock(),
      );
      const report = await reports.serve(
        wanted.key,
        (keys) => readDataVersion(db, keys),
        async () => {
          const { version, keys, indicators } = await computeIndicators(db, wanted);
          return { version, keys, body: serializedBytes(reply, indicators), encoded: new Map() };
        },
      );
      // Bytes already serialized by this route's schema (and compressed once per encoding):
      // Fastify sends a Buffer as it is.
      return reply
        .type('application/json; charset=utf-8')
        .send(keptAnswerFor(request, reply, report.body, report.encoded) as unknown as Indicators);
    },
  );

  api.get(
    '/api/indicators/campaigns/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Où en sont les vœux d’une campagne, par établissement et par territoire',
        description:
          `Les établissements de la campagne que l’utilisateur voit ; ${FILTER_DESCRIPTION}. ` +
          'Attribués, partiellement, non attribués, en attente de décision : null tant que ' +
          'l’attribution n’a pas eu lieu.',
        params: resourceIdParams,
        querystring: campaignIndicatorsQuery,
        response: { 200: campaignIndicatorsSchema },
      },
    },
    async (request) =>
      campaignIndicators(
        db,
        requireUser(request),
        resourceIdOrNotFound(request.params.id),
        filtersOf(request.query),
        clock(),
      ),
  );
}
