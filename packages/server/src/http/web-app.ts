import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND } from '@espaces/domain/messages';
import { hydraError } from './problems.ts';

/** Vite names every file of `assets/` after its content: a new release means new names. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed public files keep their names: revalidated on every use. */
export const REVALIDATED_CACHE = 'no-cache';

/**
 * Serves the built single-page app; every non-API path falls back to index.html so that the
 * web router answers it (its own 404 page included). Unknown /api paths stay hydra 404s.
 * Hashed assets go out precompressed (`.br`, `.gz` written by the web build) per
 * Accept-Encoding, and are cached for good (docs/decisions.md#web).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        const hashed = relative(distDir, path).startsWith(HASHED_ASSETS_DIR + sep);
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATED_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasWebApp || request.url.startsWith('/api') || request.method !== 'GET') {
      return reply.code(404).send(hydraError(NOT_FOUND));
    }
    return reply.header('cache-control', REVALIDATED_CACHE).sendFile('index.html');
  });
}
