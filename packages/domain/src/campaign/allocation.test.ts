import { describe, expect, it } from 'vitest';
import type { AllocationInput, AllocationWish } from './allocation-input.ts';
import { allocateCampaign } from './allocation.ts';
import { DEFAULT_CAMPAIGN_RULES, type CampaignRules } from './campaign-rules.ts';
import {
  campaignFacility,
  campaignOrganization,
  campaignPlace,
  campaignWish,
  SCHOOL_YEAR,
} from './campaign.test-support.ts';

const TUESDAY_EVENINGS = [{ weekDay: 2, startTime: '18:00', endTime: '20:00' }];

function allocate(
  wishes: AllocationWish[],
  overrides: Partial<AllocationInput> = {},
  rules: Partial<CampaignRules> = {},
) {
  const { outcomes } = allocateCampaign({
    rules: { ...DEFAULT_CAMPAIGN_RULES, ...rules },
    period: SCHOOL_YEAR,
    facilities: [campaignFacility()],
    wishes,
    ...overrides,
  });
  return new Map(outcomes.map((outcome) => [outcome.wishId, outcome]));
}

const clubA = campaignOrganization('Club A');
const clubB = campaignOrganization('Club B');
const clubC = campaignOrganization('Club C');

const onlyTuesdayEvenings = {
  facilities: [campaignFacility({ places: [campaignPlace({ openingHours: TUESDAY_EVENINGS })] })],
};

describe('allocateCampaign', () => {
  it('gives a free slot to the only wish for it', () => {
    const outcomes = allocate([campaignWish()]);
    expect(outcomes.get('wish-1')).toMatchObject({
      status: 'allocated',
      placement: { placeId: 'place-a', weekDay: 2, startTime: '18:00', endTime: '20:00' },
      explanation: 'Attribué\u00a0: aucun vœu concurrent',
    });
  });

  it('gives a contested slot to the renewal and says so to both clubs', () => {
    const outcomes = allocate(
      [
        campaignWish({ id: 'new', organization: clubA, appliedAt: new Date('2027-03-01') }),
        campaignWish({
          id: 'renewal',
          organization: clubB,
          renewal: true,
          appliedAt: new Date('2027-03-20'),
        }),
      ],
      onlyTuesdayEvenings,
    );
    expect(outcomes.get('renewal')?.explanation).toBe('Attribué\u00a0: renouvellement prioritaire');
    expect(outcomes.get('new')).toMatchObject({
      status: 'unmet',
      placement: null,
      explanation: 'Non attribué\u00a0: créneau attribué à Club B (renouvellement prioritaire)',
    });
  });

  it('names the youth priority when it decides', () => {
    const outcomes = allocate(
      [
        campaignWish({ id: 'adults', organization: clubA }),
        campaignWish({ id: 'youth', organization: clubB, youth: true }),
      ],
      onlyTuesdayEvenings,
    );
    expect(outcomes.get('youth')?.explanation).toBe('Attribué\u00a0: priorité jeunesse');
    expect(outcomes.get('adults')?.explanation).toBe(
      'Non attribué\u00a0: créneau attribué à Club B (priorité jeunesse)',
    );
  });

  it('follows the order of the rules the campaign chose', () => {
    const wishes = [
      campaignWish({ id: 'youth', organization: clubA, youth: true }),
      campaignWish({ id: 'local', organization: campaignOrganization('Club B', 'Nice') }),
    ];
    const localFirst = allocate(wishes, onlyTuesdayEvenings, {
      priorities: ['localOrganization', 'youth'],
    });
    expect(localFirst.get('local')?.explanation).toBe('Attribué\u00a0: priorité à la commune');
    const youthFirst = allocate(wishes, onlyTuesdayEvenings, {
      priorities: ['youth', 'localOrganization'],
    });
    expect(youthFirst.get('youth')?.explanation).toBe('Attribué\u00a0: priorité jeunesse');
  });

  it('decides between equal wishes by the earlier application, then by preference rank', () => {
    const earlier = allocate(
      [
        campaignWish({ id: 'late', organization: clubA, appliedAt: new Date('2027-03-02') }),
        campaignWish({ id: 'early', organization: clubB, appliedAt: new Date('2027-03-01') }),
      ],
      onlyTuesdayEvenings,
    );
    expect(earlier.get('late')?.explanation).toBe(
      'Non attribué\u00a0: créneau attribué à Club B (vœu déposé plus tôt)',
    );
    const ranked = allocate(
      [
        campaignWish({ id: 'second', organization: clubA, rank: 2 }),
        campaignWish({ id: 'first', organization: clubB, rank: 1 }),
      ],
      onlyTuesdayEvenings,
      { priorities: ['renewal'] },
    );
    expect(ranked.get('first')?.explanation).toBe('Attribué\u00a0: vœu mieux classé');
  });

  it('proposes the nearest other time of the same day', () => {
    const outcomes = allocate([
      campaignWish({
        id: 'winner',
        organization: clubA,
        youth: true,
        startTime: '17:00',
        endTime: '19:00',
      }),
      campaignWish({ id: 'moved', organization: clubB }),
    ]);
    expect(outcomes.get('moved')).toMatchObject({
      status: 'partly',
      placement: { placeId: 'place-a', weekDay: 2, startTime: '19:00', endTime: '21:00' },
      explanation:
        'Proposé\u00a0: mardi 19:00–21:00 au lieu de 18:00–20:00\u00a0; créneau attribué à Club A (priorité jeunesse)',
    });
  });

  it('proposes another place of the same type at the hours asked for', () => {
    const places = [
      campaignPlace({ openingHours: TUESDAY_EVENINGS }),
      campaignPlace({ id: 'place-b', name: 'Gymnase B', openingHours: TUESDAY_EVENINGS }),
      campaignPlace({ id: 'hall', name: 'Salle polyvalente', placeTypeId: 'salle' }),
    ];
    const outcomes = allocate(
      [
        campaignWish({ id: 'winner', organization: clubA, renewal: true }),
        campaignWish({ id: 'moved', organization: clubB }),
      ],
      { facilities: [campaignFacility({ places })] },
    );
    expect(outcomes.get('moved')).toMatchObject({
      status: 'partly',
      placement: { placeId: 'place-b', startTime: '18:00', endTime: '20:00' },
      explanation:
        'Proposé\u00a0: Gymnase B, mardi 18:00–20:00 au lieu de Gymnase A\u00a0; créneau attribué à Club A (renouvellement prioritaire)',
    });
  });

  it('gives part of the hours asked for when it lasts at least the minimum duration', () => {
    const outcomes = allocate([
      campaignWish({
        id: 'winner',
        organization: clubA,
        renewal: true,
        startTime: '17:00',
        endTime: '19:30',
      }),
      campaignWish({ id: 'shortened', organization: clubB, endTime: '21:00', minimumMinutes: 90 }),
    ]);
    expect(outcomes.get('shortened')).toMatchObject({
      status: 'allocated',
      placement: { startTime: '19:30', endTime: '21:00' },
      explanation:
        'Attribué\u00a0: mardi 19:30–21:00 dans la plage demandée\u00a0; créneau attribué à Club A (renouvellement prioritaire)',
    });
  });

  it('takes any free place of the type asked for, and names it', () => {
    const places = [
      campaignPlace({ openingHours: TUESDAY_EVENINGS }),
      campaignPlace({ id: 'place-b', name: 'Gymnase B', openingHours: TUESDAY_EVENINGS }),
    ];
    const outcomes = allocate(
      [
        campaignWish({ id: 'first', organization: clubA, renewal: true }),
        campaignWish({ id: 'any', organization: clubB, placeId: null, placeTypeId: 'gymnase' }),
      ],
      { facilities: [campaignFacility({ places })] },
    );
    expect(outcomes.get('any')).toMatchObject({
      status: 'allocated',
      placement: { placeId: 'place-b' },
      explanation: 'Attribué\u00a0: aucun vœu concurrent (Gymnase B)',
    });
  });

  it('leaves a slot to two wishes rather than one when first come, first served satisfies both', () => {
    const outcomes = allocate(
      [
        campaignWish({
          id: 'youth',
          organization: clubA,
          youth: true,
          appliedAt: new Date('2027-03-10'),
        }),
        campaignWish({
          id: 'early',
          organization: clubB,
          endTime: '19:00',
          minimumMinutes: 60,
          appliedAt: new Date('2027-03-01'),
        }),
        campaignWish({
          id: 'late',
          organization: clubC,
          startTime: '19:00',
          minimumMinutes: 60,
          appliedAt: new Date('2027-03-02'),
        }),
      ],
      onlyTuesdayEvenings,
    );
    expect(outcomes.get('youth')?.explanation).toBe(
      'Non attribué\u00a0: créneau laissé à Club B et Club C pour satisfaire plus de vœux',
    );
    expect(outcomes.get('early')?.status).toBe('allocated');
    expect(outcomes.get('late')?.status).toBe('allocated');
  });

  it('refuses a week day on which every date of the period is closed', () => {
    const closedOnTuesdays = (date: string) =>
      new Date(`${date}T12:00:00Z`).getUTCDay() === 2 ? 'Travaux' : null;
    const outcomes = allocate([campaignWish()], {
      facilities: [campaignFacility({ closures: closedOnTuesdays })],
    });
    expect(outcomes.get('wish-1')?.explanation).toBe(
      'Non attribué\u00a0: établissement fermé tous les mardis de la période',
    );
  });

  it('leaves the closed dates out of an allocated slot', () => {
    const closures = (date: string) =>
      date === '2027-11-02' ? 'Jour férié\u00a0: Toussaint' : null;
    const outcomes = allocate([campaignWish()], {
      facilities: [campaignFacility({ closures })],
    });
    const dates = outcomes.get('wish-1')?.placement?.dates ?? [];
    expect(dates[0]).toBe('2027-09-07');
    expect(dates).toContain('2027-10-26');
    expect(dates).not.toContain('2027-11-02');
    expect(dates.at(-1)).toBe('2028-07-04');
  });

  it('refuses hours the place is never open, unless another time of the day is free', () => {
    const outcomes = allocate(
      [campaignWish({ id: 'morning', startTime: '08:00', endTime: '10:00' })],
      onlyTuesdayEvenings,
    );
    expect(outcomes.get('morning')).toMatchObject({
      status: 'partly',
      placement: { startTime: '18:00', endTime: '20:00' },
      explanation:
        'Proposé\u00a0: mardi 18:00–20:00 au lieu de 08:00–10:00\u00a0; en dehors des heures d’ouverture',
    });
    const sunday = allocate([campaignWish({ id: 'sunday', weekDay: 7 })]);
    expect(sunday.get('sunday')?.explanation).toBe(
      'Non attribué\u00a0: en dehors des heures d’ouverture',
    );
  });

  it('keeps each organisation to the number of wishes of the rules, by its own ranking', () => {
    const outcomes = allocate(
      [1, 2, 3].map((rank) => campaignWish({ id: `rank-${rank}`, rank, weekDay: rank })),
      {},
      { wishesPerOrganization: 2 },
    );
    expect(outcomes.get('rank-2')?.status).toBe('allocated');
    expect(outcomes.get('rank-3')?.explanation).toBe(
      'Non attribué\u00a0: au-delà des 2 vœux permis par organisation',
    );
  });

  it('explains a wish for a place or a type the facility does not offer', () => {
    const outcomes = allocate([
      campaignWish({ id: 'unknown', placeId: 'elsewhere' }),
      campaignWish({ id: 'pool', placeId: null, placeTypeId: 'piscine', participants: 12 }),
      campaignWish({ id: 'other-facility', facilityId: 'facility-9' }),
    ]);
    expect(outcomes.get('unknown')?.explanation).toBe(
      'Non attribué\u00a0: espace hors de la campagne',
    );
    expect(outcomes.get('other-facility')?.explanation).toBe(
      'Non attribué\u00a0: espace hors de la campagne',
    );
    expect(outcomes.get('pool')?.explanation).toBe(
      'Non attribué\u00a0: aucun espace de ce type dans l’établissement pour 12 participants',
    );
  });
});
