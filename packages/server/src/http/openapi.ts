import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs.json, reader at /api/docs (DESIGN §4). */
export async function registerOpenApi(app: FastifyInstance, appName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${appName} — API`,
        description: 'API JSON-LD / Hydra de réservation des espaces des établissements.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'espaces_access' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs.json', { schema: { hide: true } }, async () => app.swagger());
}
