import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess, type AccessResource } from '@espaces/domain/access/checks';
import {
  isCentral,
  isInstitutional,
  managedFacilityIds,
  managedTerritoryIds,
} from '@espaces/domain/access/roles';
import type { Organization } from '@espaces/domain/api/organizations';
import { DomainError } from '@espaces/domain/errors';
import {
  canEditOrganizationDetails,
  canTransition,
} from '@espaces/domain/organizations/organization-transitions';
import type { OrganizationRow } from './organizations.repository.ts';

/**
 * Who sees and decides on an organisation (docs/organisations.md#who-sees-and-decides):
 * - auth-organization-view: the organisation's own users, staff of a facility it booked
 *   (or admin of that facility's territory), central; anyone else gets 404;
 * - auth-organizations: central alone validates, marks non-compliant and rejects;
 * - auth-organization: the organisation's own users edit its details (and so resubmit it).
 */

export function organizationResource(
  organizationId: string,
  booked: readonly { facilityId: string; territoryId: string }[],
): AccessResource {
  return {
    organizationId,
    bookedFacilityIds: booked.map((facility) => facility.facilityId),
    bookedFacilityTerritoryIds: [...new Set(booked.map((facility) => facility.territoryId))],
  };
}

/** Throws 401 for a visitor, 404 when the organisation is none of the viewer's business. */
export function requireOrganizationVisible(viewer: Actor | null, resource: AccessResource): Actor {
  const decision = checkAccess('auth-organization-view', viewer, resource);
  if (decision.allowed) return viewer!;
  if (decision.reason === 'unauthenticated') throw new DomainError('NOT_AUTHENTICATED');
  throw new DomainError('NOT_FOUND');
}

export function isCentralReviewer(actor: Actor): boolean {
  return checkAccess('auth-organizations', actor).allowed;
}

export function actsForOrganization(actor: Actor, organizationId: string): boolean {
  return checkAccess('auth-organization', actor, { organizationId }).allowed;
}

export function organizationAbilities(
  viewer: Actor | null,
  organization: Pick<OrganizationRow, 'id' | 'status'>,
): Organization['_abilities'] {
  const central = viewer !== null && isCentralReviewer(viewer);
  const own = viewer !== null && actsForOrganization(viewer, organization.id);
  return {
    validate: central && canTransition(organization.status, 'validate'),
    markNonCompliant: central && canTransition(organization.status, 'mark_non_compliant'),
    reject: central && canTransition(organization.status, 'reject'),
    edit: own && canEditOrganizationDetails(organization.status),
  };
}

export type OrganizationListScope =
  { kind: 'all' } | { kind: 'booked'; facilityIds: string[]; territoryIds: string[] };

/**
 * `GET /api/organizations`: central lists every organisation; staff those that booked the
 * facilities they manage (or a facility of the territory they administer), which serves their
 * booking filters; organisations list nothing (403).
 */
export function organizationListScope(actor: Actor): OrganizationListScope {
  if (isCentral(actor)) return { kind: 'all' };
  if (isInstitutional(actor)) {
    return {
      kind: 'booked',
      facilityIds: managedFacilityIds(actor),
      territoryIds: managedTerritoryIds(actor),
    };
  }
  throw new DomainError('FORBIDDEN');
}
