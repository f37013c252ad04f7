import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import {
  coversEveryMembership,
  grantsTerritoryMemberships,
  seesUser,
  userManagementScope,
  type ManagedUserMemberships,
} from './user-management.ts';
import {
  createCentral,
  createOrganizationUser,
  createStaff,
  createTerritoryAdmin,
  F1,
  F2,
  T1,
  T2,
} from '../test/actors.ts';

/** A third facility, in the same territory as F1. */
const F3 = 'facility-3';

const ACTORS: Record<string, Actor> = {
  'facility admin of F1': createStaff('FACILITY_PROFILE_ADMIN', F1, T1),
  'facility admin of F2': createStaff('FACILITY_PROFILE_ADMIN', F2, T2),
  'validator of F1': createStaff('FACILITY_PROFILE_VALIDATOR', F1, T1),
  'territory admin of T1': createTerritoryAdmin(T1),
  central: createCentral(),
  'organisation user': createOrganizationUser('validated'),
};

const atF1 = { facilityId: F1, territoryId: T1 };
const atF2 = { facilityId: F2, territoryId: T2 };
const atF3 = { facilityId: F3, territoryId: T1 };

function target(
  roles: string[],
  facilityMemberships: ManagedUserMemberships['facilityMemberships'],
  territoryIds: string[] = [],
): ManagedUserMemberships {
  return {
    roles,
    facilityMemberships,
    territoryMemberships: territoryIds.map((territoryId) => ({ territoryId })),
  };
}

const INST = ['ROLE_INSTITUTIONAL'];
const TARGETS: Record<string, ManagedUserMemberships> = {
  'staff of F1': target(INST, [atF1]),
  'staff of F1 and F2 (two territories)': target(INST, [atF1, atF2]),
  'staff of F1 and F3 (one territory)': target(INST, [atF1, atF3]),
  'territory admin of T1': target(INST, [], [T1]),
  'territory admin of T1, also at F1': target(INST, [atF1], [T1]),
  'central user, also at F1': target([...INST, 'ROLE_CENTRAL'], [atF1]),
  'central user': target(['ROLE_CENTRAL'], []),
  'organisation user': target(['ROLE_ORGANIZATION'], []),
  'institutional user without membership': target(INST, []),
};

// Who may edit, disable or re-role whom: every membership of the target must be covered.
const MAY_EDIT: [string, string[]][] = [
  ['staff of F1', ['facility admin of F1', 'territory admin of T1', 'central']],
  ['staff of F1 and F2 (two territories)', ['central']],
  ['staff of F1 and F3 (one territory)', ['territory admin of T1', 'central']],
  ['territory admin of T1', ['territory admin of T1', 'central']],
  ['territory admin of T1, also at F1', ['territory admin of T1', 'central']],
  ['central user, also at F1', ['central']],
  ['central user', []],
  ['organisation user', []],
  ['institutional user without membership', ['central']],
];

describe('grantsTerritoryMemberships', () => {
  it.each([
    ['central', true],
    ['territory admin of T1', true],
    ['facility admin of F1', false],
    ['validator of F1', false],
    ['organisation user', false],
  ])('%s: %s', (name, expected) => {
    expect(grantsTerritoryMemberships(userManagementScope(ACTORS[name]!))).toBe(expected);
  });
});

describe('coversEveryMembership', () => {
  const cases = MAY_EDIT.flatMap(([targetName, allowed]) =>
    Object.keys(ACTORS).map((actorName): [string, string, boolean] => [
      actorName,
      targetName,
      allowed.includes(actorName),
    ]),
  );

  it.each(cases)('%s editing %s → %s', (actorName, targetName, expected) => {
    expect(coversEveryMembership(ACTORS[actorName]!, TARGETS[targetName]!)).toBe(expected);
  });
});

describe('seesUser', () => {
  it('shows a user to a facility admin sharing only one of its facilities, read-only', () => {
    const shared = TARGETS['territory admin of T1, also at F1']!;
    const facilityAdmin = ACTORS['facility admin of F1']!;
    expect(seesUser(userManagementScope(facilityAdmin), shared)).toBe(true);
    expect(coversEveryMembership(facilityAdmin, shared)).toBe(false);
  });

  it('hides users none of whose memberships the asker covers', () => {
    const scope = userManagementScope(ACTORS['facility admin of F2']!);
    expect(seesUser(scope, TARGETS['staff of F1']!)).toBe(false);
    expect(seesUser(scope, TARGETS['territory admin of T1']!)).toBe(false);
  });
});
