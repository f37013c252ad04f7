import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { weeklyAlternativesQuerySchema } from '@espaces/domain/api/bookings';
import { timeSlotActionsInputSchema } from '@espaces/domain/api/time-slots';
import { readDataVersion } from '../../db/indicator-versions.ts';
import { serializedBytes, writtenAnswer } from '../../http/answer-serializer.ts';
import { keptAnswerFor, type Encoding } from '../../http/compression.ts';
import { createReportCache } from '../../http/kept-answers.ts';
import { hydraCollection, hydraCollectionJson, pageWindow } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdParams } from '../../http/params.ts';
import {
  openingWindowsJson,
  presentDeleteFutureSlotsResult,
  presentSlotAlternative,
  presentTimeSlotActionOutput,
  presentWeeklyAlternative,
} from './availability.presenter.ts';
import {
  deleteFutureSlotsResultSchema,
  slotAlternativeCollectionSchema,
  slotAlternativesQuery,
  timeSlotActionOutputCollectionSchema,
  timeSlotActionOutputsQuery,
  timeSlotCollectionSchema,
  timeSlotsQuery,
  weeklyAlternativeCollectionSchema,
} from './availability.schemas.ts';
import {
  applyTimeSlotActions,
  deleteFutureOpeningWindows,
  readPlaceOpeningWindows,
  type OpeningWindowsPage,
  previewTimeSlotActions,
} from './availability.service.ts';
import { placeAudienceOf, type PlaceAudience } from './availability.policy.ts';
import { listSlotAlternatives, listWeeklyAlternatives } from './slot-alternatives.service.ts';

type TimeSlotCollection = z.infer<typeof timeSlotCollectionSchema>;

const TAGS = ['Créneaux d’ouverture'];
const AVAILABILITY_GROUP = 'time_slot_available';
const ALL = { pagination: false, page: 1, itemsPerPage: 1 };

/** A read of a place's windows, and its answer as sent to each audience that asked for it. */
interface KeptOpeningWindows extends OpeningWindowsPage {
  answers: Map<PlaceAudience, { body: Buffer; encoded: Map<Encoding, Buffer> }>;
}

/**
 * Calls on opening windows (docs/routes.md#places-and-opening-windows,
 * docs/bookings.md#availability).
 */
export async function availabilityRoutes(
  app: FastifyInstance,
  { db, clock }: ModuleOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const openingWindows = createReportCache<KeptOpeningWindows>();

  api.get(
    '/api/places/:id/time_slots',
    {
      schema: {
        tags: TAGS,
        summary: 'Créneaux d’ouverture d’un espace (avec leurs plages libres et réservées)',
        params: resourceIdParams,
        querystring: timeSlotsQuery,
        response: { 200: timeSlotCollectionSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // The same URL reads the same data for everyone: kept once, checked by its version.
      const page = await openingWindows.serve(
        request.url,
        (keys) => readDataVersion(db, keys),
        async () => ({
          ...(await readPlaceOpeningWindows(db, request.params.id, {
            startsBefore: query['startDate[before]'],
            endsAfter: query['endDate[after]'],
            order: query['order[startDate]'],
            page: pageWindow(query),
            withAvailability: (query['groups[]'] ?? []).includes(AVAILABILITY_GROUP),
            excludeBookingId: query.bookingToExclude,
          })),
          answers: new Map(),
        }),
      );
      const audience = placeAudienceOf(request.currentUser, page.place);
      let answer = page.answers.get(audience);
      if (answer === undefined) {
        const availability = page.availability && {
          booked: page.availability.bookedSlots,
          audience,
          closedOn: page.availability.closedOn,
        };
        const members = openingWindowsJson(page.windows, page.place.id, availability);
        const [path = '', search = ''] = request.url.split('?');
        // Only the page links repeat the query: a month read whole (pagination=false) has none.
        const linked = query.pagination ? rawQuery(search) : {};
        const json = hydraCollectionJson(path, linked, members, page.totalItems, query);
        answer = { body: serializedBytes(reply, writtenAnswer(json)), encoded: new Map() };
        page.answers.set(audience, answer);
      }
      return reply
        .type('application/json; charset=utf-8')
        .send(
          keptAnswerFor(
            request,
            reply,
            answer.body,
            answer.encoded,
          ) as unknown as TimeSlotCollection,
        );
    },
  );

  api.get(
    '/api/places/:id/alternatives',
    {
      schema: {
        tags: TAGS,
        summary: 'Créneaux libres les plus proches d’un créneau déjà pris',
        params: resourceIdParams,
        querystring: slotAlternativesQuery,
        response: { 200: slotAlternativeCollectionSchema },
      },
    },
    async (request) => {
      const alternatives = await listSlotAlternatives(
        db,
        request.currentUser,
        request.params.id,
        request.query,
        clock(),
      );
      const members = alternatives.map(presentSlotAlternative);
      const path = `/api/places/${request.params.id}/alternatives`;
      return hydraCollection(path, {}, members, members.length, ALL);
    },
  );

  api.get(
    '/api/places/:id/weekly_alternatives',
    {
      schema: {
        tags: TAGS,
        summary: 'Horaires hebdomadaires libres les plus proches d’une demande à l’année refusée',
        params: resourceIdParams,
        querystring: weeklyAlternativesQuerySchema,
        response: { 200: weeklyAlternativeCollectionSchema },
      },
    },
    async (request) => {
      const alternatives = await listWeeklyAlternatives(
        db,
        request.currentUser,
        request.params.id,
        request.query,
        clock(),
      );
      const members = alternatives.map(presentWeeklyAlternative);
      const path = `/api/places/${request.params.id}/weekly_alternatives`;
      return hydraCollection(path, {}, members, members.length, ALL);
    },
  );

  api.get(
    '/api/time_slot_action_outputs',
    {
      schema: {
        tags: TAGS,
        summary: 'Aperçu des changements de créneaux d’ouverture (rien n’est enregistré)',
        querystring: timeSlotActionOutputsQuery,
        response: { 200: timeSlotActionOutputCollectionSchema },
      },
    },
    async (request) => {
      const { place, timeSlotActions, weekTimeSlotActions } = request.query;
      const outputs = await previewTimeSlotActions(
        db,
        request.currentUser,
        place,
        { timeSlotActions, weekTimeSlotActions },
        clock(),
      );
      const members = outputs.map(presentTimeSlotActionOutput);
      return hydraCollection('/api/time_slot_action_outputs', {}, members, members.length, ALL);
    },
  );

  api.post(
    '/api/places/:id/time_slot_actions',
    {
      schema: {
        tags: TAGS,
        summary: 'Appliquer des changements de créneaux d’ouverture',
        params: resourceIdParams,
        body: timeSlotActionsInputSchema,
        response: { 200: timeSlotActionOutputCollectionSchema },
      },
    },
    async (request) => {
      const { placeId, outputs } = await applyTimeSlotActions(
        db,
        request.currentUser,
        request.params.id,
        request.body,
        clock(),
      );
      const members = outputs.map(presentTimeSlotActionOutput);
      const path = `/api/places/${placeId}/time_slot_actions`;
      return hydraCollection(path, {}, members, members.length, ALL);
    },
  );

  api.put(
    '/api/places/:id/delete-future-slots',
    {
      schema: {
        tags: TAGS,
        summary: 'Supprimer les créneaux d’ouverture à venir qui ne sont pas réservés',
        params: resourceIdParams,
        response: { 200: deleteFutureSlotsResultSchema },
      },
    },
    async (request) => {
      const outcome = await deleteFutureOpeningWindows(
        db,
        request.currentUser,
        request.params.id,
        clock(),
      );
      return presentDeleteFutureSlotsResult(outcome);
    },
  );
}

/** The query as sent (dates unparsed), so that hydra:view links repeat it exactly. */
function rawQuery(search: string): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) (query[key] ??= []).push(value);
  return query;
}
