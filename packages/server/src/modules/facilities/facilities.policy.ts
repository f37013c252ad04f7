import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess, type AccessResource } from '@espaces/domain/access/checks';
import {
  isCentral,
  isInstitutional,
  managedFacilityIds,
  managedTerritoryIds,
} from '@espaces/domain/access/roles';

/**
 * Qui voit et qui modifie un établissement (DESIGN §5 « Access checks », SPEC §6) :
 * - le central voit tous les établissements ;
 * - le personnel voit ceux qu'il gère (admin, valideur, superviseur) et l'admin de territoire
 *   tous ceux de ses territoires ;
 * - les organisations ne voient pas la gestion des établissements (refus au niveau du rôle) ;
 * - modifier (fiche, documents annexes) : auth-facilities, soit le central, l'admin de
 *   l'établissement ou l'admin de son territoire ;
 * - créer dans un territoire, ou y rattacher un établissement : le central ou l'admin de ce
 *   territoire ;
 * - gérer les espaces : admin ou superviseur de l'établissement, admin de son territoire, ou
 *   central.
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

export function canEditFacility(actor: Actor, facility: AccessResource): boolean {
  return checkAccess('auth-facilities', actor, facility).allowed;
}

export function canCreateFacilityIn(actor: Actor, territoryId: string): boolean {
  return checkAccess('auth-facilities', actor, { territoryId }).allowed;
}

/** Whether some territory accepts a facility from the actor: the web offers creation then. */
export function canCreateSomeFacility(actor: Actor): boolean {
  return (
    isCentral(actor) || managedTerritoryIds(actor).some((id) => canCreateFacilityIn(actor, id))
  );
}

/** DESIGN §5 auth-place: admin or supervisor of the facility, or admin of its territory. */
export function canManageFacilityPlaces(actor: Actor, facility?: AccessResource): boolean {
  return checkAccess('auth-place', actor, facility).allowed;
}

/** `_abilities` of a facility for the signed-in user (DESIGN §4, STYLE.md « Policies »). */
export function facilityAbilities(actor: Actor, facility: FacilityAccess) {
  const edit = canEditFacility(actor, facility);
  return { edit, manageDocuments: edit, createPlace: canManageFacilityPlaces(actor, facility) };
}
