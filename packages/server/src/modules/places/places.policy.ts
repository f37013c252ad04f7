import type { Actor } from '@espaces/domain/access/actor';
import { isCentral, isInstitutional, isOrganizationUser } from '@espaces/domain/access/roles';
import { mayOrganizationBook } from '@espaces/domain/booking/booking-eligibility';
import { DomainError } from '@espaces/domain/errors';
import {
  canManageFacilityPlaces,
  facilityScopeOf,
  scopeIncludes,
  type FacilityAccess,
  type FacilityScope,
} from '../facilities/facilities.policy.ts';

/**
 * Who sees and who manages a place (docs/access.md#access-checks):
 * - staff see the places of the facilities they manage (through their territory too), central
 *   sees them all;
 * - an organisation sees the published places of active facilities, to book them;
 * - creating, editing, deleting is auth-place: an admin or supervisor of the facility, or the
 *   admin of its territory. Central oversees places but does not manage them (403);
 * - booking: a validated organisation, a published place;
 * - doors and their access instructions are shown to staff and central only (organisations
 *   will see them on an approved booking).
 */
export type PlaceScope = { kind: 'managed'; facilities: FacilityScope } | { kind: 'bookable' };

export interface PlaceAccess extends FacilityAccess {
  published: boolean;
  facilityActive: boolean;
}

/** null: the actor's role reaches no place at all. */
export function placeScopeOf(actor: Actor): PlaceScope | null {
  if (isOrganizationUser(actor)) return { kind: 'bookable' };
  const facilities = facilityScopeOf(actor);
  return facilities && { kind: 'managed', facilities };
}

/** 403 for a role that reaches no place at all. */
export function requirePlaceScope(actor: Actor): PlaceScope {
  const scope = placeScopeOf(actor);
  if (!scope) throw new DomainError('FORBIDDEN');
  return scope;
}

export function canSeePlace(actor: Actor, place: PlaceAccess): boolean {
  const scope = placeScopeOf(actor);
  if (!scope) return false;
  if (scope.kind === 'bookable') return place.published && place.facilityActive;
  return scopeIncludes(scope.facilities, place);
}

export function canManagePlace(actor: Actor, place: FacilityAccess): boolean {
  return canManageFacilityPlaces(actor, place);
}

/** A place the user may not see (unpublished, for organisations) answers 404. */
export function requireVisiblePlace(actor: Actor, place: PlaceAccess): PlaceAccess {
  if (!canSeePlace(actor, place)) throw new DomainError('NOT_FOUND');
  return place;
}

/**
 * An action refused on a visible place answers 403 (docs/access.md#not-found-or-forbidden). Without
 * a place: may the actor manage the places of some facility (creating one)?
 */
export function requirePlaceManager(actor: Actor, place?: FacilityAccess): void {
  if (!canManageFacilityPlaces(actor, place)) throw new DomainError('FORBIDDEN');
}

export function mayReadDoors(actor: Actor): boolean {
  return isCentral(actor) || isInstitutional(actor);
}

export function placeAbilities(actor: Actor, place: PlaceAccess) {
  const manage = canManagePlace(actor, place);
  return {
    edit: manage,
    delete: manage,
    book: isOrganizationUser(actor) && mayOrganizationBook(actor.organization) && place.published,
  };
}
