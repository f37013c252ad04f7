import type { Campaign, FacilityProposal, Wish } from '@espaces/domain/api/campaigns';
import type { PlaceSummary } from '@espaces/domain/api/search';
import { FACILITY_ID, TERRITORY_ID } from '../../../test/factories.ts';

export { FACILITY_ID, TERRITORY_ID };

/** Fixed ids so tests can name paths. */
export const CAMPAIGN_ID = '60000000-0000-4000-8000-000000000001';
export const PLACE_ID = '60000000-0000-4000-8000-000000000101';
export const OTHER_PLACE_ID = '60000000-0000-4000-8000-000000000102';
export const PLACE_TYPE_ID = '60000000-0000-4000-8000-000000000201';
export const ORGANIZATION_ID = '60000000-0000-4000-8000-000000000301';
export const wishIdOf = (n: number) =>
  `60000000-0000-4000-8000-${String(400 + n).padStart(12, '0')}`;

const territory = { '@id': `/api/territories/${TERRITORY_ID}`, id: TERRITORY_ID, name: 'Rhône' };
const facility = {
  '@id': `/api/facilities/${FACILITY_ID}`,
  id: FACILITY_ID,
  name: 'Lycée Jean Moulin',
};
const placeType = {
  '@id': `/api/place_types/${PLACE_TYPE_ID}`,
  id: PLACE_TYPE_ID,
  name: 'Gymnase',
};
const place = (id: string, name: string) => ({ '@id': `/api/places/${id}`, id, name });

/** A campaign of the territory, open to wishes in March 2027 for the school year 2027–2028. */
export function createCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    '@id': `/api/campaigns/${CAMPAIGN_ID}`,
    '@type': 'Campaign',
    id: CAMPAIGN_ID,
    name: 'Campagne 2027–2028',
    territory,
    schoolYear: '2027–2028',
    useFrom: '2027-09-01',
    useTo: '2028-07-07',
    applicationsFrom: '2027-03-01',
    applicationsTo: '2027-03-31',
    applicationsOpenAt: '2027-02-28T23:00:00.000Z',
    applicationsCloseAt: '2027-03-31T22:00:00.000Z',
    publicationDate: '2027-05-15',
    priorities: ['renewal', 'youth', 'localOrganization', 'applicationDate'],
    wishesPerOrganization: 3,
    status: 'open',
    placeCount: 12,
    createdAt: '2026-11-20T09:00:00.000Z',
    _abilities: { open: false, allocate: false, fileWishes: false, publish: false },
    ...overrides,
  };
}

export function createWish(n: number, overrides: Partial<Wish> = {}): Wish {
  return {
    '@id': `/api/campaign_wishes/${wishIdOf(n)}`,
    '@type': 'CampaignWish',
    id: wishIdOf(n),
    campaign: `/api/campaigns/${CAMPAIGN_ID}`,
    rank: n,
    organization: {
      '@id': `/api/organizations/${ORGANIZATION_ID}`,
      id: ORGANIZATION_ID,
      name: 'Club de basket',
    },
    facility,
    place: place(PLACE_ID, 'Gymnase A'),
    placeType,
    weekDay: 2,
    startTime: '18:00',
    endTime: '20:00',
    minimumDuration: 90,
    participants: 24,
    activity: 'Basket loisir',
    youth: false,
    renewal: false,
    renewedBooking: null,
    appliedAt: '2027-03-02T10:00:00.000Z',
    warnings: [],
    publication: null,
    _abilities: { edit: true, delete: true },
    ...overrides,
  };
}

/** A result of GET /api/search/places: a published place of the facility. */
export function createPlaceSummary(id = PLACE_ID, name = 'Gymnase A'): PlaceSummary {
  return {
    ...place(id, name),
    '@type': 'Place',
    placeType,
    capacity: 100,
    surface: 800,
    reducedMobilityAccess: true,
    rentPrice: 12,
    cleaningPrice: 0,
    facility: {
      ...facility,
      city: 'Lyon',
      latitude: 45.76,
      longitude: 4.83,
      territory,
      facilityType: {
        '@id': '/api/facility_types/60000000-0000-4000-8000-000000000501',
        id: '60000000-0000-4000-8000-000000000501',
        name: 'Lycée',
      },
    },
  };
}

type Outcome = FacilityProposal['outcomes'][number];

/** The facility's proposal: two wishes for Tuesday 18:00–20:00 on Gymnase A, one placed. */
export function createProposal(overrides: Partial<FacilityProposal> = {}): FacilityProposal {
  const strip = ({ warnings: _warnings, _abilities: _ignored, ...wish }: Wish) => wish;
  const first: Outcome = {
    wish: strip(createWish(1, { renewal: true })),
    status: 'allocated',
    placement: {
      place: place(PLACE_ID, 'Gymnase A'),
      weekDay: 2,
      startTime: '18:00',
      endTime: '20:00',
    },
    explanation: 'Attribué : renouvellement prioritaire',
    decision: 'proposed',
  };
  const second: Outcome = {
    wish: strip(
      createWish(2, {
        rank: 1,
        organization: {
          '@id': '/api/organizations/60000000-0000-4000-8000-000000000302',
          id: '60000000-0000-4000-8000-000000000302',
          name: 'Judo club',
        },
      }),
    ),
    status: 'unmet',
    placement: null,
    explanation: 'Non attribué : créneau attribué à Club de basket (priorité renouvellement)',
    decision: 'proposed',
  };
  return {
    '@type': 'FacilityProposal',
    campaign: `/api/campaigns/${CAMPAIGN_ID}`,
    facility,
    outcomes: [first, second],
    publishedAt: null,
    _abilities: { accept: true, override: true, publish: false },
    ...overrides,
  };
}
