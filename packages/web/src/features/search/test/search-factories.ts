import type { Place } from '@espaces/domain/api/places';
import type { PlaceSummary } from '@espaces/domain/api/search';
import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { FACILITY_ID, TERRITORY_ID, OTHER_TERRITORY_ID } from '../../../test/factories.ts';

export { FACILITY_ID, TERRITORY_ID, OTHER_TERRITORY_ID };

/** Factories build data. Ids are fixed so tests can name paths. */
export const PLACE_ID = '10000000-0000-4000-8000-000000000001';
export const GYM_TYPE_ID = '20000000-0000-4000-8000-000000000001';
export const DANCE_TYPE_ID = '20000000-0000-4000-8000-000000000002';
export const LYCEE_TYPE_ID = '30000000-0000-4000-8000-000000000001';

export const placeIdOf = (n: number): string =>
  `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function createPlaceSummary(overrides: Partial<PlaceSummary> = {}): PlaceSummary {
  const id = overrides.id ?? PLACE_ID;
  return {
    '@id': `/api/places/${id}`,
    '@type': 'Place',
    id,
    name: 'Gymnase des Canuts',
    placeType: { '@id': `/api/place_types/${GYM_TYPE_ID}`, id: GYM_TYPE_ID, name: 'Gymnase' },
    capacity: 200,
    surface: 900,
    reducedMobilityAccess: true,
    rentPrice: 25,
    cleaningPrice: 15,
    facility: {
      '@id': `/api/facilities/${FACILITY_ID}`,
      id: FACILITY_ID,
      name: 'Lycée polyvalent des Canuts',
      city: 'Lyon',
      latitude: 45.7746,
      longitude: 4.8297,
      territory: {
        '@id': `/api/territories/${TERRITORY_ID}`,
        id: TERRITORY_ID,
        name: 'Métropole de Lyon',
      },
      facilityType: {
        '@id': `/api/facility_types/${LYCEE_TYPE_ID}`,
        id: LYCEE_TYPE_ID,
        name: 'Lycée polyvalent',
      },
    },
    ...overrides,
  };
}

export function createPlace(overrides: Partial<Place> = {}): Place {
  const id = overrides.id ?? PLACE_ID;
  return {
    '@id': `/api/places/${id}`,
    '@type': 'Place',
    id,
    name: 'Gymnase des Canuts',
    facility: {
      '@id': `/api/facilities/${FACILITY_ID}`,
      id: FACILITY_ID,
      name: 'Lycée polyvalent des Canuts',
      city: 'Lyon',
      latitude: 45.7746,
      longitude: 4.8297,
      territory: { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID },
    },
    placeType: { '@id': `/api/place_types/${GYM_TYPE_ID}`, id: GYM_TYPE_ID, name: 'Gymnase' },
    description: 'Grand gymnase lumineux au cœur du lycée.',
    capacity: 200,
    surface: 900,
    equipment: 'Paniers de basket, tribunes',
    reducedMobilityAccess: true,
    rentPrice: 25,
    cleaningPrice: 15,
    published: true,
    _abilities: { edit: false, delete: false, book: true },
    ...overrides,
  };
}

/** An opening window with its free and booked ranges (groups[]=time_slot_available). */
export function createWindowWithRanges(): TimeSlot {
  return {
    '@id': '/api/time_slots/40000000-0000-4000-8000-000000000001',
    '@type': 'TimeSlot',
    id: '40000000-0000-4000-8000-000000000001',
    place: `/api/places/${PLACE_ID}`,
    startDate: '2031-06-17T16:00:00Z',
    endDate: '2031-06-17T20:00:00Z',
    availableRanges: [
      { startDate: '2031-06-17T16:00:00Z', endDate: '2031-06-17T17:00:00Z' },
      { startDate: '2031-06-17T18:00:00Z', endDate: '2031-06-17T20:00:00Z' },
    ],
    bookedRanges: [{ startDate: '2031-06-17T17:00:00Z', endDate: '2031-06-17T18:00:00Z' }],
  };
}
