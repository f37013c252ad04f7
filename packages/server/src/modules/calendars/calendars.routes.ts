import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedInputSchema,
  calendarFeedSchema,
  issuedCalendarFeedSchema,
} from '@espaces/domain/api/calendar-feeds';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import { hydraCollection } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  listCalendarFeeds,
  readCalendarFeed,
  revokeCalendarFeed,
  subscribeToCalendar,
} from './calendar-feeds.service.ts';

const TAGS = ['Agendas'];

/** A user holds a handful of feeds: one page, always. */
const UNPAGINATED = { pagination: false, page: 1, itemsPerPage: 1 };

/** The account's feed addresses (docs/calendar-feeds.md), and the feeds themselves (no session). */
export async function calendarsRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock, config } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/calendar_feeds',
    {
      schema: {
        tags: TAGS,
        summary: 'Mes abonnements d’agenda (sans leur adresse, montrée une seule fois)',
        response: { 200: hydraCollectionSchema(calendarFeedSchema) },
      },
    },
    async (request) => {
      const feeds = await listCalendarFeeds(db, requireUser(request));
      return hydraCollection('/api/calendar_feeds', {}, feeds, feeds.length, UNPAGINATED);
    },
  );

  api.post(
    '/api/calendar_feeds',
    {
      schema: {
        tags: TAGS,
        summary: 'Créer ou régénérer l’adresse secrète d’un agenda (l’ancienne ne répond plus)',
        body: calendarFeedInputSchema,
        response: { 201: issuedCalendarFeedSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const feed = await subscribeToCalendar(db, actor, request.body, clock(), config.appUrl);
      return reply.code(201).send(feed);
    },
  );

  api.delete(
    '/api/calendar_feeds/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Révoquer l’adresse d’un agenda',
        params: resourceIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await revokeCalendarFeed(db, actor, resourceIdOrNotFound(request.params.id), clock());
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/calendars/:token.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'Flux iCalendar d’un agenda, par son adresse secrète (sans session)',
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      const text = await readCalendarFeed(db, request.params.token, clock(), {
        appUrl: config.appUrl,
        appName: config.appName,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="agenda.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(text);
    },
  );
}
