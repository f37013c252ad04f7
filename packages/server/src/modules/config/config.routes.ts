import type { FastifyInstance } from 'fastify';
import { publicConfigSchema } from '@espaces/domain/api/config';
import type { AppConfig } from '../../config.ts';

/**
 * Public settings reach the browser at run time: no rebuild per environment (README « Configuration
 * »).
 */
export async function configRoutes(
  app: FastifyInstance,
  options: { config: AppConfig },
): Promise<void> {
  const { config } = options;
  // Constant until the next start: validated and serialised once, sent as is (a JSON string
  // with its content type skips the response serializer).
  const body = JSON.stringify(
    publicConfigSchema.parse({
      appName: config.appName,
      regionName: config.regionName,
      regionLogoUrl: config.regionLogoUrl,
      contactEmail: config.contactEmail,
      mapTileUrl: config.mapTileUrl,
      captchaSiteKey: config.captchaSiteKey,
      captchaScriptUrl: config.captchaScriptUrl,
      matomoUrl: config.matomoUrl,
      matomoSiteId: config.matomoSiteId,
      proconnect: config.proconnect !== null,
      paymentProvider: config.paymentProvider,
      cancellationTerms: config.cancellationTerms,
    }),
  );
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['Configuration'],
        summary: 'Réglages publics',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(body),
  );
}
