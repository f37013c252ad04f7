import type { ManagedUser } from '@espaces/domain/api/users';
import { collectionOf, FACILITY_ID, territories } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, type FakeAnswers } from '../../../test/fake-api.ts';

/** Test data of the user pages (factories build data). */
export const USER_ID = '00000000-0000-4000-8000-000000000401';

export const facilityChoices = collectionOf([
  {
    '@id': `/api/facilities/${FACILITY_ID}`,
    '@type': 'Facility',
    id: FACILITY_ID,
    name: 'Lycée polyvalent des Canuts',
    city: 'Lyon',
  },
]);

export function createManagedUser(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    '@id': `/api/users/${USER_ID}`,
    '@type': 'User',
    id: USER_ID,
    email: 'validateur@espaces.test',
    firstName: 'Valérie',
    lastName: 'Durand',
    phone: null,
    roles: ['ROLE_INSTITUTIONAL'],
    isActive: true,
    hasPassword: true,
    pendingEmail: null,
    facilityMemberships: [
      {
        facility: {
          '@id': `/api/facilities/${FACILITY_ID}`,
          id: FACILITY_ID,
          name: 'Lycée polyvalent des Canuts',
        },
        profile: 'FACILITY_PROFILE_VALIDATOR',
      },
    ],
    territoryMemberships: [],
    createdAt: '2026-09-01T08:00:00+02:00',
    _abilities: { edit: true, toggleActive: true },
    ...overrides,
  };
}

/** A stored session for `user`, the choices of the user form, and `answers`. */
export function signedInApi(user: object, answers: FakeAnswers = {}) {
  return installSignedInApi(user, {
    'GET /api/facilities': jsonResponse(200, facilityChoices),
    'GET /api/territories': jsonResponse(200, territories),
    ...answers,
  });
}
