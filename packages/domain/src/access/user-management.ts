import type { Actor } from './actor.ts';
import {
  administeredFacilityIds,
  isCentral,
  isInstitutional,
  managedTerritoryIds,
} from './roles.ts';

/**
 * Who manages which users (auth-user / auth-user-edit,
 * docs/access.md#users-and-their-memberships):
 * - only institutional users (ROLE_INSTITUTIONAL) are managed here;
 * - central manages them all;
 * - a territory's administrator covers that territory and the facilities in it; a
 *   facility's administrator covers that facility only;
 * - a user is visible as soon as one of their memberships is covered;
 * - a user is edited, disabled or has their memberships changed only if ALL their
 *   memberships are covered: a facility's administrator never touches a territory
 *   administrator, a user of another facility, nor a user who also holds another role
 *   (central, organisation);
 * - a user is attached only to what the asker covers;
 * - nobody disables their own account.
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

/** Whether the asker grants territory memberships at all: the user form shows their rows then. */
export function grantsTerritoryMemberships(scope: UserManagementScope): boolean {
  return scope.everyone || scope.territoryIds.length > 0;
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
