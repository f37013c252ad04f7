import type { FastifyInstance } from 'fastify';
import { paymentExportQuerySchema, paymentListQuerySchema } from '@espaces/domain/api/payment-list';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentSchema,
  paymentTicketSchema,
  recordPaymentInputSchema,
} from '@espaces/domain/api/payments';
import { attachmentDisposition } from '../../files/accepted-uploads.ts';
import { hydraCollection } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import { listVisiblePayments, recordPayment, showPayment } from './payments.service.ts';
import { paymentTicketPdf, showPaymentTicket } from './payment-ticket.service.ts';
import { exportPayments } from './payment-export.service.ts';
import { partyFiltersOf, paymentCollectionSchema, paymentFiltersOf } from './payments.schemas.ts';

const TAGS = ['Paiements'];

function rawQuery(url: string): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(url.split('?')[1] ?? '')) {
    (query[key] ??= []).push(value);
  }
  return query;
}

/** The payment list and its accounting export, one payment, staff recording, the receipts. */
export async function paymentsRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const paymentId = (request: { params: { id: string } }) =>
    resourceIdOrNotFound(request.params.id);

  api.get(
    '/api/payments',
    {
      schema: {
        tags: TAGS,
        summary: 'Paiements que l’utilisateur peut voir',
        querystring: paymentListQuerySchema,
        response: { 200: paymentCollectionSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { members, total } = await listVisiblePayments(
        db,
        requireUser(request),
        paymentFiltersOf(query),
        query,
        clock(),
      );
      return hydraCollection('/api/payments', rawQuery(request.url), members, total, query);
    },
  );

  api.get(
    '/api/payments/export',
    {
      schema: {
        tags: TAGS,
        summary: 'Export comptable (CSV) des paiements reçus et avoirs remboursés d’une période',
        description:
          '`from` et `to` (AAAA-MM-JJ, jours de Paris inclus, 366\u00a0jours au plus\u00a0; par ' +
          'défaut le mois en cours) et les filtres de la liste hors statut. CSV UTF-8 avec BOM, ' +
          '`;`, dates JJ/MM/AAAA, montants en euros à virgule décimale.',
        querystring: paymentExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { fileName, content } = await exportPayments(
        db,
        requireUser(request),
        { period: { from: query.from, to: query.to }, filters: partyFiltersOf(query) },
        clock(),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );

  api.get(
    '/api/payments/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Un paiement',
        params: resourceIdParams,
        response: { 200: paymentSchema },
      },
    },
    async (request) => showPayment(db, requireUser(request), paymentId(request), clock()),
  );

  api.put(
    '/api/payments/:id/record',
    {
      schema: {
        tags: TAGS,
        summary:
          'Enregistrer un paiement par mandat ou virement (admin de l’établissement, Région)',
        params: resourceIdParams,
        body: recordPaymentInputSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) =>
      recordPayment(
        db,
        {
          actor: requireUser(request),
          now: clock(),
          app: { appName: config.appName, appUrl: config.appUrl },
        },
        paymentId(request),
        request.body.reference,
      ),
  );

  api.get(
    '/api/payments/:id/ticket',
    {
      schema: {
        tags: TAGS,
        summary: 'Le reçu d’un paiement payé',
        params: resourceIdParams,
        response: { 200: paymentTicketSchema },
      },
    },
    async (request) =>
      showPaymentTicket(db, requireUser(request), paymentId(request), config.regionName),
  );

  api.get(
    '/api/payments/:id/ticket/pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'Le reçu d’un paiement payé, en PDF',
        params: resourceIdParams,
      },
    },
    async (request, reply) => {
      const { fileName, content } = await paymentTicketPdf(
        db,
        requireUser(request),
        paymentId(request),
        config,
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );
}
