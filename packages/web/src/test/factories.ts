import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import type { HydraCollection } from '@espaces/domain/api/hydra';

let sequence = 0;
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The territory and the facility that the feature tests' resources belong to. */
export const TERRITORY_ID = '00000000-0000-4000-8000-000000000700';
export const OTHER_TERRITORY_ID = '00000000-0000-4000-8000-000000000701';
export const FACILITY_ID = '00000000-0000-4000-8000-000000000800';
/** A facility of the same territory that the test users do not manage. */
export const OTHER_FACILITY_ID = '00000000-0000-4000-8000-000000000801';

export function collectionOf<T>(members: T[], totalItems = members.length): HydraCollection<T> {
  return { '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': totalItems };
}

/** GET /api/territories. */
export const territories = collectionOf([
  {
    '@id': `/api/territories/${TERRITORY_ID}`,
    '@type': 'Territory',
    id: TERRITORY_ID,
    name: 'Rhône',
    code: '69',
  },
]);

/** Factories build data. */
export function createAuthenticatedUser(
  overrides: Partial<AuthenticatedUser> = {},
): AuthenticatedUser {
  sequence += 1;
  return {
    '@id': `/api/users/${uuid(sequence)}`,
    '@type': 'User',
    id: uuid(sequence),
    email: `utilisateur${sequence}@espaces.test`,
    firstName: 'Camille',
    lastName: 'Martin',
    phone: null,
    roles: ['ROLE_ORGANIZATION'],
    isActive: true,
    organization: null,
    facilityMemberships: [],
    territoryMemberships: [],
    _abilities: { createFacility: false },
    ...overrides,
  };
}

export function createOrganizationUser(
  status: NonNullable<AuthenticatedUser['organization']>['status'] = 'validated',
): AuthenticatedUser {
  return createAuthenticatedUser({
    roles: ['ROLE_ORGANIZATION'],
    organization: {
      '@id': `/api/organizations/${uuid(900)}`,
      id: uuid(900),
      name: 'Club de basket',
      status,
    },
  });
}

export function createCentralUser(): AuthenticatedUser {
  return createAuthenticatedUser({ roles: ['ROLE_CENTRAL'], _abilities: { createFacility: true } });
}

export function createFacilityAdmin(): AuthenticatedUser {
  return createAuthenticatedUser({
    roles: ['ROLE_INSTITUTIONAL'],
    facilityMemberships: [
      {
        facility: {
          '@id': `/api/facilities/${FACILITY_ID}`,
          id: FACILITY_ID,
          name: 'Lycée Jean Moulin',
          territory: { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID },
        },
        profile: 'FACILITY_PROFILE_ADMIN',
      },
    ],
  });
}

export function createTerritoryAdmin(): AuthenticatedUser {
  return createAuthenticatedUser({
    roles: ['ROLE_INSTITUTIONAL'],
    territoryMemberships: [
      {
        territory: { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID, name: 'Rhône' },
        profile: 'TERRITORY_PROFILE_ADMIN',
      },
    ],
    _abilities: { createFacility: true },
  });
}
