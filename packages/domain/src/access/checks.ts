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
 * Contrôles d'accès (docs/access.md#access-checks). Une seule fonction sert
 * de garde de route au web (sans ressource : « cet utilisateur pourrait-il passer ? ») et de
 * politique au serveur (avec la ressource).
 * - Un compte inactif est traité comme déconnecté.
 * - La nature de l'utilisateur est celle de son rôle principal (institutionnel,
 *   puis organisation, puis central) ; les profils d'établissement et de territoire ne
 *   comptent que pour un utilisateur institutionnel.
 * - L'administrateur d'un territoire est administrateur de ce territoire, donc de
 *   chaque établissement qui s'y trouve : il a sur eux tous les droits d'un profil
 *   d'établissement.
 * - auth : connecté. auth-guest : déconnecté (sinon renvoyé vers l'accueil de son rôle).
 *   auth-search : tout le monde. auth-my-account, auth-my-profile : connecté.
 * - auth-booking : connecté ; l'organisation voit ses réservations, le personnel celles des
 *   établissements qu'il gère, le central toutes.
 * - auth-booking-place : organisation validée (sinon le message de 3 s),
 *   personnel gérant l'établissement, ou central.
 * - auth-place : admin ou superviseur d'un établissement, ou admin de territoire.
 * - auth-indicators (propre au projet, docs/decisions.md#indicators) : le personnel d'un
 *   établissement (admin, superviseur, valideur), l'admin de territoire, ou central — la portée
 *   de la liste des réservations, celle que l'API des indicateurs applique.
 * - auth-facilities, auth-user, auth-user-edit : admin de territoire ou d'établissement
 *   (dans ce qu'il administre), ou central.
 * - auth-organization : utilisateur d'organisation (la sienne). auth-organization-view :
 *   cette organisation, le personnel d'un établissement qu'elle a réservé, ou central.
 *   auth-organizations : central.
 * - auth-agreement : l'organisation, le personnel de l'établissement, ou central (le
 *   central voit toutes les conventions, docs/decisions.md#agreements-and-amendments).
 *   auth-payment : l'organisation, les admins de l'établissement, ou central.
 * - auth-booking-counter-proposal : admin ou valideur de l'établissement de la réservation ;
 *   auth-amendment : idem, ou central. auth-amendment-validate : l'organisation de la
 *   réservation.
 * - Une ressource qui ne nomme pas ce dont le contrôle a besoin est refusée (on ferme).
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
