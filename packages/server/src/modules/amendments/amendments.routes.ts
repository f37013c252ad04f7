import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import {
  amendmentDraftSchema,
  amendmentPreviewSchema,
  amendmentSchema,
  cancelBookingSlotsResultSchema,
  cancelBookingSlotsSchema,
  type AmendmentDraft,
} from '@espaces/domain/api/amendments';
import { iri } from '@espaces/domain/api/iri';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { hydraCollection } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { ValidationFailure, violation } from '../../http/problems.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  issueCancellationAmendment,
  previewCancellation,
  type CancellationOrder,
} from './amendment-issue.service.ts';
import { listBookingAmendments, openAmendmentDocument } from './amendments-read.service.ts';
import { presentAmendment, presentAmendmentPreview } from './amendments.presenter.ts';

const TAGS = ['Avenants'];
const ALL = { pagination: false, page: 1, itemsPerPage: 1 };

/**
 * Staff and central amend by cancelling slots (issue 12 item 2). Adding slots, other prices or
 * another weekly query take effect only once the organisation accepts them: refused here.
 */
function staffOrder(draft: AmendmentDraft): CancellationOrder {
  const changes = (
    ['proposedRentPrice', 'proposedCleaningPrice', 'query', 'bookingSlots'] as const
  ).filter((field) => draft[field] !== undefined && draft[field] !== null);
  if (changes.length > 0) {
    throw new ValidationFailure(
      changes.map((field) => violation(field, AMENDMENT_MESSAGES.changesNeedAcceptance)),
    );
  }
  return {
    by: 'facility',
    slotIris: draft.timeSlotsToCancel,
    field: 'timeSlotsToCancel',
    reason: draft.reason,
    counterPart: draft.counterPart,
  };
}

/** Issue 12: cancellations of slots, amendments of signed agreements and their PDFs. */
export async function amendmentsRoutes(
  app: FastifyInstance,
  options: ModuleOptions,
): Promise<void> {
  const { db, clock, config, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const useCase = (request: FastifyRequest) => ({
    actor: requireUser(request),
    now: clock(),
    appName: config.appName,
    appUrl: config.appUrl,
    regionName: config.regionName,
    storage,
  });
  const bookingId = (request: { params: { id: string } }) =>
    resourceIdOrNotFound(request.params.id);

  api.put(
    '/api/bookings/:id/cancel-booking-slots',
    {
      schema: {
        tags: TAGS,
        summary:
          'Annuler des créneaux d’une réservation validée (organisation : conditions appliquées, avenant émis)',
        params: resourceIdParams,
        body: cancelBookingSlotsSchema,
        response: { 200: cancelBookingSlotsResultSchema },
      },
    },
    async (request) => {
      const id = bookingId(request);
      const { status, amendment } = await issueCancellationAmendment(db, useCase(request), id, {
        by: 'organization',
        slotIris: request.body.timeSlots,
        field: 'timeSlots',
        reason: '',
        counterPart: '',
      });
      return {
        '@type': 'BookingCancellation' as const,
        status,
        booking: iri('bookings', id),
        amendment: iri('amendments', amendment.id),
      };
    },
  );

  api.post(
    '/api/bookings/:id/amendments/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'Prévisualiser l’avenant d’annulation (établissement ou Région), sans rien écrire',
        params: resourceIdParams,
        body: amendmentDraftSchema,
        response: { 200: amendmentPreviewSchema },
      },
    },
    async (request) => {
      const planned = await previewCancellation(
        db,
        useCase(request),
        bookingId(request),
        staffOrder(request.body),
      );
      return presentAmendmentPreview({ ...planned, content: planned.plan.content });
    },
  );

  api.post(
    '/api/bookings/:id/amendments',
    {
      schema: {
        tags: TAGS,
        summary: 'Émettre l’avenant d’annulation (établissement ou Région) : créneaux annulés',
        params: resourceIdParams,
        body: amendmentDraftSchema,
        response: { 201: amendmentSchema },
      },
    },
    async (request, reply) => {
      const { amendment } = await issueCancellationAmendment(
        db,
        useCase(request),
        bookingId(request),
        staffOrder(request.body),
      );
      return reply.code(201).send(presentAmendment(amendment));
    },
  );

  api.get(
    '/api/bookings/:id/amendments',
    {
      schema: {
        tags: TAGS,
        summary: 'Les avenants d’une réservation, dans leur ordre',
        params: resourceIdParams,
        response: { 200: hydraCollectionSchema(amendmentSchema) },
      },
    },
    async (request) => {
      const id = bookingId(request);
      const members = await listBookingAmendments(db, requireUser(request), id);
      const path = `/api/bookings/${id}/amendments`;
      return hydraCollection(path, {}, members, members.length, ALL);
    },
  );

  api.get(
    '/api/amendments/:id/document',
    {
      schema: {
        tags: TAGS,
        summary: 'Télécharger le PDF d’un avenant (les deux parties)',
        params: resourceIdParams,
      },
    },
    async (request, reply) => {
      const id = resourceIdOrNotFound(request.params.id);
      const { content, fileName } = await openAmendmentDocument(
        db,
        storage,
        requireUser(request),
        id,
      );
      return sendPdf(reply, content, fileName);
    },
  );
}
