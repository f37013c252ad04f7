import type { Actor } from './actor.ts';
import {
  administeredFacilityIds,
  isCentral,
  isInstitutional,
  managedTerritoryIds,
} from './roles.ts';

/**
 * Qui gère quels utilisateurs (auth-user / auth-user-edit,
 * docs/access.md#users-and-their-memberships) :
 * - seuls les utilisateurs institutionnels (ROLE_INSTITUTIONAL) sont gérés ici ;
 * - le central les gère tous ;
 * - l'administrateur d'un territoire couvre ce territoire et les établissements qui s'y
 *   trouvent ; l'administrateur d'un établissement couvre cet établissement seulement ;
 * - on voit un utilisateur dès qu'un de ses rattachements est couvert ;
 * - on ne le modifie, ne le désactive et ne change ses rattachements que si TOUS ses
 *   rattachements sont couverts : l'administrateur d'un établissement ne touche jamais à un
 *   administrateur de territoire, à un utilisateur d'un autre établissement, ni à un
 *   utilisateur qui a aussi un autre rôle (central, organisation) ;
 * - on ne rattache un utilisateur qu'à ce que l'on couvre ;
 * - personne ne désactive son propre compte.
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

/** A user as the rules need it: its roles and where it is attached. */
export interface ManagedUserMemberships {
  roles: readonly string[];
  facilityMemberships: readonly FacilityMembershipOf[];
  territoryMemberships: readonly TerritoryMembershipOf[];
}

export function userManagementScope(actor: Actor): UserManagementScope {
  if (isCentral(actor)) return { everyone: true, facilityIds: [], territoryIds: [] };
  // Profiles count only for an institutional user (docs/access.md#roles-and-profiles).
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

/** Does every one of these memberships lie within the asker's scope? */
export function coversMemberships(
  scope: UserManagementScope,
  memberships: Pick<ManagedUserMemberships, 'facilityMemberships' | 'territoryMemberships'>,
): boolean {
  return (
    memberships.facilityMemberships.every((membership) => coversFacility(scope, membership)) &&
    memberships.territoryMemberships.every((membership) => coversTerritory(scope, membership))
  );
}

export function isInstitutionalUser(user: Pick<ManagedUserMemberships, 'roles'>): boolean {
  return user.roles.includes('ROLE_INSTITUTIONAL');
}

/** Reading: the user appears in the asker's list when one of its memberships is covered. */
export function seesUser(scope: UserManagementScope, user: ManagedUserMemberships): boolean {
  if (!isInstitutionalUser(user)) return false;
  return (
    scope.everyone ||
    user.facilityMemberships.some((membership) => coversFacility(scope, membership)) ||
    user.territoryMemberships.some((membership) => coversTerritory(scope, membership))
  );
}

/**
 * Editing, disabling, re-roling: the asker's rights must cover the whole
 * account, else a facility admin could rewrite the e-mail of a territory admin who merely
 * shares one of its facilities and take the account over through a password reset.
 */
export function coversEveryMembership(actor: Actor, user: ManagedUserMemberships): boolean {
  if (!isInstitutionalUser(user)) return false;
  const scope = userManagementScope(actor);
  if (scope.everyone) return true;
  // Another role (central, organisation) is beyond any facility or territory.
  if (user.roles.some((role) => role !== 'ROLE_INSTITUTIONAL')) return false;
  const attached = user.facilityMemberships.length + user.territoryMemberships.length > 0;
  return attached && coversMemberships(scope, user);
}
