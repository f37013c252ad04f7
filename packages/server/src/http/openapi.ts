import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  ERROR_SCHEMAS,
  SECURITY_SCHEMES,
  errorResponsesOf,
  operationIdOf,
  securityOf,
  tagOf,
} from './openapi-operations.ts';

type Transform = Parameters<typeof jsonSchemaTransform>[0];
type Responses = Record<string, object>;
interface Document {
  paths?: Record<string, Record<string, { responses?: Responses }>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * OpenAPI 3.1 document at /api/docs.json, reader at /api/docs (docs/api.md#openapi). The zod
 * contracts give the shapes; openapi-operations.ts adds ids, tags, security and error answers, so
 * that `npm run lint:openapi` (Redocly's recommended rules) passes.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  appName: string,
  appUrl: string,
): Promise<void> {
  const errorsByOperation = new Map<string, ReturnType<typeof errorResponsesOf>>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${appName} — API`,
        description: 'API JSON-LD / Hydra de réservation des espaces des établissements.',
        version: '1.0.0',
        license: { name: 'EUPL-1.2', identifier: 'EUPL-1.2' },
      },
      servers: [{ url: appUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input: Transform) => {
      const { schema, url: routeUrl } = jsonSchemaTransform(input);
      // Fastify's `:id` as OpenAPI's `{id}`, as @fastify/swagger writes the paths.
      const url = input.url.replace(/:(\w+)/g, '{$1}');
      const route = input.route as RouteOptions;
      const method = [route.method].flat()[0]!.toString();
      errorsByOperation.set(`${method.toLowerCase()} ${url}`, errorResponsesOf(method, url, route));
      return {
        url: routeUrl,
        schema: {
          ...schema,
          operationId: operationIdOf(method, url),
          tags: (schema.tags as string[] | undefined) ?? [tagOf(url)],
          security: securityOf(method, url),
        },
      };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withErrorResponses(documentObject.openapiObject as Document, errorsByOperation)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/docs.json', { schema: { hide: true } }, async () => app.swagger());
}

function withErrorResponses(document: Document, errorsByOperation: Map<string, Responses>) {
  for (const [url, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      operation.responses = {
        ...errorsByOperation.get(`${method} ${url}`),
        ...operation.responses,
      };
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...ERROR_SCHEMAS },
  };
  return document;
}
