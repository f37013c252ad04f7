import type { Actor, FacilityProfile, Role } from './actor.ts';

/**
 * Roles and profiles (docs/access.md#roles-and-profiles):
 * - main role when the user holds several: institutional, then organisation, then central;
 * - managed facilities: profile admin, validator or supervisor; administered: admin;
 *   validating: admin or validator; « peut gérer l'établissement »: admin or supervisor;
 * - managed territories: profile TERRITORY_PROFILE_ADMIN;
 * - an organisation is validated when its status is `validated`;
 * - landing page after sign-in with no referer: central → organisations to review,
 *   institutional → booking list, others → /.
 */

/** Precedence when a user holds several roles. */
export const ROLE_PRECEDENCE: readonly Role[] = [
  'ROLE_INSTITUTIONAL',
  'ROLE_ORGANIZATION',
  'ROLE_CENTRAL',
];

export function primaryRole(actor: Pick<Actor, 'roles'>): Role | null {
  // A loop, not `find` and a closure: asked several times per booking of a list.
  for (const role of ROLE_PRECEDENCE) if (actor.roles.includes(role)) return role;
  return null;
}

type MembershipsOf = Pick<Actor, 'facilityMemberships'>;

const ADMIN: readonly FacilityProfile[] = ['FACILITY_PROFILE_ADMIN'];
const VALIDATING: readonly FacilityProfile[] = [
  'FACILITY_PROFILE_ADMIN',
  'FACILITY_PROFILE_VALIDATOR',
];
const SUPERVISING: readonly FacilityProfile[] = [
  'FACILITY_PROFILE_ADMIN',
  'FACILITY_PROFILE_SUPERVISOR',
];
const MANAGING: readonly FacilityProfile[] = [
  'FACILITY_PROFILE_ADMIN',
  'FACILITY_PROFILE_VALIDATOR',
  'FACILITY_PROFILE_SUPERVISOR',
];

function facilityIdsWithProfile(
  actor: MembershipsOf,
  profiles: readonly FacilityProfile[],
): string[] {
  const ids = actor.facilityMemberships
    .filter((membership) => profiles.includes(membership.profile))
    .map((membership) => membership.facility.id);
  return [...new Set(ids)];
}

/** Whether `facilityId` is among facilityIdsWithProfile's, without building the list: asked per
 * booking of a list (bookingActorKinds). */
function hasFacilityProfile(
  actor: MembershipsOf,
  facilityId: string,
  profiles: readonly FacilityProfile[],
): boolean {
  for (const membership of actor.facilityMemberships) {
    if (membership.facility.id === facilityId && profiles.includes(membership.profile)) return true;
  }
  return false;
}

/** Facilities where the profile is admin, validator or supervisor. */
export function managedFacilityIds(actor: MembershipsOf): string[] {
  return facilityIdsWithProfile(actor, MANAGING);
}

/** Admin has full facility rights. */
export function administeredFacilityIds(actor: MembershipsOf): string[] {
  return facilityIdsWithProfile(actor, ADMIN);
}

export function administersFacility(actor: MembershipsOf, facilityId: string): boolean {
  return hasFacilityProfile(actor, facilityId, ADMIN);
}

/** Admin or validator can validate. */
export function validatingFacilityIds(actor: MembershipsOf): string[] {
  return facilityIdsWithProfile(actor, VALIDATING);
}

export function validatesFacility(actor: MembershipsOf, facilityId: string): boolean {
  return hasFacilityProfile(actor, facilityId, VALIDATING);
}

/** Admin or supervisor manages places and windows. */
export function supervisingFacilityIds(actor: MembershipsOf): string[] {
  return facilityIdsWithProfile(actor, SUPERVISING);
}

/** Territories where the profile is admin. */
export function managedTerritoryIds(actor: Pick<Actor, 'territoryMemberships'>): string[] {
  const ids = actor.territoryMemberships
    .filter((membership) => membership.profile === 'TERRITORY_PROFILE_ADMIN')
    .map((membership) => membership.territory.id);
  return [...new Set(ids)];
}

/** Whether `territoryId` is among managedTerritoryIds', without building the list. */
export function managesTerritory(
  actor: Pick<Actor, 'territoryMemberships'>,
  territoryId: string,
): boolean {
  for (const membership of actor.territoryMemberships) {
    if (membership.territory.id === territoryId && membership.profile === 'TERRITORY_PROFILE_ADMIN')
      return true;
  }
  return false;
}

export function isCentral(actor: Pick<Actor, 'roles'>): boolean {
  return primaryRole(actor) === 'ROLE_CENTRAL';
}

export function isInstitutional(actor: Pick<Actor, 'roles'>): boolean {
  return primaryRole(actor) === 'ROLE_INSTITUTIONAL';
}

export function isOrganizationUser(actor: Pick<Actor, 'roles'>): boolean {
  return primaryRole(actor) === 'ROLE_ORGANIZATION';
}

/**
 * Where a user lands after login when no referer was remembered
 * (docs/access.md#roles-and-profiles).
 */
export const CENTRAL_HOME_PATH = '/organisations/liste?status=to_review';
export const INSTITUTIONAL_HOME_PATH = '/reservations/liste';
export const DEFAULT_HOME_PATH = '/';

export function homePathFor(actor: Pick<Actor, 'roles'>): string {
  switch (primaryRole(actor)) {
    case 'ROLE_CENTRAL':
      return CENTRAL_HOME_PATH;
    case 'ROLE_INSTITUTIONAL':
      return INSTITUTIONAL_HOME_PATH;
    default:
      return DEFAULT_HOME_PATH;
  }
}

/**
 * Staff who answer requests (admin or validator of a facility, or territory admin):
 * their list marks the bookings in progress and their menu counts them. The server's
 * `_abilities` still decide booking by booking.
 */
export function decidesOnBookings(user: Actor | null): boolean {
  return (
    user !== null &&
    isInstitutional(user) &&
    (validatingFacilityIds(user).length > 0 || managedTerritoryIds(user).length > 0)
  );
}
