import type { FacilityProfile, TerritoryProfile } from '@espaces/domain/access/actor';
import type { UserInput } from '@espaces/domain/api/users';
import { idFromIri } from '@espaces/domain/api/iri';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { ValidationFailure, violation } from '../../http/problems.ts';
import { coversFacility, coversTerritory, type UserManagementScope } from './users.policy.ts';
import {
  findFacilitiesByIds,
  findTerritoriesByIds,
  type FacilityMembershipRecord,
  type TerritoryMembershipRecord,
} from './users.repository.ts';

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
  "L'utilisateur doit être rattaché à au moins un établissement ou un territoire.";
export const MEMBERSHIP_OUT_OF_SCOPE =
  "Vous ne pouvez rattacher un utilisateur qu'aux établissements et territoires que vous administrez.";

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

/** Creation: every membership must lie within what the asker administers. */
export function requireWithinScope(
  scope: UserManagementScope,
  memberships: RequestedMemberships,
): void {
  const outside =
    memberships.facilities.some((m) => !coversFacility(scope, m)) ||
    memberships.territories.some((m) => !coversTerritory(scope, m));
  if (outside) throw new DomainError('FORBIDDEN', MEMBERSHIP_OUT_OF_SCOPE);
}

export interface MembershipReplacement {
  /** In-scope memberships the user holds now: removed, then `added` inserted. */
  removedFacilityIds: string[];
  removedTerritoryIds: string[];
  added: RequestedMemberships;
  /** What the user holds afterwards: the kept out-of-scope ones plus the added ones. */
  result: RequestedMemberships;
}

/**
 * Update: the asker replaces the memberships within its scope; the others are kept untouched.
 * A requested membership outside the scope is accepted only when the user already holds it
 * unchanged (a form sends back what it showed); any other is refused.
 */
export function replaceWithinScope(
  scope: UserManagementScope,
  current: { facilities: FacilityMembershipRecord[]; territories: TerritoryMembershipRecord[] },
  requested: RequestedMemberships,
): MembershipReplacement {
  const keptFacilities = current.facilities.filter((m) => !coversFacility(scope, m));
  const keptTerritories = current.territories.filter((m) => !coversTerritory(scope, m));
  const unchangedFacility = (m: RequestedFacilityMembership) =>
    keptFacilities.some((kept) => kept.facilityId === m.facilityId && kept.profile === m.profile);
  const unchangedTerritory = (m: RequestedTerritoryMembership) =>
    keptTerritories.some(
      (kept) => kept.territoryId === m.territoryId && kept.profile === m.profile,
    );
  if (
    requested.facilities.some((m) => !coversFacility(scope, m) && !unchangedFacility(m)) ||
    requested.territories.some((m) => !coversTerritory(scope, m) && !unchangedTerritory(m))
  ) {
    throw new DomainError('FORBIDDEN', MEMBERSHIP_OUT_OF_SCOPE);
  }
  const added: RequestedMemberships = {
    facilities: requested.facilities.filter((m) => coversFacility(scope, m)),
    territories: requested.territories.filter((m) => coversTerritory(scope, m)),
  };
  return {
    removedFacilityIds: current.facilities
      .filter((m) => coversFacility(scope, m))
      .map((m) => m.facilityId),
    removedTerritoryIds: current.territories
      .filter((m) => coversTerritory(scope, m))
      .map((m) => m.territoryId),
    added,
    result: {
      facilities: [
        ...keptFacilities.map(({ facilityId, territoryId, profile }) => ({
          facilityId,
          territoryId,
          profile,
        })),
        ...added.facilities,
      ],
      territories: [
        ...keptTerritories.map(({ territoryId, profile }) => ({ territoryId, profile })),
        ...added.territories,
      ],
    },
  };
}
