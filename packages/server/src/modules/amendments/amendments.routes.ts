import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  amendmentDraftSchema,
  amendmentCreatedSchema,
  amendmentPreviewSchema,
  amendmentProposalSchema,
  amendmentRefusalSchema,
  amendmentSchema,
  cancelBookingSlotsResultSchema,
  cancelBookingSlotsSchema,
  type AmendmentDraft,
} from '@espaces/domain/api/amendments';
import { iri } from '@espaces/domain/api/iri';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { hydraCollection } from '../../http/collections.ts';
import { agreementUseCaseOf } from '../agreement-records/agreement-context.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  issueCancellationAmendment,
  previewCancellation,
  type CancellationOrder,
} from './amendment-issue.service.ts';
import { draftChangesAgreement } from './amendment-change-planning.ts';
import {
  acceptProposal,
  previewChange,
  proposeAmendment,
  refuseProposal,
} from './amendment-proposal.service.ts';
import {
  listBookingAmendments,
  listBookingProposals,
  openAmendmentDocument,
} from './amendments-read.service.ts';
import {
  presentAmendment,
  presentAmendmentPreview,
  presentProposal,
} from './amendments.presenter.ts';

const TAGS = ['Avenants'];
const ALL = { pagination: false, page: 1, itemsPerPage: 1 };

/** Staff and central cancelling slots only: issued at once. */
function staffOrder(draft: AmendmentDraft, slotIris = draft.timeSlotsToCancel): CancellationOrder {
  return {
    by: 'facility',
    slotIris,
    field: 'timeSlotsToCancel',
    reason: draft.reason,
    counterPart: draft.counterPart,
  };
}

/** Cancellations of slots, amendments of signed agreements and their PDFs. */
export async function amendmentsRoutes(
  app: FastifyInstance,
  options: ModuleOptions,
): Promise<void> {
  const { db, clock, config, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const useCase = agreementUseCaseOf(config, clock, storage);
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
        summary:
          'Prévisualiser l’avenant (établissement ou Région) : annulations, ajouts, tarifs, jour et heures, sans rien écrire',
        params: resourceIdParams,
        body: amendmentDraftSchema,
        response: { 200: amendmentPreviewSchema },
      },
    },
    async (request) => {
      const { body } = request;
      if (draftChangesAgreement(body)) {
        const planned = await previewChange(db, useCase(request), bookingId(request), body);
        return presentAmendmentPreview({ ...body, ...planned, content: planned.changes.content });
      }
      const planned = await previewCancellation(
        db,
        useCase(request),
        bookingId(request),
        staffOrder(body),
      );
      return presentAmendmentPreview({ ...planned, content: planned.plan.content });
    },
  );

  api.post(
    '/api/bookings/:id/amendments',
    {
      schema: {
        tags: TAGS,
        summary:
          'Émettre l’avenant d’annulation, ou proposer à l’organisation un avenant qui ajoute des créneaux ou change tarifs, jour ou heures',
        params: resourceIdParams,
        body: amendmentDraftSchema,
        response: { 201: amendmentCreatedSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const id = bookingId(request);
      let slotIris = body.timeSlotsToCancel;
      if (draftChangesAgreement(body)) {
        const planned = await previewChange(db, useCase(request), id, body);
        if (planned.changes.needsAcceptance) {
          const proposal = await proposeAmendment(db, useCase(request), id, body);
          return reply.code(201).send(presentProposal(proposal));
        }
        // It only cancels: issued at once, like any cancellation by staff or central.
        slotIris = planned.changes.cancellations.map((slot) => iri('booking_slots', slot.id));
      }
      const order = staffOrder(body, slotIris);
      const { amendment } = await issueCancellationAmendment(db, useCase(request), id, order);
      return reply.code(201).send(presentAmendment(amendment));
    },
  );

  api.get(
    '/api/bookings/:id/amendment_proposals',
    {
      schema: {
        tags: TAGS,
        summary:
          'Les avenants proposés pour une réservation (en attente, acceptés, refusés, remplacés)',
        params: resourceIdParams,
        response: { 200: hydraCollectionSchema(amendmentProposalSchema) },
      },
    },
    async (request) => {
      const id = bookingId(request);
      const members = await listBookingProposals(db, requireUser(request), id);
      const path = `/api/bookings/${id}/amendment_proposals`;
      return hydraCollection(path, {}, members, members.length, ALL);
    },
  );

  api.put(
    '/api/amendment_proposals/:id/accept',
    {
      schema: {
        tags: TAGS,
        summary: 'L’organisation accepte l’avenant proposé : il prend effet et est émis',
        params: resourceIdParams,
        response: { 200: amendmentSchema },
      },
    },
    async (request) => {
      const id = resourceIdOrNotFound(request.params.id);
      const evidence = {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? 'inconnu',
      };
      return presentAmendment(await acceptProposal(db, useCase(request), id, evidence));
    },
  );

  api.put(
    '/api/amendment_proposals/:id/refuse',
    {
      schema: {
        tags: TAGS,
        summary: 'L’organisation refuse l’avenant proposé : rien ne change',
        params: resourceIdParams,
        body: amendmentRefusalSchema,
        response: { 200: amendmentProposalSchema },
      },
    },
    async (request) => {
      const id = resourceIdOrNotFound(request.params.id);
      const refused = await refuseProposal(db, useCase(request), id, request.body.refusalReason);
      return presentProposal(refused);
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
