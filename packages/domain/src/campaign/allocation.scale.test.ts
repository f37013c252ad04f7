import { describe, expect, it } from 'vitest';
import { closureCalendar } from '../closure/closures.ts';
import type { AllocationFacility, AllocationInput, AllocationWish } from './allocation-input.ts';
import { allocateCampaign } from './allocation.ts';
import { DEFAULT_CAMPAIGN_RULES } from './campaign-rules.ts';
import { firstComeFirstServed } from './first-come-first-served.ts';

/**
 * A region's campaign (500 facilities, 2 000 places, 5 000 organisations, three wishes each,
 * most of them on weekday evenings) allocated in one call. No timing is asserted here
 * (docs/performance.md): the test shows that size runs through and keeps the guarantees.
 */
const SCHOOL_YEAR = { firstDay: '2027-09-01', lastDay: '2028-07-04' };
const TYPES = ['gymnase', 'salle-polyvalente', 'terrain', 'salle-de-danse'];
const COMMUNES = Array.from({ length: 120 }, (_, n) => `Commune ${n}`);

function regionCampaign(): AllocationInput {
  let state = 42;
  const random = (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
  const time = (quarters: number) =>
    `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;
  const facilities: AllocationFacility[] = Array.from({ length: 500 }, (_, f) => ({
    id: `facility-${String(f).padStart(3, '0')}`,
    name: `Lycée ${f}`,
    commune: COMMUNES[f % COMMUNES.length]!,
    closures: closureCalendar({
      declared: f % 10 === 0 ? [{ from: '2028-01-08', to: '2028-02-20', label: 'Travaux' }] : [],
      schoolZone: (['A', 'B', 'C'] as const)[f % 3]!,
      publicHolidays: true,
    }),
    places: Array.from({ length: 4 }, (_, p) => ({
      id: `place-${f}-${p}`,
      name: `Espace ${p}`,
      placeTypeId: TYPES[(f + p) % TYPES.length]!,
      capacity: 20 + random(80),
      openingHours: [
        ...[1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startTime: '17:00', endTime: '22:00' })),
        { weekDay: 3, startTime: '13:00', endTime: '17:00' },
        { weekDay: 6, startTime: '08:00', endTime: '18:00' },
      ],
    })),
  }));
  const wishes: AllocationWish[] = [];
  for (let o = 0; o < 5000; o++) {
    const organization = {
      id: `organization-${o}`,
      name: `Club ${o}`,
      commune: COMMUNES[random(COMMUNES.length)]!,
    };
    for (let rank = 1; rank <= 3; rank++) {
      const facility = facilities[random(facilities.length)]!;
      const start = 68 + random(14);
      const length = 4 + random(9);
      const byType = random(4) === 0;
      const place = facility.places[random(4)]!;
      wishes.push({
        id: `wish-${o}-${rank}`,
        organization,
        rank,
        facilityId: facility.id,
        placeId: byType ? null : place.id,
        placeTypeId: byType ? place.placeTypeId : null,
        weekDay: 1 + random(6),
        startTime: time(start),
        endTime: time(Math.min(start + length, 88)),
        minimumMinutes: 60,
        participants: 10 + random(30),
        activity: 'Sport',
        youth: random(3) === 0,
        renewal: random(5) === 0,
        appliedAt: new Date(Date.UTC(2027, 2, 1 + random(30), random(24))),
      });
    }
  }
  return { rules: DEFAULT_CAMPAIGN_RULES, period: SCHOOL_YEAR, facilities, wishes };
}

describe('allocateCampaign on a region', () => {
  it('allocates 15 000 wishes over 2 000 places and beats first come, first served', () => {
    const input = regionCampaign();
    const { outcomes } = allocateCampaign(input);
    expect(outcomes).toHaveLength(15_000);
    const allocated = outcomes.filter((outcome) => outcome.status === 'allocated').length;
    expect(allocated).toBeGreaterThanOrEqual(firstComeFirstServed(input).size);
    expect(outcomes.some((outcome) => outcome.status === 'partly')).toBe(true);
    expect(outcomes.some((outcome) => outcome.status === 'unmet')).toBe(true);
    // About a second of processor time; the bound only spares a machine under load.
  }, 60_000);
});
