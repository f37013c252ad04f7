import type { FastifyInstance } from 'fastify';
import { agreementListQuerySchema } from '@espaces/domain/api/agreement-list';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agreementDraftInputSchema,
  agreementSchema,
  agreementSignatureInputSchema,
  signatureCodeSentSchema,
} from '@espaces/domain/api/agreements';
import { iri } from '@espaces/domain/api/iri';
import { attachmentDisposition } from '../../files/accepted-uploads.ts';
import { hydraCollection } from '../../http/collections.ts';
import { sendPdf } from '../../http/pdf-reply.ts';
import { agreementUseCaseOf } from '../agreement-records/agreement-context.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  generateAgreement,
  prepareAgreementDraft,
  previewAgreement,
} from './agreement-generation.service.ts';
import { sendSignatureCode, signAgreement } from './agreement-signature.service.ts';
import {
  listOrganizationsBookingAt,
  listVisibleAgreements,
  openAgreementAnnex,
  openAgreementDocument,
  showAgreement,
} from './agreements-read.service.ts';
import {
  agreementCollectionSchema,
  agreementFiltersOf,
  availableOrganizationCollectionSchema,
} from './agreements.schemas.ts';

const TAGS = ['Conventions'];

function rawQuery(url: string): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(url.split('?')[1] ?? '')) {
    (query[key] ??= []).push(value);
  }
  return query;
}

/**
 * Agreements (conventions, docs/agreements.md) — draft, preview, generation, signature with an
 * e-mailed code, the issued and signed PDFs, annexes, and the organisations of a facility.
 */
export async function agreementsRoutes(
  app: FastifyInstance,
  options: ModuleOptions,
): Promise<void> {
  const { db, clock, config, storage } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const useCase = agreementUseCaseOf(config, clock, storage);
  const agreementId = (request: { params: { id: string } }) =>
    resourceIdOrNotFound(request.params.id);

  api.post(
    '/api/agreements',
    {
      schema: {
        tags: TAGS,
        summary: 'Préparer la convention d’une réservation approuvée (admin de l’établissement)',
        body: agreementDraftInputSchema,
        response: { 201: agreementSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await prepareAgreementDraft(db, useCase(request), request.body.booking)),
  );

  api.get(
    '/api/agreements',
    {
      schema: {
        tags: TAGS,
        summary: 'Conventions que l’utilisateur peut voir',
        querystring: agreementListQuerySchema,
        response: { 200: agreementCollectionSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { members, total } = await listVisibleAgreements(
        db,
        requireUser(request),
        agreementFiltersOf(query),
        query,
      );
      return hydraCollection('/api/agreements', rawQuery(request.url), members, total, query);
    },
  );

  api.get(
    '/api/agreements/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Une convention (ses réservations en IRI)',
        params: resourceIdParams,
        response: { 200: agreementSchema },
      },
    },
    async (request) => showAgreement(db, useCase(request), agreementId(request)),
  );

  api.get(
    '/api/agreements/:id/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'Le PDF tel qu’il sera (ou a été) émis',
        params: resourceIdParams,
      },
    },
    async (request, reply) => {
      const id = agreementId(request);
      const { content, fileName } = await previewAgreement(db, useCase(request), id);
      return sendPdf(reply, content, fileName, true);
    },
  );

  api.post(
    '/api/agreements/:id/generate',
    {
      schema: {
        tags: TAGS,
        summary: 'Émettre la convention (admin de l’établissement)',
        params: resourceIdParams,
        response: { 200: agreementSchema },
      },
    },
    async (request) => generateAgreement(db, useCase(request), agreementId(request)),
  );

  const documentRoute = (suffix: 'document' | 'signed-document') =>
    api.get(
      `/api/agreements/:id/${suffix}`,
      {
        schema: {
          tags: TAGS,
          summary:
            suffix === 'document'
              ? 'Télécharger la convention émise'
              : 'Télécharger la convention signée',
          params: resourceIdParams,
        },
      },
      async (request, reply) => {
        const id = agreementId(request);
        const document = await openAgreementDocument(db, storage, requireUser(request), id, suffix);
        return sendPdf(reply, document.content, document.fileName);
      },
    );
  documentRoute('document');
  documentRoute('signed-document');

  api.post(
    '/api/agreements/:id/signature-code',
    {
      schema: {
        tags: TAGS,
        summary: 'Recevoir par e-mail le code de signature (organisation)',
        params: resourceIdParams,
        response: { 201: signatureCodeSentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendSignatureCode(db, useCase(request), agreementId(request))),
  );

  api.post(
    '/api/agreements/:id/signature',
    {
      schema: {
        tags: TAGS,
        summary: 'Signer la convention (nom, consentement, code reçu)',
        params: resourceIdParams,
        body: agreementSignatureInputSchema,
        response: { 200: agreementSchema },
      },
    },
    async (request) =>
      signAgreement(db, useCase(request), agreementId(request), request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? 'inconnu',
      }),
  );

  api.get(
    '/api/agreement_annexes/:id/file',
    {
      schema: {
        tags: TAGS,
        summary: 'Télécharger une annexe d’une convention émise',
        params: resourceIdParams,
      },
    },
    async (request, reply) => {
      const annex = await openAgreementAnnex(
        db,
        storage,
        requireUser(request),
        resourceIdOrNotFound(request.params.id),
      );
      return reply
        .header('Content-Type', annex.mimeType)
        .header('Content-Disposition', attachmentDisposition(annex.name))
        .header('Cache-Control', 'private, no-store')
        .send(annex.content);
    },
  );

  api.get(
    '/api/facility/:id/available-organization',
    {
      schema: {
        tags: TAGS,
        summary: 'Organisations ayant des réservations dans l’établissement',
        params: resourceIdParams,
        response: { 200: availableOrganizationCollectionSchema },
      },
    },
    async (request) => {
      const facilityId = resourceIdOrNotFound(request.params.id);
      const organizations = await listOrganizationsBookingAt(db, requireUser(request), facilityId);
      const members = organizations.map((organization) => ({
        '@id': iri('organizations', organization.id),
        '@type': 'Organization' as const,
        ...organization,
      }));
      const all = { pagination: false, page: 1, itemsPerPage: 1 };
      return hydraCollection(
        `/api/facility/${facilityId}/available-organization`,
        {},
        members,
        members.length,
        all,
      );
    },
  );
}
