import type { FacilityDetail } from '@espaces/domain/api/facilities';
import { collectionOf, FACILITY_ID, TERRITORY_ID, territories } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, type FakeAnswers } from '../../../test/fake-api.ts';

/** Test data of the facility pages (factories build data). */
export const FACILITY_TYPE_ID = '00000000-0000-4000-8000-000000000601';

export const facilityTypes = collectionOf([
  {
    '@id': `/api/facility_types/${FACILITY_TYPE_ID}`,
    '@type': 'FacilityType',
    id: FACILITY_TYPE_ID,
    name: 'Lycée polyvalent',
  },
]);

export function createFacilityDetail(overrides: Partial<FacilityDetail> = {}): FacilityDetail {
  return {
    '@id': `/api/facilities/${FACILITY_ID}`,
    '@type': 'Facility',
    id: FACILITY_ID,
    name: 'Lycée polyvalent des Canuts',
    facilityType: {
      '@id': `/api/facility_types/${FACILITY_TYPE_ID}`,
      id: FACILITY_TYPE_ID,
      name: 'Lycée polyvalent',
    },
    territory: { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID, name: 'Rhône' },
    uai: '0693781K',
    address: '12 rue des Canuts',
    postalCode: '69004',
    city: 'Lyon',
    latitude: 45.774,
    longitude: 4.8277,
    phone: '04 78 00 00 00',
    email: 'ce.0693781k@ac-lyon.fr',
    signatoryName: 'Claire Dupont',
    signatoryTitle: 'Proviseure',
    active: true,
    placeCount: 2,
    _abilities: { edit: true, manageDocuments: true, createPlace: true },
    staff: [],
    documents: [],
    ...overrides,
  };
}

/** A stored session for `user`, the filter choices of the facility forms, and `answers`. */
export function signedInApi(user: object, answers: FakeAnswers = {}) {
  return installSignedInApi(user, {
    'GET /api/territories': jsonResponse(200, territories),
    'GET /api/facility_types': jsonResponse(200, facilityTypes),
    ...answers,
  });
}
