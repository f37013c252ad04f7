import type {
  AllocationFacility,
  AllocationOrganization,
  AllocationPlace,
  AllocationWish,
} from './allocation-input.ts';

/** The school year 2027–2028 as a campaign's period of use. */
export const SCHOOL_YEAR = { firstDay: '2027-09-01', lastDay: '2028-07-04' };

const EVENINGS = [1, 2, 3, 4, 5].map((weekDay) => ({
  weekDay,
  startTime: '17:00',
  endTime: '22:00',
}));

export function campaignPlace(overrides: Partial<AllocationPlace> = {}): AllocationPlace {
  return {
    id: 'place-a',
    name: 'Gymnase A',
    placeTypeId: 'gymnase',
    capacity: null,
    openingHours: EVENINGS,
    ...overrides,
  };
}

export function campaignFacility(overrides: Partial<AllocationFacility> = {}): AllocationFacility {
  return {
    id: 'facility-1',
    name: 'Lycée Jean Moulin',
    commune: 'Nice',
    closures: () => null,
    places: [campaignPlace()],
    ...overrides,
  };
}

export function campaignOrganization(name: string, commune = 'Antibes'): AllocationOrganization {
  return { id: `organization-${name}`, name, commune };
}

export function campaignWish(overrides: Partial<AllocationWish> = {}): AllocationWish {
  return {
    id: 'wish-1',
    organization: campaignOrganization('Club A'),
    rank: 1,
    facilityId: 'facility-1',
    placeId: 'place-a',
    placeTypeId: null,
    weekDay: 2,
    startTime: '18:00',
    endTime: '20:00',
    minimumMinutes: 120,
    participants: 20,
    activity: 'Basket',
    youth: false,
    renewal: false,
    appliedAt: new Date('2027-03-01T09:00:00Z'),
    ...overrides,
  };
}
