import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';

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
