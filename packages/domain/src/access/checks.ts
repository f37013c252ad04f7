import { mayOrganizationBook } from '../booking/booking-eligibility.ts';
import type { Actor } from './actor.ts';
import {
  administeredFacilityIds,
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managedFacilityIds,
  managedTerritoryIds,
  supervisingFacilityIds,
  validatingFacilityIds,
} from './roles.ts';

/**
 * Access checks (docs/access.md#access-checks). One function serves both as the web's route
 * guard (without a resource: « could this user get through? ») and as the server's policy
 * (with the resource).
 * - An inactive account is treated as signed out.
 * - The user's kind is that of their main role (institutional, then organisation, then
 *   central); facility and territory profiles count only for an institutional user.
 * - A territory's administrator is administrator of that territory, hence of every facility
 *   in it: they hold over all of them every right of a facility profile.
 * - auth: signed in. auth-guest: signed out (otherwise sent to their role's home page).
 *   auth-search: everyone. auth-my-account, auth-my-profile: signed in.
 * - auth-booking: signed in; the organisation sees its bookings, staff those of the
 *   facilities they manage, central all of them.
 * - auth-booking-place: validated organisation (otherwise the 3 s message), staff managing
 *   the facility, or central.
 * - auth-place: admin or supervisor of a facility, or territory admin.
 * - auth-indicators (specific to the project, docs/decisions.md#indicators): a facility's
 *   staff (admin, supervisor, validator), the territory admin, or central — the scope of the
 *   booking list, the one the indicators API applies.
 * - auth-facilities, auth-user, auth-user-edit: territory or facility admin (within what
 *   they administer), or central.
 * - auth-organization: organisation user (their own). auth-organization-view: that
 *   organisation, staff of a facility it has booked, or central.
 *   auth-organizations: central.
 * - auth-agreement: the organisation, the facility's staff, or central (central sees
 *   every agreement, docs/decisions.md#agreements-and-amendments).
 *   auth-payment: the organisation, the facility's admins, or central.
 * - auth-booking-counter-proposal: admin or validator of the booking's facility;
 *   auth-amendment: the same, or central. auth-amendment-validate: the booking's
 *   organisation.
 * - auth-campaigns: central, staff of a facility or a territory, any organisation user — those
 *   who may see some campaign (docs/campaigns.md#who-does-what); each campaign is the server's.
 * - A resource that does not name what the check needs is refused (fail closed).
 */

export const ACCESS_CHECKS = [
  'auth',
  'auth-guest',
  'auth-search',
  'auth-booking',
  'auth-booking-place',
  'auth-place',
  'auth-facilities',
  'auth-user',
  'auth-user-edit',
  'auth-organization',
  'auth-organization-view',
  'auth-organizations',
  'auth-agreement',
  'auth-payment',
  'auth-booking-counter-proposal',
  'auth-amendment',
  'auth-amendment-validate',
  'auth-my-account',
  'auth-my-profile',
  'auth-indicators',
  'auth-school-holidays',
  'auth-campaigns',
] as const;
export type AccessCheck = (typeof ACCESS_CHECKS)[number];

export function isAccessCheck(value: unknown): value is AccessCheck {
  return typeof value === 'string' && (ACCESS_CHECKS as readonly string[]).includes(value);
}

/** What the server knows about the resource being reached. */
export interface AccessResource {
  facilityId?: string;
  /** A territory-scoped resource (territory admins only). */
  territoryId?: string;
  organizationId?: string;
  /** facilities an organisation has booked (auth-organization-view) */
  bookedFacilityIds?: readonly string[];
  /** territories of those booked facilities, so territory admins pass auth-organization-view */
  bookedFacilityTerritoryIds?: readonly string[];
  /** territory of each facility when known */
  facilityTerritoryId?: string;
}

export type AccessDenialReason =
  'unauthenticated' | 'forbidden' | 'organization_not_validated' | 'already_authenticated';

export type AccessDecision = { allowed: true } | { allowed: false; reason: AccessDenialReason };

export type AccessPredicate = (actor: Actor | null, resource?: AccessResource) => AccessDecision;

const ALLOWED: AccessDecision = { allowed: true };
const deny = (reason: AccessDenialReason): AccessDecision => ({ allowed: false, reason });

/** An inactive account is treated as signed out. */
export function isSignedIn(actor: Actor | null): actor is Actor {
  return actor !== null && actor.isActive;
}

function whenSignedIn(actor: Actor | null, rule: (actor: Actor) => boolean): AccessDecision {
  if (!isSignedIn(actor)) return deny('unauthenticated');
  return rule(actor) ? ALLOWED : deny('forbidden');
}

type FacilityRight = 'manage' | 'administer' | 'validate' | 'supervise';

const FACILITY_IDS_BY_RIGHT: Record<FacilityRight, (actor: Actor) => string[]> = {
  manage: managedFacilityIds,
  administer: administeredFacilityIds,
  validate: validatingFacilityIds,
  supervise: supervisingFacilityIds,
};

function staffFacilityIds(actor: Actor, right: FacilityRight): string[] {
  return isInstitutional(actor) ? FACILITY_IDS_BY_RIGHT[right](actor) : [];
}

function staffTerritoryIds(actor: Actor): string[] {
  return isInstitutional(actor) ? managedTerritoryIds(actor) : [];
}

/**
 * Staff holding `right` on the resource's facility (or admin of its territory); without a
 * resource, staff holding `right` somewhere.
 */
function reachesFacility(actor: Actor, right: FacilityRight, resource?: AccessResource): boolean {
  const facilityIds = staffFacilityIds(actor, right);
  const territoryIds = staffTerritoryIds(actor);
  if (resource === undefined) return facilityIds.length > 0 || territoryIds.length > 0;
  if (resource.facilityId !== undefined) {
    return (
      facilityIds.includes(resource.facilityId) ||
      (resource.facilityTerritoryId !== undefined &&
        territoryIds.includes(resource.facilityTerritoryId))
    );
  }
  if (resource.territoryId !== undefined) return territoryIds.includes(resource.territoryId);
  return false;
}

/** Organisation user acting on its own organisation (any organisation without a resource). */
function actsForOrganization(actor: Actor, resource?: AccessResource): boolean {
  if (!isOrganizationUser(actor) || actor.organization === null) return false;
  return resource === undefined || resource.organizationId === actor.organization.id;
}

export const isAuthenticated: AccessPredicate = (actor) => whenSignedIn(actor, () => true);

export const isGuest: AccessPredicate = (actor) =>
  isSignedIn(actor) ? deny('already_authenticated') : ALLOWED;

export const canSearch: AccessPredicate = () => ALLOWED;

export const canAccessBookings: AccessPredicate = (actor, resource) =>
  whenSignedIn(
    actor,
    (a) =>
      resource === undefined ||
      isCentral(a) ||
      actsForOrganization(a, resource) ||
      reachesFacility(a, 'manage', resource),
  );

export const canAccessBookingPlace: AccessPredicate = (actor, resource) => {
  if (!isSignedIn(actor)) return deny('unauthenticated');
  if (isOrganizationUser(actor)) {
    return mayOrganizationBook(actor.organization) ? ALLOWED : deny('organization_not_validated');
  }
  return isCentral(actor) || reachesFacility(actor, 'manage', resource)
    ? ALLOWED
    : deny('forbidden');
};

export const canManagePlaces: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => reachesFacility(a, 'supervise', resource));

const centralOrAdministrator: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => isCentral(a) || reachesFacility(a, 'administer', resource));

export const canAccessFacilities: AccessPredicate = centralOrAdministrator;
export const canAccessUsers: AccessPredicate = centralOrAdministrator;
export const canEditUser: AccessPredicate = centralOrAdministrator;

export const canAccessOwnOrganization: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => actsForOrganization(a, resource));

export const canViewOrganization: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => {
    if (isCentral(a) || actsForOrganization(a, resource)) return true;
    const facilityIds = staffFacilityIds(a, 'manage');
    const territoryIds = staffTerritoryIds(a);
    if (resource === undefined) return facilityIds.length > 0 || territoryIds.length > 0;
    return (
      (resource.bookedFacilityIds ?? []).some((id) => facilityIds.includes(id)) ||
      (resource.bookedFacilityTerritoryIds ?? []).some((id) => territoryIds.includes(id))
    );
  });

export const canAccessOrganizations: AccessPredicate = (actor) =>
  whenSignedIn(actor, (a) => isCentral(a));

export const canAccessAgreements: AccessPredicate = (actor, resource) =>
  whenSignedIn(
    actor,
    (a) =>
      isCentral(a) || actsForOrganization(a, resource) || reachesFacility(a, 'manage', resource),
  );

export const canAccessPayments: AccessPredicate = (actor, resource) =>
  whenSignedIn(
    actor,
    (a) =>
      isCentral(a) ||
      actsForOrganization(a, resource) ||
      reachesFacility(a, 'administer', resource),
  );

export const canCounterPropose: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => reachesFacility(a, 'validate', resource));

export const canCreateAmendment: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => isCentral(a) || reachesFacility(a, 'validate', resource));

export const canValidateAmendment: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => actsForOrganization(a, resource));

/** The staff side of the booking list's scope, the one GET /api/indicators applies. */
export const canReadIndicators: AccessPredicate = (actor, resource) =>
  whenSignedIn(actor, (a) => isCentral(a) || reachesFacility(a, 'manage', resource));

/** The school holidays in force and their import from the ministry's CSV: regional staff. */
export const canImportSchoolHolidays: AccessPredicate = (actor) =>
  whenSignedIn(actor, (a) => isCentral(a));

/** The campaigns' pages: whoever may see some campaign (docs/campaigns.md#who-does-what). */
export const canAccessCampaigns: AccessPredicate = (actor) =>
  whenSignedIn(
    actor,
    (a) =>
      isCentral(a) ||
      isOrganizationUser(a) ||
      (isInstitutional(a) &&
        (a.facilityMemberships.length > 0 || managedTerritoryIds(a).length > 0)),
  );

export const canAccessMyAccount: AccessPredicate = isAuthenticated;
export const canAccessMyProfile: AccessPredicate = isAuthenticated;

/** One named predicate per check of docs/access.md#access-checks. */
export const ACCESS_PREDICATES: Readonly<Record<AccessCheck, AccessPredicate>> = {
  auth: isAuthenticated,
  'auth-guest': isGuest,
  'auth-search': canSearch,
  'auth-booking': canAccessBookings,
  'auth-booking-place': canAccessBookingPlace,
  'auth-place': canManagePlaces,
  'auth-facilities': canAccessFacilities,
  'auth-user': canAccessUsers,
  'auth-user-edit': canEditUser,
  'auth-organization': canAccessOwnOrganization,
  'auth-organization-view': canViewOrganization,
  'auth-organizations': canAccessOrganizations,
  'auth-agreement': canAccessAgreements,
  'auth-payment': canAccessPayments,
  'auth-booking-counter-proposal': canCounterPropose,
  'auth-amendment': canCreateAmendment,
  'auth-amendment-validate': canValidateAmendment,
  'auth-my-account': canAccessMyAccount,
  'auth-my-profile': canAccessMyProfile,
  'auth-indicators': canReadIndicators,
  'auth-school-holidays': canImportSchoolHolidays,
  'auth-campaigns': canAccessCampaigns,
};

/**
 * Without `resource`: could this actor ever pass (web route guard)? With it: may this actor
 * reach that resource (server policy)?
 */
export function checkAccess(
  check: AccessCheck,
  actor: Actor | null,
  resource?: AccessResource,
): AccessDecision {
  return ACCESS_PREDICATES[check](actor, resource);
}
