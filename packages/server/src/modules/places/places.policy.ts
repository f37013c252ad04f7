import type { Actor } from '@espaces/domain/access/actor';
import { isCentral, isInstitutional, isOrganizationUser } from '@espaces/domain/access/roles';
import { mayOrganizationBook } from '@espaces/domain/booking/booking-eligibility';
import {
  canManageFacilityPlaces,
  facilityScopeOf,
  scopeIncludes,
  type FacilityAccess,
  type FacilityScope,
} from '../facilities/facilities.policy.ts';

/**
 * Qui voit et qui gère un espace (DESIGN §4–§5, SPEC §6) :
 * - le personnel voit les espaces des établissements qu'il gère (y compris par son
 *   territoire), le central tous ;
 * - une organisation voit les espaces publiés des établissements actifs, pour les réserver ;
 * - créer, modifier, supprimer : admin ou superviseur de l'établissement, admin de son
 *   territoire, ou central ;
 * - réserver : organisation validée, espace publié ;
 * - les portes et leurs consignes d'accès ne sont montrées qu'au personnel et au central (les
 *   organisations les verront sur une réservation validée).
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

export function canSeePlace(actor: Actor, place: PlaceAccess): boolean {
  const scope = placeScopeOf(actor);
  if (!scope) return false;
  if (scope.kind === 'bookable') return place.published && place.facilityActive;
  return scopeIncludes(scope.facilities, place);
}

export function canManagePlace(actor: Actor, place: FacilityAccess): boolean {
  return canManageFacilityPlaces(actor, place);
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
