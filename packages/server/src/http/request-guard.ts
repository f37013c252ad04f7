import type { FastifyInstance } from 'fastify';
import { INVALID_ORIGIN } from '@espaces/domain/messages';
import { hydraError } from './problems.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Unsafe methods need a matching Origin when the browser sends one (docs/security.md#requests).
 * Together with SameSite=Lax cookies and JSON/multipart-only bodies (text/plain is unregistered),
 * this stops cross-site form posts.
 */
export function registerRequestGuard(app: FastifyInstance, appUrl: string): void {
  const allowedOrigin = new URL(appUrl).origin;
  // Callback style: safe methods, nearly every request, go on without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (!UNSAFE_METHODS.has(request.method) || !origin) return done();
    const sameHost = origin === `${request.protocol}://${request.host}`;
    if (origin !== allowedOrigin && !sameHost) {
      reply.code(403).send(hydraError(INVALID_ORIGIN));
      return;
    }
    done();
  });
}

/** JSON in all its API Platform flavours; anything else answers 415. */
export function registerContentTypes(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const jsonParser = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(
    ['application/ld+json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    jsonParser,
  );
}
