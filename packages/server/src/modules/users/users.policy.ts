import type { Actor } from '@espaces/domain/access/actor';
import {
  administeredFacilityIds,
  isCentral,
  isInstitutional,
  managedTerritoryIds,
} from '@espaces/domain/access/roles';

/**
 * Who manages which users (issue 3, DESIGN §5 auth-user / auth-user-edit):
 * - seuls les utilisateurs institutionnels (ROLE_INSTITUTIONAL) sont gérés ici ;
 * - le central les gère tous ;
 * - l'administrateur d'un territoire gère ceux qui ont un rattachement à ce territoire ou à
 *   un établissement de ce territoire, et peut rattacher à ceux-ci ;
 * - l'administrateur d'un établissement gère ceux qui ont un rattachement à cet
 *   établissement, et ne peut rattacher qu'à lui ;
 * - personne d'autre ne gère d'utilisateurs ; chacun peut consulter son propre compte ;
 * - personne ne peut désactiver son propre compte.
 */
export interface UserManagementScope {
  everyone: boolean;
  facilityIds: readonly string[];
  territoryIds: readonly string[];
}

export interface FacilityMembershipOf {
  facilityId: string;
  territoryId: string;
}

export interface TerritoryMembershipOf {
  territoryId: string;
}

export interface ManagedUserMemberships {
  roles: readonly string[];
  facilityMemberships: readonly FacilityMembershipOf[];
  territoryMemberships: readonly TerritoryMembershipOf[];
}

export function userManagementScope(actor: Actor): UserManagementScope {
  if (isCentral(actor)) return { everyone: true, facilityIds: [], territoryIds: [] };
  // Profiles count only for an institutional user (SPEC §6 precedence).
  if (!isInstitutional(actor)) return { everyone: false, facilityIds: [], territoryIds: [] };
  return {
    everyone: false,
    facilityIds: administeredFacilityIds(actor),
    territoryIds: managedTerritoryIds(actor),
  };
}

export function managesAnyUser(scope: UserManagementScope): boolean {
  return scope.everyone || scope.facilityIds.length > 0 || scope.territoryIds.length > 0;
}

/** May the asker grant (or remove) a membership of this facility? */
export function coversFacility(
  scope: UserManagementScope,
  facility: FacilityMembershipOf,
): boolean {
  return (
    scope.everyone ||
    scope.facilityIds.includes(facility.facilityId) ||
    scope.territoryIds.includes(facility.territoryId)
  );
}

/** May the asker grant (or remove) a membership of this territory? */
export function coversTerritory(
  scope: UserManagementScope,
  territory: TerritoryMembershipOf,
): boolean {
  return scope.everyone || scope.territoryIds.includes(territory.territoryId);
}

export function isInstitutionalUser(user: Pick<ManagedUserMemberships, 'roles'>): boolean {
  return user.roles.includes('ROLE_INSTITUTIONAL');
}

export function managesUser(scope: UserManagementScope, user: ManagedUserMemberships): boolean {
  if (!isInstitutionalUser(user)) return false;
  return (
    scope.everyone ||
    user.facilityMemberships.some((membership) => coversFacility(scope, membership)) ||
    user.territoryMemberships.some((membership) => coversTerritory(scope, membership))
  );
}
