import {
  FACILITY_PROFILE_LABELS,
  TERRITORY_PROFILE_LABELS,
} from '@espaces/domain/access/profile-labels';
import type { ManagedUser } from '@espaces/domain/api/users';

/** One line per membership: « Administrateur — Lycée polyvalent des Canuts ». */
export function membershipLines(
  user: Pick<ManagedUser, 'facilityMemberships' | 'territoryMemberships'>,
): string[] {
  return [
    ...user.territoryMemberships.map(
      (membership) =>
        `${TERRITORY_PROFILE_LABELS[membership.profile]} — ${membership.territory.name}`,
    ),
    ...user.facilityMemberships.map(
      (membership) =>
        `${FACILITY_PROFILE_LABELS[membership.profile]} — ${membership.facility.name}`,
    ),
  ];
}
