import type { Facility } from '@espaces/domain/api/facilities';
import type { Place } from '@espaces/domain/api/places';
import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { SESSION_EXPIRES_AT_KEY } from '../../../api/session-expiry.ts';
import { collectionOf, createFacilityAdmin } from '../../../test/factories.ts';
import { installFakeApi, jsonResponse } from '../../../test/fake-api.ts';
import type { PlaceType } from '../api/places-api.ts';
import { FACILITY_ID, TERRITORY_ID } from '../../../test/factories.ts';

export { FACILITY_ID, TERRITORY_ID };

/** Factories build data. Ids are fixed so tests can name paths. */
export const PLACE_ID = '10000000-0000-4000-8000-000000000001';
export const GYM_TYPE_ID = '20000000-0000-4000-8000-000000000001';
export const ROOM_TYPE_ID = '20000000-0000-4000-8000-000000000002';

export function createFacility(overrides: Partial<Facility> = {}): Facility {
  const id = overrides.id ?? FACILITY_ID;
  return {
    '@id': `/api/facilities/${id}`,
    '@type': 'Facility',
    id,
    name: 'Lycée Jean Moulin',
    facilityType: {
      '@id': '/api/facility_types/x',
      id: '30000000-0000-4000-8000-000000000001',
      name: 'Lycée polyvalent',
    },
    territory: {
      '@id': '/api/territories/x',
      id: TERRITORY_ID,
      name: 'Lyon',
    },
    uai: '0693781K',
    address: '1 rue des Canuts',
    postalCode: '69004',
    city: 'Lyon',
    latitude: 45.77,
    longitude: 4.83,
    phone: null,
    email: null,
    signatoryName: null,
    signatoryTitle: null,
    active: true,
    placeCount: 1,
    _abilities: { edit: true, manageDocuments: true, createPlace: true },
    ...overrides,
  };
}

export function createPlaceType(id = GYM_TYPE_ID, name = 'Gymnase'): PlaceType {
  return { '@id': `/api/place_types/${id}`, '@type': 'PlaceType', id, name };
}

export function createPlace(overrides: Partial<Place> = {}): Place {
  const id = overrides.id ?? PLACE_ID;
  return {
    '@id': `/api/places/${id}`,
    '@type': 'Place',
    id,
    name: 'Gymnase A',
    facility: {
      '@id': `/api/facilities/${FACILITY_ID}`,
      id: FACILITY_ID,
      name: 'Lycée Jean Moulin',
      city: 'Lyon',
      latitude: 45.77,
      longitude: 4.83,
      territory: { '@id': '/api/territories/x', id: TERRITORY_ID },
    },
    placeType: { '@id': `/api/place_types/${GYM_TYPE_ID}`, id: GYM_TYPE_ID, name: 'Gymnase' },
    description: 'Grand gymnase',
    capacity: 120,
    surface: 800,
    equipment: 'Paniers de basket',
    reducedMobilityAccess: true,
    rentPrice: 25,
    cleaningPrice: 12.5,
    published: true,
    doors: [],
    _abilities: { edit: true, delete: true, book: false },
    ...overrides,
  };
}

export function createTimeSlot(startDate: string, endDate: string, n = 1): TimeSlot {
  const id = `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    '@id': `/api/time_slots/${id}`,
    '@type': 'TimeSlot',
    id,
    place: `/api/places/${PLACE_ID}`,
    startDate,
    endDate,
  };
}

/** A signed-in facility admin (the stored session expiry) and the reference data of the forms. */
export function installPlacesApi(answers: Parameters<typeof installFakeApi>[0] = {}) {
  window.localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(Date.now() + 3_000_000));
  return installFakeApi({
    'GET /api/authentication/user': jsonResponse(200, createFacilityAdmin()),
    'GET /api/facilities': jsonResponse(200, collectionOf([createFacility()])),
    'GET /api/place_types': jsonResponse(
      200,
      collectionOf([createPlaceType(), createPlaceType(ROOM_TYPE_ID, 'Salle polyvalente')]),
    ),
    ...answers,
  });
}
