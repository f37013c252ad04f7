import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingInputSchema,
  bookingRejectionSchema,
  bookingSchema,
  bookingUpdateSchema,
  bookingValidationQuerySchema,
  bookingValidationSchema,
  generatedBookingSlotsQuerySchema,
} from '@espaces/domain/api/bookings';
import { bookingListQuerySchema, type BookingListQuery } from '@espaces/domain/api/booking-list';
import { idFromIri } from '@espaces/domain/api/iri';
import { normalizedBookingReference } from '@espaces/domain/booking/booking-reference';
import { DomainError } from '@espaces/domain/errors';
import { bookingListScope } from '@espaces/domain/access/list-scopes';
import { readDataVersion, readOrganizationListVersion } from '../../db/indicator-versions.ts';
import { writtenAnswer } from '../../http/answer-serializer.ts';
import { createReportCache, type Versioned } from '../../http/kept-answers.ts';
import { hydraCollection, hydraCollectionJson, mergedIds } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { requireUser } from '../auth/current-user.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requestBooking } from './booking-request.service.ts';
import { rejectBooking, updateBookingRequest } from './booking-update.service.ts';
import { validateBookingForApproval } from './booking-validation.service.ts';
import {
  bookingCollectionSchema,
  generatedBookingSlotCollectionSchema,
} from './bookings.schemas.ts';
import { presentBookingList, readBookingList, showBooking } from './bookings-read.service.ts';
import { generateBookingSlots } from './generated-slots.service.ts';
import type { BookingFilters, BookingOrder, ListedBookings } from './bookings-list.repository.ts';
import { useCaseContextOf } from '../../use-case-context.ts';

const TAGS = ['Réservations'];
const ALL = { pagination: false, page: 1, itemsPerPage: 1 };

function filtersOf(query: BookingListQuery): BookingFilters {
  const territoryIds = mergedIds(
    query['place.facility.territory.id'],
    query['place.facility.territory.id[]'],
  );
  const statuses =
    query.status || query['status[]']
      ? [...(query.status ?? []), ...(query['status[]'] ?? [])]
      : undefined;
  return {
    placeIds: mergedIds(query['place.id'], query['place.id[]']),
    organizationIds: mergedIds(
      query['createdBy.organization.id'],
      query['createdBy.organization.id[]'],
    ),
    facilityIds: mergedIds(query['place.facility.id'], query['place.facility.id[]']),
    territoryIds: territoryIds?.length ? territoryIds : undefined,
    facilityTypeIds: mergedIds(
      query['place.facility.facilityType.id'],
      query['place.facility.facilityType.id[]'],
    ),
    statuses,
    slotsStartAfter: query['bookingTimeSlots.startDate[after]'],
    slotsEndBefore: query['bookingTimeSlots.endDate[before]'],
    reference: query.reference ? normalizedBookingReference(query.reference) : undefined,
  };
}

function orderOf(query: BookingListQuery): BookingOrder {
  const bySlot = query['order[bookingTimeSlots.startDate]'];
  if (bySlot) return { field: 'firstSlot', direction: bySlot };
  return { field: 'reference', direction: query['order[booking.reference]'] ?? 'desc' };
}

/**
 * Booking requests (docs/bookings.md#lifecycle), their list and page, the decisions on them (approval,
 * counter-proposal, acceptance, refusal) and the weekly occurrences of a place.
 */
export async function bookingsRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const keptLists = createReportCache<ListedBookings & Versioned>();
  const useCase = useCaseContextOf(config, clock);

  api.post(
    '/api/bookings',
    {
      schema: {
        tags: TAGS,
        summary: 'Demander la réservation d’un espace (organisation validée)',
        body: bookingInputSchema,
        response: { 201: bookingSchema },
      },
      // It writes bookings, slots, history and mails, none of what a session reads: no wait
      // for the session changes (one round trip on the listening connection).
      config: { changesSessions: false },
    },
    async (request, reply) => {
      const booking = await requestBooking(db, useCase(request), request.body);
      return reply.code(201).send(booking);
    },
  );

  api.get(
    '/api/bookings',
    {
      schema: {
        tags: TAGS,
        summary: 'Réservations que l’utilisateur peut voir, avec filtres et tris',
        querystring: bookingListQuerySchema,
        response: { 200: bookingCollectionSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { query } = request;
      const scope = bookingListScope(actor);
      const read = () =>
        readBookingList(db, scope, {
          filters: filtersOf(query),
          order: orderOf(query),
          pagination: query,
        });
      // A scope's page is the same for every user of that scope: kept, checked by its version;
      // what each may do with it is decided now, for them.
      const listed =
        scope.kind === 'none'
          ? await read()
          : await keptLists.serve(
              `${JSON.stringify(scope)} ${request.url}`,
              (keys) =>
                scope.kind === 'organization'
                  ? readOrganizationListVersion(db, scope.organizationId, keys)
                  : readDataVersion(db, keys),
              async () => {
                const page = await read();
                return { ...page, ...(page.versioned ?? { version: '', keys: '' }) };
              },
            );
      const membersJson = presentBookingList(actor, listed, clock());
      const total = listed.total;
      const path = '/api/bookings';
      return writtenAnswer(
        hydraCollectionJson(path, rawQuery(request.url), membersJson, total, query),
      );
    },
  );

  api.get(
    '/api/bookings/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Une réservation, ses créneaux, son historique et les actions permises',
        params: resourceIdParams,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      showBooking(db, requireUser(request), resourceIdOrNotFound(request.params.id), clock()),
  );

  api.put(
    '/api/bookings/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Modifier une réservation ou changer son statut selon son cycle de vie',
        params: resourceIdParams,
        body: bookingUpdateSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      updateBookingRequest(
        db,
        useCase(request),
        resourceIdOrNotFound(request.params.id),
        request.body,
      ),
  );

  api.put(
    '/api/bookings/:id/reject',
    {
      schema: {
        tags: TAGS,
        summary: 'Refuser une demande en cours, avec un motif envoyé à l’organisation',
        params: resourceIdParams,
        body: bookingRejectionSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      rejectBooking(
        db,
        useCase(request),
        resourceIdOrNotFound(request.params.id),
        request.body.rejectionReason,
      ),
  );

  api.get(
    '/api/bookings/:id/validate',
    {
      schema: {
        tags: TAGS,
        summary:
          'Contrôles préalables à l’approbation (groups[]=booking_approve), sans rien écrire',
        params: resourceIdParams,
        querystring: bookingValidationQuerySchema,
        response: { 200: bookingValidationSchema },
      },
    },
    async (request) =>
      validateBookingForApproval(db, useCase(request), resourceIdOrNotFound(request.params.id), [
        ...request.query['groups[]'],
        ...request.query.groups,
      ]),
  );

  api.get(
    '/api/generated_booking_slots',
    {
      schema: {
        tags: TAGS,
        summary: 'Occurrences d’une réservation annuelle dans les créneaux d’ouverture d’un espace',
        querystring: generatedBookingSlotsQuerySchema,
        response: { 200: generatedBookingSlotCollectionSchema },
      },
    },
    async (request) => {
      const { weekDay, startTime, endTime, place, booking } = request.query;
      const placeId = idFromIri(place);
      if (!placeId) throw new DomainError('NOT_FOUND');
      const members = await generateBookingSlots(
        db,
        requireUser(request),
        {
          placeId,
          query: { weekDay, startTime, endTime },
          excludeBookingId: booking === undefined ? undefined : (idFromIri(booking) ?? undefined),
        },
        clock(),
      );
      return hydraCollection('/api/generated_booking_slots', {}, members, members.length, ALL);
    },
  );
}

/** The query as sent, so that hydra:view links repeat it exactly. */
function rawQuery(url: string): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(url.split('?')[1] ?? '')) {
    (query[key] ??= []).push(value);
  }
  return query;
}
