import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess, type AccessResource } from '@espaces/domain/access/checks';
import {
  isCentral,
  isInstitutional,
  managedFacilityIds,
  managedTerritoryIds,
} from '@espaces/domain/access/roles';
import { DomainError } from '@espaces/domain/errors';

/**
 * Who sees and who changes a facility (docs/access.md#access-checks):
 * - central sees every facility;
 * - staff see the facilities they manage (admin, validator, supervisor), a territory admin
 *   every facility of their territories;
 * - organisations do not reach facility management at all (refused on their role, 403);
 * - editing (details, annex documents) is auth-facilities: central, the facility's admin or
 *   the admin of its territory;
 * - creating a facility in a territory, or moving one there: central or that territory's admin
 *   (domain/access/facility-creation.ts);
 * - managing its places is auth-place: an admin or supervisor of the facility, or the admin of
 *   its territory. Central oversees places but does not manage them.
 */

/** The facilities an actor sees: every one, or those named by facility or territory. */
export type FacilityScope =
  { kind: 'all' } | { kind: 'some'; facilityIds: string[]; territoryIds: string[] };

/** null: the actor's role does not reach facility management at all (organisations). */
export function facilityScopeOf(actor: Actor): FacilityScope | null {
  if (isCentral(actor)) return { kind: 'all' };
  if (!isInstitutional(actor)) return null;
  return {
    kind: 'some',
    facilityIds: managedFacilityIds(actor),
    territoryIds: managedTerritoryIds(actor),
  };
}

/** 403 for a role that does not reach facility management (organisations). */
export function requireFacilityScope(actor: Actor): FacilityScope {
  const scope = facilityScopeOf(actor);
  if (!scope) throw new DomainError('FORBIDDEN');
  return scope;
}

export interface FacilityAccess {
  facilityId: string;
  facilityTerritoryId: string;
}

export function scopeIncludes(scope: FacilityScope, facility: FacilityAccess): boolean {
  return (
    scope.kind === 'all' ||
    scope.facilityIds.includes(facility.facilityId) ||
    scope.territoryIds.includes(facility.facilityTerritoryId)
  );
}

export function canSeeFacility(actor: Actor, facility: FacilityAccess): boolean {
  const scope = facilityScopeOf(actor);
  return scope !== null && scopeIncludes(scope, facility);
}

/**
 * A facility the user may not see answers 404 (docs/access.md#not-found-or-forbidden), whether it
 * exists or not.
 */
export function requireVisible(actor: Actor, resource: AccessResource | undefined): FacilityAccess {
  const facility =
    resource?.facilityId !== undefined && resource.facilityTerritoryId !== undefined
      ? { facilityId: resource.facilityId, facilityTerritoryId: resource.facilityTerritoryId }
      : undefined;
  if (!facility || !canSeeFacility(actor, facility)) throw new DomainError('NOT_FOUND');
  return facility;
}

/** An action refused on a visible facility answers 403. */
export function requireFacilityEditor(actor: Actor, facility: FacilityAccess): void {
  if (!canEditFacility(actor, facility)) throw new DomainError('FORBIDDEN');
}

export function canEditFacility(actor: Actor, facility: AccessResource): boolean {
  return checkAccess('auth-facilities', actor, facility).allowed;
}

/** auth-place: admin or supervisor of the facility, or admin of its territory. */
export function canManageFacilityPlaces(actor: Actor, facility?: AccessResource): boolean {
  return checkAccess('auth-place', actor, facility).allowed;
}

/** `_abilities` of a facility for the signed-in user (docs/api.md#resources-and-iris). */
export function facilityAbilities(actor: Actor, facility: FacilityAccess) {
  const edit = canEditFacility(actor, facility);
  return { edit, manageDocuments: edit, createPlace: canManageFacilityPlaces(actor, facility) };
}
