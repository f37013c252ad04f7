import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { canAccessBookings, canAccessPayments } from './checks.ts';
import { bookingListScope, inListScope, paymentListScope, type ListRow } from './list-scopes.ts';
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

const ACTORS: readonly [string, Actor][] = [
  ['central', createCentral()],
  ['territory admin of T1', createTerritoryAdmin(T1)],
  ['facility admin of F1', createStaff('FACILITY_PROFILE_ADMIN')],
  ['validator of F1', createStaff('FACILITY_PROFILE_VALIDATOR')],
  ['supervisor of F1', createStaff('FACILITY_PROFILE_SUPERVISOR')],
  ['organisation O1', createOrganizationUser('validated')],
  ['organisation O1 under review', createOrganizationUser('to_review')],
  ['organisation user without organisation', createActor({ roles: ['ROLE_ORGANIZATION'] })],
  ['no role', createActor()],
];

const ROWS: readonly ListRow[] = [
  { organizationId: O1, facilityId: F1, facilityTerritoryId: T1 },
  { organizationId: O2, facilityId: F1, facilityTerritoryId: T1 },
  { organizationId: O1, facilityId: F2, facilityTerritoryId: T1 },
  { organizationId: O2, facilityId: F2, facilityTerritoryId: T2 },
  { organizationId: O2, facilityId: F2 },
];

describe.each([
  ['bookings', bookingListScope, canAccessBookings],
  ['payments', paymentListScope, canAccessPayments],
] as const)('the list scope of %s', (_, scopeOf, check) => {
  it.each(ACTORS)('lists for %s exactly the rows its access check lets it open', (_, actor) => {
    const scope = scopeOf(actor);
    for (const row of ROWS) {
      expect(inListScope(scope, row), JSON.stringify(row)).toBe(check(actor, row).allowed);
    }
  });
});

it('shows the supervisor and the validator the bookings of their facility, not its payments', () => {
  const row = ROWS[1]!;
  for (const profile of ['FACILITY_PROFILE_SUPERVISOR', 'FACILITY_PROFILE_VALIDATOR'] as const) {
    expect(inListScope(bookingListScope(createStaff(profile)), row)).toBe(true);
    expect(inListScope(paymentListScope(createStaff(profile)), row)).toBe(false);
  }
});
