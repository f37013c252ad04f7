import type { Booking, BookingSlot } from '@espaces/domain/api/bookings';
import type { Place } from '@espaces/domain/api/places';
import type { TimeSlot } from '@espaces/domain/api/time-slots';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import { FACILITY_ID, TERRITORY_ID } from '../../../test/factories.ts';

export { FACILITY_ID, TERRITORY_ID };

/** Factories build data. Fixed ids so tests can name paths. */
export const PLACE_ID = '10000000-0000-4000-8000-000000000001';
export const ORGANIZATION_ID = '00000000-0000-4000-8000-000000000900';
export const BOOKING_ID = '40000000-0000-4000-8000-000000000001';

export const slotIdOf = (n: number): string =>
  `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A Paris day some weeks ahead (YYYY-MM-DD), so slot rules see it in the future. */
export const dayAhead = (days: number): string => addDaysToDate(parisDateOf(new Date()), days);

export const at = (day: string, time: string): string =>
  parisWallClockToUtc(day, time).toISOString();

export function createPlace(overrides: Partial<Place> = {}): Place {
  return {
    '@id': `/api/places/${PLACE_ID}`,
    '@type': 'Place',
    id: PLACE_ID,
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
    placeType: {
      '@id': '/api/place_types/20000000-0000-4000-8000-000000000001',
      id: '20000000-0000-4000-8000-000000000001',
      name: 'Gymnase',
    },
    description: '',
    capacity: 200,
    surface: 900,
    equipment: '',
    reducedMobilityAccess: true,
    rentPrice: 25,
    cleaningPrice: 15,
    published: true,
    _abilities: { edit: false, delete: false, book: true },
    ...overrides,
  };
}

/** An opening window of `day` from `start` to `end` (Paris), entirely free. */
export function createFreeWindow(day: string, start = '18:00', end = '22:00'): TimeSlot {
  const range = { startDate: at(day, start), endDate: at(day, end) };
  return {
    '@id': '/api/time_slots/60000000-0000-4000-8000-000000000001',
    '@type': 'TimeSlot',
    id: '60000000-0000-4000-8000-000000000001',
    place: `/api/places/${PLACE_ID}`,
    ...range,
    availableRanges: [range],
    bookedRanges: [],
  };
}

export function createSlot(n: number, day: string, start: string, end: string): BookingSlot {
  return {
    '@id': `/api/booking_slots/${slotIdOf(n)}`,
    id: slotIdOf(n),
    startDate: at(day, start),
    endDate: at(day, end),
    cancelled: false,
    available: true,
    cancelledBy: null,
    cancelledByOrganizationNotToBePaid: false,
    cancelledByOrganizationToBeFullyPaid: false,
    cancelledByOrganizationToBePartiallyPaid: false,
    price: 65,
    due: 65,
  };
}

export function createBooking(overrides: Partial<Booking> = {}): Booking {
  const day = dayAhead(14);
  return {
    '@id': `/api/bookings/${BOOKING_ID}`,
    '@type': 'Booking',
    id: BOOKING_ID,
    status: 'new',
    reference: 'RES-2026-000042',
    place: {
      '@id': `/api/places/${PLACE_ID}`,
      id: PLACE_ID,
      name: 'Gymnase des Canuts',
      facility: {
        '@id': `/api/facilities/${FACILITY_ID}`,
        id: FACILITY_ID,
        name: 'Lycée polyvalent des Canuts',
        city: 'Lyon',
      },
    },
    createdBy: {
      '@id': '/api/users/00000000-0000-4000-8000-000000000001',
      id: '00000000-0000-4000-8000-000000000001',
      firstName: 'Camille',
      lastName: 'Martin',
      organization: {
        '@id': `/api/organizations/${ORGANIZATION_ID}`,
        id: ORGANIZATION_ID,
        name: 'Club de basket',
      },
    },
    purposeType: 'casual',
    query: null,
    activity: 'Entraînement de basket',
    expectedAttendance: 20,
    rentPrice: 25,
    cleaningPrice: 15,
    originalData: null,
    previousContractTimeSlots: null,
    rejectionReason: null,
    bookingSlots: [
      createSlot(1, day, '18:00', '20:00'),
      createSlot(2, addDaysToDate(day, 7), '18:00', '20:00'),
    ],
    totalPrice: 130,
    amountDue: 130,
    createdAt: new Date().toISOString(),
    history: [
      {
        occurredAt: new Date().toISOString(),
        action: 'request',
        fromStatus: null,
        toStatus: 'new',
        actor: { firstName: 'Camille', lastName: 'Martin' },
        changes: null,
      },
    ],
    _abilities: {
      edit: true,
      withdraw: true,
      approve: false,
      counterPropose: false,
      accept: false,
      reject: false,
      cancel: false,
      prepareAgreement: false,
    },
    ...overrides,
  };
}
