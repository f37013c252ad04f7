import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closureCreatedSchema,
  closureImpactSchema,
  closureInputSchema,
  facilityClosuresSchema,
  closureCalendarInputSchema,
} from '@espaces/domain/api/closures';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  chooseClosureCalendar,
  createClosure,
  deleteClosure,
  previewClosure,
  showFacilityClosures,
} from './closures.service.ts';

const TAGS = ['Fermetures'];

/** Closures of a facility or a territory, and what else closes a facility. */
export async function closuresRoutes(
  app: FastifyInstance,
  { db, clock }: ModuleOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/facilities/:id/closures',
    {
      schema: {
        tags: TAGS,
        summary: 'Fermetures d’un établissement et de son territoire, zone de vacances',
        params: resourceIdParams,
        response: { 200: facilityClosuresSchema },
      },
    },
    async (request) => {
      const facilityId = resourceIdOrNotFound(request.params.id);
      return showFacilityClosures(db, requireUser(request), facilityId, clock());
    },
  );

  api.put(
    '/api/facilities/:id/closure-calendar',
    {
      schema: {
        tags: TAGS,
        summary: 'Choisir si les jours fériés et les vacances d’une zone ferment l’établissement',
        params: resourceIdParams,
        body: closureCalendarInputSchema,
        response: { 200: facilityClosuresSchema },
      },
    },
    async (request) => {
      const facilityId = resourceIdOrNotFound(request.params.id);
      const actor = requireUser(request);
      return chooseClosureCalendar(db, actor, facilityId, request.body, clock());
    },
  );

  api.post(
    '/api/closures/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'Réservations touchées par une fermeture (rien n’est enregistré)',
        body: closureInputSchema,
        response: { 200: closureImpactSchema },
      },
    },
    async (request) => previewClosure(db, requireUser(request), request.body, clock()),
  );

  api.post(
    '/api/closures',
    {
      schema: {
        tags: TAGS,
        summary: 'Déclarer une fermeture (les réservations touchées sont listées, jamais annulées)',
        body: closureInputSchema,
        response: { 201: closureCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createClosure(db, requireUser(request), request.body, clock());
      return reply.code(201).send(created);
    },
  );

  api.delete(
    '/api/closures/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Supprimer une fermeture',
        params: resourceIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const closureId = resourceIdOrNotFound(request.params.id);
      await deleteClosure(db, requireUser(request), closureId, clock());
      return reply.code(204).send(null);
    },
  );
}
