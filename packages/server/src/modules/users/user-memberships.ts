import type { FacilityProfile, TerritoryProfile } from '@espaces/domain/access/actor';
import {
  coversMemberships,
  type UserManagementScope,
} from '@espaces/domain/access/user-management';
import type { UserInput } from '@espaces/domain/api/users';
import { idFromIri } from '@espaces/domain/api/iri';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { findFacilitiesByIds, findTerritoriesByIds } from './users.repository.ts';

export interface RequestedFacilityMembership {
  facilityId: string;
  territoryId: string;
  profile: FacilityProfile;
}

export interface RequestedTerritoryMembership {
  territoryId: string;
  profile: TerritoryProfile;
}

export interface RequestedMemberships {
  facilities: RequestedFacilityMembership[];
  territories: RequestedTerritoryMembership[];
}

const NO_MEMBERSHIP =
  'L’utilisateur doit être rattaché à au moins un établissement ou un territoire.';
export const MEMBERSHIP_OUT_OF_SCOPE =
  'Vous ne pouvez rattacher un utilisateur qu’aux établissements et territoires que vous administrez.';

/** Duplicates and unknown facilities or territories are 422 violations on their field. */
export async function resolveMemberships(
  db: Database,
  input: Pick<UserInput, 'facilityMemberships' | 'territoryMemberships'>,
): Promise<RequestedMemberships> {
  const violations = [];
  const facilityIds = input.facilityMemberships.map((m) => idFromIri(m.facility) ?? '');
  const territoryIds = input.territoryMemberships.map((m) => idFromIri(m.territory) ?? '');
  const facilities = new Map((await findFacilitiesByIds(db, facilityIds)).map((f) => [f.id, f]));
  const territories = new Map((await findTerritoriesByIds(db, territoryIds)).map((t) => [t.id, t]));

  const requested: RequestedMemberships = { facilities: [], territories: [] };
  for (const [index, membership] of input.facilityMemberships.entries()) {
    const path = `facilityMemberships.${index}.facility`;
    const facility = facilities.get(facilityIds[index]!);
    if (facilityIds.indexOf(facilityIds[index]!) !== index) {
      violations.push(violation(path, 'Cet établissement figure déjà parmi les rattachements.'));
    } else if (!facility) {
      violations.push(violation(path, 'Établissement introuvable.'));
    } else {
      requested.facilities.push({
        facilityId: facility.id,
        territoryId: facility.territoryId,
        profile: membership.profile,
      });
    }
  }
  for (const [index, membership] of input.territoryMemberships.entries()) {
    const path = `territoryMemberships.${index}.territory`;
    if (territoryIds.indexOf(territoryIds[index]!) !== index) {
      violations.push(violation(path, 'Ce territoire figure déjà parmi les rattachements.'));
    } else if (!territories.has(territoryIds[index]!)) {
      violations.push(violation(path, 'Territoire introuvable.'));
    } else {
      requested.territories.push({
        territoryId: territoryIds[index]!,
        profile: membership.profile,
      });
    }
  }
  if (violations.length > 0) throw new ValidationFailure(violations);
  return requested;
}

export function requireSomeMembership(memberships: RequestedMemberships): void {
  if (memberships.facilities.length === 0 && memberships.territories.length === 0) {
    throw new ValidationFailure([violation('facilityMemberships', NO_MEMBERSHIP)]);
  }
}

/** Creation and update: every membership must lie within what the asker administers. */
export function requireWithinScope(
  scope: UserManagementScope,
  memberships: RequestedMemberships,
): void {
  const covered = coversMemberships(scope, {
    facilityMemberships: memberships.facilities,
    territoryMemberships: memberships.territories,
  });
  if (!covered) throw new DomainError('FORBIDDEN', MEMBERSHIP_OUT_OF_SCOPE);
}
