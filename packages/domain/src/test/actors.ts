import type { Actor, FacilityProfile, OrganizationStatus, Role } from '../access/actor.ts';

/** Test factories. Facility F1 lies in territory T1, F2 in T2. */
export const F1 = 'facility-1';
export const F2 = 'facility-2';
export const T1 = 'territory-1';
export const T2 = 'territory-2';
export const O1 = 'organization-1';
export const O2 = 'organization-2';

export function createActor(overrides: Partial<Actor> = {}): Actor {
  return {
    id: 'user-1',
    roles: [],
    isActive: true,
    organization: null,
    facilityMemberships: [],
    territoryMemberships: [],
    ...overrides,
  };
}

export function createStaff(profile: FacilityProfile, facilityId = F1, territoryId = T1): Actor {
  return createActor({
    roles: ['ROLE_INSTITUTIONAL'],
    facilityMemberships: [
      { facility: { id: facilityId, territory: { id: territoryId } }, profile },
    ],
  });
}

export function createTerritoryAdmin(territoryId = T1): Actor {
  return createActor({
    roles: ['ROLE_INSTITUTIONAL'],
    territoryMemberships: [{ territory: { id: territoryId }, profile: 'TERRITORY_PROFILE_ADMIN' }],
  });
}

export function createOrganizationUser(status: OrganizationStatus, organizationId = O1): Actor {
  return createActor({
    roles: ['ROLE_ORGANIZATION'],
    organization: { id: organizationId, status },
  });
}

export function createCentral(roles: Role[] = ['ROLE_CENTRAL']): Actor {
  return createActor({ roles });
}
