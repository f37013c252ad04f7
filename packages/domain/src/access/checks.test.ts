import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { ACCESS_CHECKS, checkAccess, isAccessCheck } from './checks.ts';
import type { AccessCheck, AccessDecision, AccessResource } from './checks.ts';
import {
  createActor,
  createCentral,
  createOrganizationUser,
  createStaff,
  createTerritoryAdmin,
  F1,
  F2,
  O1,
  O2,
  T1,
  T2,
} from '../test/actors.ts';

/**
 * Columns, in this order. Staff hold F1 (territory T1), the territory admin holds T1, the
 * organisation users belong to O1.
 */
const ACTORS: readonly [string, Actor | null][] = [
  ['central', createCentral()],
  ['territory admin', createTerritoryAdmin(T1)],
  ['facility admin', createStaff('FACILITY_PROFILE_ADMIN')],
  ['supervisor', createStaff('FACILITY_PROFILE_SUPERVISOR')],
  ['validator', createStaff('FACILITY_PROFILE_VALIDATOR')],
  ['organisation validated', createOrganizationUser('validated')],
  ['organisation to_review', createOrganizationUser('to_review')],
  ['signed out', null],
  ['inactive', { ...createCentral(), isActive: false }],
];

/** A allowed, U unauthenticated, F forbidden, N organisation not validated, G already signed in. */
type Row = string;
const CODES: Record<string, AccessDecision> = {
  A: { allowed: true },
  U: { allowed: false, reason: 'unauthenticated' },
  F: { allowed: false, reason: 'forbidden' },
  N: { allowed: false, reason: 'organization_not_validated' },
  G: { allowed: false, reason: 'already_authenticated' },
};

// Checks whose answer never depends on the resource.
const RESOURCE_FREE = {
  auth: 'AAAAAAAUU',
  'auth-guest': 'GGGGGGGAA',
  'auth-search': 'AAAAAAAAA',
  'auth-my-account': 'AAAAAAAUU',
  'auth-my-profile': 'AAAAAAAUU',
  'auth-organizations': 'AFFFFFFUU',
  'auth-school-holidays': 'AFFFFFFUU',
  'auth-campaigns': 'AAAAAAAUU',
} satisfies Partial<Record<AccessCheck, Row>>;

//                             central, territory admin, facility admin, supervisor, validator,
//                             organisation validated, organisation to_review, signed out, inactive
const ROLE_LEVEL: Record<AccessCheck, Row> = {
  ...RESOURCE_FREE,
  'auth-booking': 'AAAAAAAUU',
  'auth-booking-place': 'AAAAAANUU',
  'auth-place': 'FAAAFFFUU',
  'auth-facilities': 'AAAFFFFUU',
  'auth-user': 'AAAFFFFUU',
  'auth-user-edit': 'AAAFFFFUU',
  'auth-organization': 'FFFFFAAUU',
  'auth-organization-view': 'AAAAAAAUU',
  'auth-agreement': 'AAAAAAAUU',
  'auth-payment': 'AAAFFAAUU',
  'auth-booking-counter-proposal': 'FAAFAFFUU',
  'auth-amendment': 'AAAFAFFUU',
  'auth-amendment-validate': 'FFFFFAAUU',
  'auth-indicators': 'AAAAAFFUU',
};

/** Everything belongs to the actor: the answer is the role-level one. */
const MINE: AccessResource = {
  organizationId: O1,
  facilityId: F1,
  facilityTerritoryId: T1,
  bookedFacilityIds: [F1],
  bookedFacilityTerritoryIds: [T1],
};

/** Nothing belongs to the actor. */
const THEIRS: AccessResource = {
  organizationId: O2,
  facilityId: F2,
  facilityTerritoryId: T2,
  bookedFacilityIds: [F2],
  bookedFacilityTerritoryIds: [T2],
};
const THEIRS_EXPECTED: Record<AccessCheck, Row> = {
  ...RESOURCE_FREE,
  'auth-booking': 'AFFFFFFUU',
  'auth-booking-place': 'AFFFFANUU',
  'auth-place': 'FFFFFFFUU',
  'auth-facilities': 'AFFFFFFUU',
  'auth-user': 'AFFFFFFUU',
  'auth-user-edit': 'AFFFFFFUU',
  'auth-organization': 'FFFFFFFUU',
  'auth-organization-view': 'AFFFFFFUU',
  'auth-agreement': 'AFFFFFFUU',
  'auth-payment': 'AFFFFFFUU',
  'auth-booking-counter-proposal': 'FFFFFFFUU',
  'auth-amendment': 'AFFFFFFUU',
  'auth-amendment-validate': 'FFFFFFFUU',
  'auth-indicators': 'AFFFFFFUU',
};

/** The actor's organisation at another facility: organisation users pass, staff do not. */
const MY_ORGANIZATION_ELSEWHERE: AccessResource = { ...THEIRS, organizationId: O1 };
const MY_ORGANIZATION_ELSEWHERE_EXPECTED: Record<AccessCheck, Row> = {
  ...RESOURCE_FREE,
  'auth-booking': 'AFFFFAAUU',
  'auth-booking-place': 'AFFFFANUU',
  'auth-place': 'FFFFFFFUU',
  'auth-facilities': 'AFFFFFFUU',
  'auth-user': 'AFFFFFFUU',
  'auth-user-edit': 'AFFFFFFUU',
  'auth-organization': 'FFFFFAAUU',
  'auth-organization-view': 'AFFFFAAUU',
  'auth-agreement': 'AFFFFAAUU',
  'auth-payment': 'AFFFFAAUU',
  'auth-booking-counter-proposal': 'FFFFFFFUU',
  'auth-amendment': 'AFFFFFFUU',
  'auth-amendment-validate': 'FFFFFAAUU',
  'auth-indicators': 'AFFFFFFUU',
};

/** Another organisation at the actor's facility: staff pass, organisation users do not. */
const OTHER_ORGANIZATION_HERE: AccessResource = { ...MINE, organizationId: O2 };
const OTHER_ORGANIZATION_HERE_EXPECTED: Record<AccessCheck, Row> = {
  ...RESOURCE_FREE,
  'auth-booking': 'AAAAAFFUU',
  'auth-booking-place': 'AAAAAANUU',
  'auth-place': 'FAAAFFFUU',
  'auth-facilities': 'AAAFFFFUU',
  'auth-user': 'AAAFFFFUU',
  'auth-user-edit': 'AAAFFFFUU',
  'auth-organization': 'FFFFFFFUU',
  'auth-organization-view': 'AAAAAFFUU',
  'auth-agreement': 'AAAAAFFUU',
  'auth-payment': 'AAAFFFFUU',
  'auth-booking-counter-proposal': 'FAAFAFFUU',
  'auth-amendment': 'AAAFAFFUU',
  'auth-amendment-validate': 'FFFFFFFUU',
  'auth-indicators': 'AAAAAFFUU',
};

function expectTable(table: Record<AccessCheck, Row>, resource: AccessResource | undefined) {
  const cases = ACCESS_CHECKS.flatMap((check) =>
    ACTORS.map(([name, actor], column) => ({ check, name, actor, column })),
  );
  it.each(cases)('$check for $name', ({ check, actor, column }) => {
    const code = table[check][column];
    expect(code, `missing expectation for ${check}`).toBeDefined();
    expect(checkAccess(check, actor, resource)).toEqual(CODES[code ?? '']);
  });
}

describe('checkAccess', () => {
  it('has one row of nine expectations per check', () => {
    for (const table of [
      ROLE_LEVEL,
      THEIRS_EXPECTED,
      MY_ORGANIZATION_ELSEWHERE_EXPECTED,
      OTHER_ORGANIZATION_HERE_EXPECTED,
    ]) {
      expect(Object.keys(table).sort()).toEqual([...ACCESS_CHECKS].sort());
      for (const row of Object.values(table)) expect(row).toMatch(/^[AUFNG]{9}$/);
    }
  });

  describe('role level (web route guards, no resource)', () => expectTable(ROLE_LEVEL, undefined));
  describe('own organisation at own facility', () => expectTable(ROLE_LEVEL, MINE));
  describe('other organisation at another facility', () => expectTable(THEIRS_EXPECTED, THEIRS));
  describe('own organisation at another facility', () =>
    expectTable(MY_ORGANIZATION_ELSEWHERE_EXPECTED, MY_ORGANIZATION_ELSEWHERE));
  describe('other organisation at own facility', () =>
    expectTable(OTHER_ORGANIZATION_HERE_EXPECTED, OTHER_ORGANIZATION_HERE));
});

describe('checkAccess edge cases', () => {
  const territoryAdmin = createTerritoryAdmin(T1);
  const facilityAdmin = createStaff('FACILITY_PROFILE_ADMIN');

  it('treats every inactive user as signed out', () => {
    for (const actor of [facilityAdmin, createOrganizationUser('validated'), territoryAdmin]) {
      const inactive = { ...actor, isActive: false };
      for (const check of ACCESS_CHECKS) {
        expect(checkAccess(check, inactive, MINE)).toEqual(checkAccess(check, null, MINE));
      }
    }
  });

  it('refuses a territory admin when the facility territory is unknown', () => {
    expect(checkAccess('auth-place', territoryAdmin, { facilityId: F1 })).toEqual(CODES.F);
  });

  it('lets a territory admin reach a resource of its territory, not a facility admin', () => {
    expect(checkAccess('auth-facilities', territoryAdmin, { territoryId: T1 })).toEqual(CODES.A);
    expect(checkAccess('auth-facilities', territoryAdmin, { territoryId: T2 })).toEqual(CODES.F);
    expect(checkAccess('auth-facilities', facilityAdmin, { territoryId: T1 })).toEqual(CODES.F);
  });

  it('fails closed on a resource naming nothing the check needs', () => {
    const staffChecks: AccessCheck[] = [
      'auth-booking',
      'auth-place',
      'auth-facilities',
      'auth-organization-view',
      'auth-agreement',
      'auth-payment',
      'auth-booking-counter-proposal',
      'auth-amendment',
    ];
    for (const check of staffChecks) {
      expect(checkAccess(check, facilityAdmin, {})).toEqual(CODES.F);
      expect(checkAccess(check, territoryAdmin, {})).toEqual(CODES.F);
    }
    const organization = createOrganizationUser('validated');
    for (const check of ['auth-organization', 'auth-amendment-validate'] as const) {
      expect(checkAccess(check, organization, {})).toEqual(CODES.F);
    }
  });

  it('refuses organisation checks to an organisation user without an organisation', () => {
    const orphan = createActor({ roles: ['ROLE_ORGANIZATION'] });
    expect(checkAccess('auth-organization', orphan)).toEqual(CODES.F);
    expect(checkAccess('auth-booking-place', orphan)).toEqual(CODES.N);
  });

  it.each(['email_to_validate', 'non_compliant', 'rejected'] as const)(
    'shows the not-validated toast to an organisation %s opening a space',
    (status) => {
      const actor = createOrganizationUser(status);
      expect(checkAccess('auth-booking-place', actor, MINE)).toEqual(CODES.N);
      expect(checkAccess('auth-organization', actor, MINE)).toEqual(CODES.A);
    },
  );

  it('lets staff see an organisation that booked one of their facilities among others', () => {
    const resource = { organizationId: O2, bookedFacilityIds: [F2, F1] };
    expect(checkAccess('auth-organization-view', facilityAdmin, resource)).toEqual(CODES.A);
    expect(checkAccess('auth-organization-view', territoryAdmin, resource)).toEqual(CODES.F);
  });

  it('gives a signed-in user without any role only the signed-in checks', () => {
    const roleless = createActor();
    const allowed = ACCESS_CHECKS.filter((check) => checkAccess(check, roleless).allowed);
    expect(allowed).toEqual([
      'auth',
      'auth-search',
      'auth-booking',
      'auth-my-account',
      'auth-my-profile',
    ]);
    expect(checkAccess('auth-booking', roleless, MINE)).toEqual(CODES.F);
  });

  it('recognises check names', () => {
    expect(isAccessCheck('auth-payment')).toBe(true);
    expect(isAccessCheck('auth-unknown')).toBe(false);
    expect(isAccessCheck(undefined)).toBe(false);
  });
});

describe('role precedence in access checks', () => {
  it('treats institutional + central as institutional', () => {
    const actor = createCentral(['ROLE_CENTRAL', 'ROLE_INSTITUTIONAL']);
    expect(checkAccess('auth-organizations', actor)).toEqual(CODES.F);
    expect(checkAccess('auth-booking-place', actor)).toEqual(CODES.F);
  });

  it('treats organisation + central as an organisation user', () => {
    const actor = {
      ...createOrganizationUser('to_review'),
      roles: ['ROLE_CENTRAL', 'ROLE_ORGANIZATION'] as const,
    };
    expect(checkAccess('auth-organizations', actor)).toEqual(CODES.F);
    expect(checkAccess('auth-booking-place', actor)).toEqual(CODES.N);
    expect(checkAccess('auth-organization', actor)).toEqual(CODES.A);
  });

  it('treats institutional + organisation as staff, ignoring the organisation', () => {
    const actor = {
      ...createStaff('FACILITY_PROFILE_ADMIN'),
      roles: ['ROLE_ORGANIZATION', 'ROLE_INSTITUTIONAL'] as const,
      organization: { id: O1, status: 'validated' as const },
    };
    expect(checkAccess('auth-place', actor, MINE)).toEqual(CODES.A);
    expect(checkAccess('auth-organization', actor)).toEqual(CODES.F);
    expect(checkAccess('auth-amendment-validate', actor, MINE)).toEqual(CODES.F);
  });

  it('ignores facility memberships of a user whose primary role is not institutional', () => {
    const actor = { ...createStaff('FACILITY_PROFILE_ADMIN'), roles: ['ROLE_CENTRAL'] as const };
    expect(checkAccess('auth-place', actor, MINE)).toEqual(CODES.F);
    expect(checkAccess('auth-booking-counter-proposal', actor, MINE)).toEqual(CODES.F);
  });
});

describe('checkAccess properties', () => {
  const ids = fc.constantFrom('a', 'b', 'c');
  const actorArbitrary: fc.Arbitrary<Actor> = fc.record({
    id: fc.constant('user'),
    roles: fc.subarray(['ROLE_INSTITUTIONAL', 'ROLE_ORGANIZATION', 'ROLE_CENTRAL'] as const),
    isActive: fc.boolean(),
    organization: fc.option(
      fc.record({
        id: ids,
        status: fc.constantFrom(
          'email_to_validate',
          'to_review',
          'validated',
          'non_compliant',
          'rejected',
        ) as fc.Arbitrary<'validated'>,
      }),
    ),
    facilityMemberships: fc.array(
      fc.record({
        facility: fc.record({ id: ids }),
        profile: fc.constantFrom(
          'FACILITY_PROFILE_ADMIN',
          'FACILITY_PROFILE_SUPERVISOR',
          'FACILITY_PROFILE_VALIDATOR',
        ) as fc.Arbitrary<'FACILITY_PROFILE_ADMIN'>,
      }),
      { maxLength: 3 },
    ),
    territoryMemberships: fc.array(
      fc.record({
        territory: fc.record({ id: ids }),
        profile: fc.constant('TERRITORY_PROFILE_ADMIN' as const),
      }),
      { maxLength: 2 },
    ),
  });
  const resourceArbitrary: fc.Arbitrary<AccessResource> = fc.record(
    {
      facilityId: ids,
      territoryId: ids,
      organizationId: ids,
      facilityTerritoryId: ids,
      bookedFacilityIds: fc.array(ids, { maxLength: 2 }),
      bookedFacilityTerritoryIds: fc.array(ids, { maxLength: 2 }),
    },
    { requiredKeys: [] },
  );

  it('never allows with a resource what the role-level answer refuses, and keeps its reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCESS_CHECKS),
        actorArbitrary,
        resourceArbitrary,
        (check, actor, resource) => {
          const roleLevel = checkAccess(check, actor);
          const withResource = checkAccess(check, actor, resource);
          if (!roleLevel.allowed) expect(withResource).toEqual(roleLevel);
        },
      ),
    );
  });

  it('answers an inactive actor exactly as a signed-out visitor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACCESS_CHECKS),
        actorArbitrary,
        resourceArbitrary,
        (check, actor, resource) => {
          const inactive = { ...actor, isActive: false };
          expect(checkAccess(check, inactive, resource)).toEqual(
            checkAccess(check, null, resource),
          );
        },
      ),
    );
  });
});
