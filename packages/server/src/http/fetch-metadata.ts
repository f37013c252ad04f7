import type { FastifyRequest } from 'fastify';
import { DomainError } from '@espaces/domain/errors';

/**
 * The API has GETs that change state (sign-out, card deletion): a page of another site could
 * make the browser send them with the session cookie (SameSite=Lax lets top-level GETs
 * through), so they answer only the product's own pages (Fetch metadata), like the request
 * guard for unsafe methods. No header is let through: scripts send none, and only browsers
 * older than Fetch metadata would, which stay open to this nuisance.
 */
export function requireSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new DomainError('FORBIDDEN');
  }
}
