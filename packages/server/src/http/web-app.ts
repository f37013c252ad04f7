import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND } from '@espaces/domain/messages';
import { hydraError } from './problems.ts';

/**
 * Serves the built single-page app; every non-API path falls back to index.html so that the
 * web router answers it (its own 404 page included). Unknown /api paths stay hydra 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasWebApp || request.url.startsWith('/api') || request.method !== 'GET') {
      return reply.code(404).send(hydraError(NOT_FOUND));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
