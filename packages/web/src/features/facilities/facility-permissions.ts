import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { isCentral, managedTerritoryIds, primaryRole } from '@espaces/domain/access/roles';

/**
 * Issue 3: central users and territory admins create facilities; a facility admin passes
 * auth-facilities but administers only its own facility. The server refuses the others anyway.
 */
export function canCreateFacility(actor: Actor | null): boolean {
  if (actor === null || !checkAccess('auth-facilities', actor).allowed) return false;
  return (
    isCentral(actor) ||
    (primaryRole(actor) === 'ROLE_INSTITUTIONAL' && managedTerritoryIds(actor).length > 0)
  );
}

/** Whether the staff member's page (auth-user-edit) may be opened from this facility. */
export function canEditStaffOf(
  actor: Actor | null,
  facility: { id: string; territory: { id: string } },
): boolean {
  return checkAccess('auth-user-edit', actor, {
    facilityId: facility.id,
    facilityTerritoryId: facility.territory.id,
  }).allowed;
}
