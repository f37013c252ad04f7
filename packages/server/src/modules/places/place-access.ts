import type { FastifyRequest } from 'fastify';
import type { Actor } from '@espaces/domain/access/actor';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../auth/current-user.ts';
import { canManagePlace, canSeePlace, placeScopeOf, type PlaceAccess } from './places.policy.ts';
import { findPlaceAccess } from './places.service.ts';

/** Signed in (401) with a role that reaches places (403 otherwise). */
export function requirePlaceRole(request: FastifyRequest): Actor {
  const actor = requireUser(request);
  if (!placeScopeOf(actor)) throw new DomainError('FORBIDDEN');
  return actor;
}

/** DESIGN §4: a place the user may not see (unpublished, for organisations) answers 404. */
export async function requireVisiblePlace(
  db: Database,
  request: FastifyRequest,
  placeId: string,
): Promise<{ actor: Actor; place: PlaceAccess }> {
  const actor = requirePlaceRole(request);
  const place = await findPlaceAccess(db, placeId);
  if (!place || !canSeePlace(actor, place)) throw new DomainError('NOT_FOUND');
  return { actor, place };
}

/** DESIGN §4: an action refused on a visible place answers 403. */
export function requirePlaceManager(actor: Actor, place: PlaceAccess): void {
  if (!canManagePlace(actor, place)) throw new DomainError('FORBIDDEN');
}
