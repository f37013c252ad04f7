import { describe, expect, it } from 'vitest';
import type { Role } from './actor.ts';
import {
  administeredFacilityIds,
  decidesOnBookings,
  homePathFor,
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managedFacilityIds,
  managedTerritoryIds,
  primaryRole,
  supervisingFacilityIds,
  validatingFacilityIds,
} from './roles.ts';
import {
  createActor,
  createCentral,
  createOrganizationUser,
  createStaff,
  createTerritoryAdmin,
  O1,
} from '../test/actors.ts';

const INST: Role = 'ROLE_INSTITUTIONAL';
const ORG: Role = 'ROLE_ORGANIZATION';
const CENT: Role = 'ROLE_CENTRAL';

describe('primaryRole (precedence: institutional, organization, central)', () => {
  it.each<[Role[], Role | null]>([
    [[], null],
    [[CENT], CENT],
    [[ORG], ORG],
    [[INST], INST],
    [[CENT, ORG], ORG],
    [[ORG, CENT], ORG],
    [[CENT, INST], INST],
    [[ORG, INST], INST],
    [[CENT, ORG, INST], INST],
    [[INST, CENT, ORG], INST],
  ])('roles %j → %s', (roles, expected) => {
    expect(primaryRole({ roles })).toBe(expected);
  });

  it('derives isCentral, isInstitutional and isOrganizationUser from the primary role only', () => {
    const centralAndOrganization = { roles: [CENT, ORG] };
    expect(isCentral(centralAndOrganization)).toBe(false);
    expect(isOrganizationUser(centralAndOrganization)).toBe(true);
    expect(isInstitutional(centralAndOrganization)).toBe(false);
    expect(isInstitutional({ roles: [CENT, ORG, INST] })).toBe(true);
    expect(isCentral({ roles: [CENT] })).toBe(true);
    expect(isCentral({ roles: [] })).toBe(false);
  });
});

describe('facility and territory ids', () => {
  const actor = createActor({
    roles: [INST],
    facilityMemberships: [
      { facility: { id: 'admin-f' }, profile: 'FACILITY_PROFILE_ADMIN' },
      { facility: { id: 'supervisor-f' }, profile: 'FACILITY_PROFILE_SUPERVISOR' },
      { facility: { id: 'validator-f' }, profile: 'FACILITY_PROFILE_VALIDATOR' },
      { facility: { id: 'admin-f' }, profile: 'FACILITY_PROFILE_VALIDATOR' },
    ],
    territoryMemberships: [
      { territory: { id: 't-1' }, profile: 'TERRITORY_PROFILE_ADMIN' },
      { territory: { id: 't-1' }, profile: 'TERRITORY_PROFILE_ADMIN' },
    ],
  });

  it('manages facilities where the profile is admin, validator or supervisor, once each', () => {
    expect(managedFacilityIds(actor)).toEqual(['admin-f', 'supervisor-f', 'validator-f']);
  });
  it('administers facilities where the profile is admin', () => {
    expect(administeredFacilityIds(actor)).toEqual(['admin-f']);
  });
  it('validates for admin or validator', () => {
    expect(validatingFacilityIds(actor)).toEqual(['admin-f', 'validator-f']);
  });
  it('can manage the facility as admin or supervisor', () => {
    expect(supervisingFacilityIds(actor)).toEqual(['admin-f', 'supervisor-f']);
  });
  it('manages territories where the profile is territory admin', () => {
    expect(managedTerritoryIds(actor)).toEqual(['t-1']);
  });
  it('answers empty lists for a user without memberships', () => {
    const nobody = createActor();
    expect(managedFacilityIds(nobody)).toEqual([]);
    expect(managedTerritoryIds(nobody)).toEqual([]);
  });
});

describe('homePathFor', () => {
  it.each<[Role[], string]>([
    [[CENT], '/organisations/liste?status=to_review'],
    [[INST], '/reservations/liste'],
    [[ORG], '/'],
    [[], '/'],
    [[CENT, INST], '/reservations/liste'],
    [[CENT, ORG], '/'],
  ])('roles %j → %s', (roles, expected) => {
    expect(homePathFor({ roles })).toBe(expected);
  });
});

describe('decidesOnBookings', () => {
  it('holds for facility admins and validators and territory admins only', () => {
    expect(decidesOnBookings(createStaff('FACILITY_PROFILE_ADMIN'))).toBe(true);
    expect(decidesOnBookings(createStaff('FACILITY_PROFILE_VALIDATOR'))).toBe(true);
    expect(decidesOnBookings(createTerritoryAdmin())).toBe(true);
    expect(decidesOnBookings(createStaff('FACILITY_PROFILE_SUPERVISOR'))).toBe(false);
    expect(decidesOnBookings(createCentral())).toBe(false);
    expect(decidesOnBookings(createOrganizationUser('validated', O1))).toBe(false);
    expect(decidesOnBookings(null)).toBe(false);
  });
});
