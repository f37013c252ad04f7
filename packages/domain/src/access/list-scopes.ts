import type { Actor } from './actor.ts';
import {
  administeredFacilityIds,
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managedFacilityIds,
  managedTerritoryIds,
} from './roles.ts';

/**
 * The rows of a list an actor sees, as a list query applies it in SQL: the list side of an access
 * check (docs/access.md#access-checks). `inListScope` is the same rule for one row, so a test
 * holds each scope to its check's decision table.
 */
export type ListScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'facilities'; facilityIds: string[]; territoryIds: string[] };

/** A row of a list, by the parties the scopes read. */
export interface ListRow {
  organizationId: string;
  facilityId: string;
  facilityTerritoryId?: string;
}

/**
 * Central sees every row; an organisation's user its organisation's; staff those of the facilities
 * `facilityIdsOf` picks from their memberships, and of every facility of the territories they
 * administer.
 */
function listScopeOf(actor: Actor, facilityIdsOf: (actor: Actor) => string[]): ListScope {
  if (isCentral(actor)) return { kind: 'all' };
  if (isOrganizationUser(actor)) {
    return actor.organization
      ? { kind: 'organization', organizationId: actor.organization.id }
      : { kind: 'none' };
  }
  if (isInstitutional(actor)) {
    return {
      kind: 'facilities',
      facilityIds: facilityIdsOf(actor),
      territoryIds: managedTerritoryIds(actor),
    };
  }
  return { kind: 'none' };
}

/** auth-booking: staff of any profile at the facility (admin, validator, supervisor). */
export const bookingListScope = (actor: Actor): ListScope => listScopeOf(actor, managedFacilityIds);

/** auth-payment: the facility's admins only. */
export const paymentListScope = (actor: Actor): ListScope =>
  listScopeOf(actor, administeredFacilityIds);

export function inListScope(scope: ListScope, row: ListRow): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'organization':
      return row.organizationId === scope.organizationId;
    case 'facilities':
      return (
        scope.facilityIds.includes(row.facilityId) ||
        (row.facilityTerritoryId !== undefined &&
          scope.territoryIds.includes(row.facilityTerritoryId))
      );
  }
}
