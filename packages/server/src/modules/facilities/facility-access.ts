import type { FastifyRequest } from 'fastify';
import type { Actor } from '@espaces/domain/access/actor';
import type { AccessResource } from '@espaces/domain/access/checks';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { facilityAccessResource } from '../access/access-resources.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  canEditFacility,
  canSeeFacility,
  facilityScopeOf,
  type FacilityAccess,
} from './facilities.policy.ts';

/** Signed in (401) with a role that reaches facility management (403: organisations). */
export function requireFacilityManagementRole(request: FastifyRequest): Actor {
  const actor = requireUser(request);
  if (!facilityScopeOf(actor)) throw new DomainError('FORBIDDEN');
  return actor;
}

/** DESIGN §4: a facility the user may not see answers 404, whether it exists or not. */
export function requireVisible(actor: Actor, resource: AccessResource | undefined): FacilityAccess {
  const facility =
    resource?.facilityId !== undefined && resource.facilityTerritoryId !== undefined
      ? { facilityId: resource.facilityId, facilityTerritoryId: resource.facilityTerritoryId }
      : undefined;
  if (!facility || !canSeeFacility(actor, facility)) throw new DomainError('NOT_FOUND');
  return facility;
}

export async function requireVisibleFacility(
  db: Database,
  request: FastifyRequest,
  facilityId: string,
): Promise<{ actor: Actor; facility: FacilityAccess }> {
  const actor = requireFacilityManagementRole(request);
  return { actor, facility: requireVisible(actor, await facilityAccessResource(db, facilityId)) };
}

/** DESIGN §4: an action refused on a visible facility answers 403. */
export function requireFacilityEditor(actor: Actor, facility: FacilityAccess): void {
  if (!canEditFacility(actor, facility)) throw new DomainError('FORBIDDEN');
}
