import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  onlinePaymentStartSchema,
  onlinePaymentStateSchema,
} from '@espaces/domain/payment/online-payment';
import type { AppConfig } from '../../../../config.ts';
import type { Database } from '../../../../db/client.ts';
import type { ModuleOptions } from '../../../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../../../http/params.ts';
import { hydraError } from '../../../../http/problems.ts';
import { requireUser } from '../../../auth/current-user.ts';
import {
  onlinePaymentState,
  PAYFIP_NOTIFICATION_PATH,
  receiveNotification,
  startOnlinePayment,
  type OnlinePayments,
} from './online-payment.service.ts';
import { createPayfipClient, PayfipUnavailableError } from './payfip-client.ts';

const TAGS = ['Paiement en ligne (PayFiP)'];

/** The treasury's operation id: what PayFiP hands, letters, digits and a few signs. */
const IDOP = /^[\w.-]{1,64}$/;

/** The online payment service of the app, when `PAYMENT_PROVIDER=payfip`. */
export function onlinePaymentsFor(
  db: Database,
  config: Pick<AppConfig, 'appName' | 'appUrl'> & Partial<Pick<AppConfig, 'payfip'>>,
): OnlinePayments | null {
  if (!config.payfip) return null;
  return {
    db,
    client: createPayfipClient(config.payfip),
    clientNumber: config.payfip.clientNumber,
    app: { appName: config.appName, appUrl: config.appUrl },
  };
}

/**
 * Online payment of an instalment (docs/payments.md#online-payment-payfip): start it, read its
 * state, and PayFiP's notification. Registered only under `PAYMENT_PROVIDER=payfip`.
 */
export async function payfipRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const service = onlinePaymentsFor(options.db, options.config);
  if (!service) return;
  const { clock } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // PayFiP posts its notification as a form; this scope alone reads one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const unavailable = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof PayfipUnavailableError)) throw error;
    return reply.code(503).send(hydraError(error.message));
  };

  api.post(
    '/api/payments/:id/online-payment',
    {
      schema: {
        tags: TAGS,
        summary: 'Payer une échéance en ligne : l’adresse de la page de paiement de la DGFiP',
        params: resourceIdParams,
        response: { 200: onlinePaymentStartSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      try {
        return await startOnlinePayment(
          service,
          actor,
          resourceIdOrNotFound(request.params.id),
          clock(),
        );
      } catch (error) {
        return unavailable(reply, error);
      }
    },
  );

  api.get(
    '/api/payments/:id/online-payment',
    {
      schema: {
        tags: TAGS,
        summary: 'Où en est le dernier paiement en ligne de l’échéance',
        params: resourceIdParams,
        response: { 200: onlinePaymentStateSchema },
      },
    },
    async (request) =>
      onlinePaymentState(service.db, requireUser(request), resourceIdOrNotFound(request.params.id)),
  );

  const notification = {
    schema: {
      tags: TAGS,
      summary: 'Notification de PayFiP (son idop) : la DGFiP est interrogée en retour',
      querystring: z.object({ idop: z.string().optional() }),
    },
  };
  const notified = async (
    request: { query: { idop?: string | undefined }; body?: unknown },
    reply: FastifyReply,
  ) => {
    const fromBody = (request.body as { idop?: unknown } | undefined)?.idop;
    const idop = typeof fromBody === 'string' ? fromBody : request.query.idop;
    // Whatever it names, the answer tells the caller nothing: only the web service is trusted.
    if (!idop || !IDOP.test(idop)) return reply.code(204).send();
    try {
      await receiveNotification(service, idop, clock());
    } catch (error) {
      return unavailable(reply, error);
    }
    return reply.code(204).send();
  };
  api.post(PAYFIP_NOTIFICATION_PATH, notification, notified);
  api.get(PAYFIP_NOTIFICATION_PATH, notification, notified);
}
