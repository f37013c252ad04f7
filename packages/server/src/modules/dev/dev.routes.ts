import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { instantField, textField } from '@espaces/domain/api/fields';
import { DomainError } from '@espaces/domain/errors';
import type { ModuleOptions } from '../../http/module-options.ts';
import { MAIL_STATUSES } from '../../db/schema.ts';
import { chargeDuePayments } from '../payments/charge-due-payments.job.ts';
import { paymentProviderFor } from '../payments/provider/payment-providers.ts';
import { devMailsPage } from './dev-mails.page.ts';
import {
  bringPaymentDue,
  closeCampaignApplications,
  findMail,
  findRecentMails,
  type OutboxEntry,
} from './dev.repository.ts';
import { INVALID_ID } from '@espaces/domain/messages';
import { parisDateOf } from '@espaces/domain/availability/paris-time';

const TAGS = ['Développement'];
const MAX_LISTED_MAILS = 200;

const mailsQuery = z.object({
  recipient: textField('Le destinataire', 254).optional(),
});

const devMailSchema = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.string(),
});

const presentMail = (mail: OutboxEntry): z.infer<typeof devMailSchema> => ({
  id: mail.id,
  recipient: mail.recipient,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  status: mail.status,
  createdAt: mail.createdAt.toISOString(),
});

/**
 * The outbox can be read in the browser (docs/operations.md#mail-preview), so that a developer or a
 * Playwright journey follows the links that the mails carry. Those links sign in (password reset),
 * so app.ts registers this plugin only when DEV_MAIL_PREVIEW=true, which production refuses.
 * Mails are listed whether or not SMTP sent them.
 */
export async function devRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, config, clock } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dev/mails',
    {
      schema: {
        tags: TAGS,
        summary: 'Courriels de la boîte d’envoi (page HTML, avec DEV_MAIL_PREVIEW)',
        querystring: mailsQuery,
      },
    },
    async (request, reply) => {
      const { recipient } = request.query;
      const mails = await findRecentMails(db, { recipient, limit: MAX_LISTED_MAILS });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(devMailsPage({ appName: config.appName, mails, recipient }));
    },
  );

  api.get(
    '/dev/mails.json',
    {
      schema: {
        tags: TAGS,
        summary:
          'Courriels de la boîte d’envoi, du plus récent au plus ancien (avec DEV_MAIL_PREVIEW)',
        querystring: mailsQuery,
        response: { 200: z.object({ mails: z.array(devMailSchema) }) },
      },
    },
    async (request, reply) => {
      const mails = await findRecentMails(db, {
        recipient: request.query.recipient,
        limit: MAX_LISTED_MAILS,
      });
      reply.header('cache-control', 'no-store');
      return { mails: mails.map(presentMail) };
    },
  );

  api.get(
    '/dev/mails/:id.html',
    {
      schema: {
        tags: TAGS,
        summary: 'Version HTML d’un courriel (avec DEV_MAIL_PREVIEW)',
        params: z.object({ id: z.uuid({ message: INVALID_ID }) }),
      },
    },
    async (request, reply) => {
      const mail = await findMail(db, request.params.id);
      if (!mail) throw new DomainError('NOT_FOUND');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(mail.html);
    },
  );

  // A journey runs the charging job as on a given day (the due date is next month),
  // which the in-process schedule would only reach then. Same flag: never in production.
  api.get(
    '/dev/payments/charge',
    {
      schema: {
        tags: TAGS,
        summary:
          'Présenter les paiements par carte échus à une date donnée (avec DEV_MAIL_PREVIEW)',
        querystring: z.object({ at: instantField }),
      },
    },
    async (request) =>
      chargeDuePayments(db, paymentProviderFor(config, db), new Date(request.query.at), config),
  );

  // A journey cannot wait a month for an instalment to fall due to pay it online
  // (docs/payments.md#online-payment-payfip): it falls due today instead. Same flag: never in
  // production.
  api.post(
    '/dev/payments/:id/fall-due',
    {
      schema: {
        tags: TAGS,
        summary: 'Rendre une échéance à venir payable dès aujourd’hui (avec DEV_MAIL_PREVIEW)',
        params: z.object({ id: z.uuid({ message: INVALID_ID }) }),
        response: { 200: z.object({ dueDate: z.string() }) },
      },
    },
    async (request) => {
      const due = await bringPaymentDue(db, request.params.id, parisDateOf(clock()));
      if (!due) throw new DomainError('NOT_FOUND');
      return due;
    },
  );

  // A journey cannot wait for a campaign's last day to allocate it (docs/campaigns.md#lifecycle):
  // the window closes now instead. Same flag: never in production.
  api.post(
    '/dev/campaigns/:id/close-applications',
    {
      schema: {
        tags: TAGS,
        summary: 'Clore maintenant le dépôt des vœux d’une campagne (avec DEV_MAIL_PREVIEW)',
        params: z.object({ id: z.uuid({ message: INVALID_ID }) }),
        response: {
          200: z.object({ applicationsOpenAt: z.string(), applicationsCloseAt: z.string() }),
        },
      },
    },
    async (request) => {
      const closed = await closeCampaignApplications(db, request.params.id, clock());
      if (!closed) throw new DomainError('NOT_FOUND');
      return {
        applicationsOpenAt: closed.applicationsOpenAt.toISOString(),
        applicationsCloseAt: closed.applicationsCloseAt.toISOString(),
      };
    },
  );
}
