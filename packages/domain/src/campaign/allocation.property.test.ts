import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '../availability/paris-time.ts';
import { isoWeekDayOfDate } from '../booking/yearly-occurrences.ts';
import type { AllocationFacility, AllocationInput, AllocationWish } from './allocation-input.ts';
import { allocateCampaign } from './allocation.ts';
import { minutesOf } from './campaign-week.ts';
import { PRIORITY_RULES } from './campaign-rules.ts';
import { firstComeFirstServed } from './first-come-first-served.ts';

// Three weeks, so that closures often shut every date of a week day.
const PERIOD = { firstDay: '2027-09-06', lastDay: '2027-09-26' };
const PERIOD_DATES = Array.from({ length: 21 }, (_, day) => addDaysToDate(PERIOD.firstDay, day));
const TYPES = ['gymnase', 'salle'];
const COMMUNES = ['Nice', 'Antibes', 'Grasse'];
const quarter = (quarters: number) =>
  `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;

/** A range of the day on the quarter-hour grid, between 08:00 and 23:00. */
const dayRange = fc
  .tuple(fc.integer({ min: 32, max: 88 }), fc.integer({ min: 2, max: 16 }))
  .map(([start, length]) => ({
    startTime: quarter(start),
    endTime: quarter(Math.min(start + length, 92)),
  }));

const place = (facility: number, index: number) =>
  fc
    .record({
      placeTypeId: fc.constantFrom(...TYPES),
      capacity: fc.option(fc.integer({ min: 5, max: 60 }), { nil: null }),
      openingHours: fc.array(
        fc
          .tuple(fc.integer({ min: 1, max: 7 }), dayRange)
          .map(([weekDay, range]) => ({ weekDay, ...range })),
        { maxLength: 6 },
      ),
    })
    .map((fields) => ({ id: `p${facility}-${index}`, name: `Espace ${index}`, ...fields }));

const facility = (index: number) =>
  fc
    .record({
      commune: fc.constantFrom(...COMMUNES),
      closed: fc.subarray(PERIOD_DATES, { maxLength: 12 }),
      places: fc
        .integer({ min: 1, max: 3 })
        .chain((count) => fc.tuple(...Array.from({ length: count }, (_, n) => place(index, n)))),
    })
    .map(({ commune, closed, places }): AllocationFacility => {
      const shut = new Set(closed);
      return {
        id: `f${index}`,
        name: `Lycée ${index}`,
        commune,
        closures: (date) => (shut.has(date) ? 'Travaux' : null),
        places,
      };
    });

const organization = fc
  .integer({ min: 0, max: 5 })
  .chain((n) =>
    fc.constantFrom(...COMMUNES).map((commune) => ({ id: `o${n}`, name: `Club ${n}`, commune })),
  );

const wish = fc
  .record({
    organization,
    rank: fc.integer({ min: 1, max: 4 }),
    facility: fc.integer({ min: 0, max: 1 }),
    place: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(...TYPES)),
    weekDay: fc.integer({ min: 1, max: 7 }),
    range: dayRange,
    minimumShare: fc.constantFrom(0.5, 1),
    participants: fc.integer({ min: 1, max: 50 }),
    youth: fc.boolean(),
    renewal: fc.boolean(),
    applied: fc.integer({ min: 0, max: 4 }),
  })
  .map((fields): Omit<AllocationWish, 'id'> => {
    const length = minutesOf(fields.range.endTime)! - minutesOf(fields.range.startTime)!;
    const byType = typeof fields.place === 'string';
    return {
      organization: fields.organization,
      rank: fields.rank,
      facilityId: `f${fields.facility}`,
      placeId: byType ? null : `p${fields.facility}-${fields.place}`,
      placeTypeId: byType ? (fields.place as string) : null,
      weekDay: fields.weekDay,
      ...fields.range,
      minimumMinutes: Math.round(length * fields.minimumShare),
      participants: fields.participants,
      activity: 'Sport',
      youth: fields.youth,
      renewal: fields.renewal,
      // Few distinct instants: equal application dates happen.
      appliedAt: new Date(Date.UTC(2027, 2, 1 + fields.applied)),
    };
  });

const campaignInput: fc.Arbitrary<AllocationInput> = fc
  .record({
    priorities: fc.shuffledSubarray([...PRIORITY_RULES]),
    wishesPerOrganization: fc.integer({ min: 1, max: 4 }),
    facilities: fc.tuple(facility(0), facility(1)),
    wishes: fc.array(wish, { maxLength: 30 }),
  })
  .map(({ priorities, wishesPerOrganization, facilities, wishes }) => ({
    rules: { priorities, wishesPerOrganization },
    period: PERIOD,
    facilities,
    wishes: wishes.map((fields, n) => ({ ...fields, id: `w${String(n).padStart(2, '0')}` })),
  }));

const placed = (input: AllocationInput) =>
  allocateCampaign(input).outcomes.filter((outcome) => outcome.placement !== null);

const placeOf = (input: AllocationInput, placeId: string) =>
  input.facilities.flatMap((f) => f.places).find((p) => p.id === placeId)!;

describe('allocateCampaign properties', () => {
  it('gives every wish one outcome with its French explanation', () => {
    fc.assert(
      fc.property(campaignInput, (input) => {
        const { outcomes } = allocateCampaign(input);
        expect(outcomes.map((o) => o.wishId).sort()).toEqual(input.wishes.map((w) => w.id).sort());
        const prefix = {
          allocated: 'Attribué\u00a0: ',
          partly: 'Proposé\u00a0: ',
          unmet: 'Non attribué\u00a0: ',
        };
        for (const outcome of outcomes) {
          expect(outcome.explanation.startsWith(prefix[outcome.status])).toBe(true);
          expect(outcome.explanation.length).toBeGreaterThan(prefix[outcome.status].length + 5);
          expect(outcome.placement === null).toBe(outcome.status === 'unmet');
        }
      }),
    );
  });

  it('never places two wishes on overlapping hours of one place', () => {
    fc.assert(
      fc.property(campaignInput, (input) => {
        const taken = placed(input).map((o) => ({
          key: `${o.placement!.placeId}|${o.placement!.weekDay}`,
          start: minutesOf(o.placement!.startTime)!,
          end: minutesOf(o.placement!.endTime)!,
        }));
        for (const [i, a] of taken.entries()) {
          for (const b of taken.slice(i + 1)) {
            if (a.key === b.key) expect(a.end <= b.start || b.end <= a.start).toBe(true);
          }
        }
      }),
    );
  });

  it('places wishes only within the opening hours, on open dates of their week day', () => {
    fc.assert(
      fc.property(campaignInput, (input) => {
        for (const outcome of placed(input)) {
          const placement = outcome.placement!;
          const start = minutesOf(placement.startTime)!;
          const end = minutesOf(placement.endTime)!;
          expect(end).toBeGreaterThan(start);
          const opening = placeOf(input, placement.placeId).openingHours.filter(
            (hours) => hours.weekDay === placement.weekDay,
          );
          for (let minute = start; minute < end; minute++) {
            const open = opening.some(
              (hours) =>
                minutesOf(hours.startTime)! <= minute && minute < minutesOf(hours.endTime)!,
            );
            expect(open).toBe(true);
          }
          const facility = input.facilities.find((f) => f.id === outcome.facilityId)!;
          expect(placement.dates.length).toBeGreaterThan(0);
          for (const date of placement.dates) {
            expect(PERIOD_DATES).toContain(date);
            expect(isoWeekDayOfDate(date)).toBe(placement.weekDay);
            expect(facility.closures(date)).toBeNull();
          }
        }
      }),
    );
  });

  it('satisfies a wish only with its week day, within its hours, for its minimum duration', () => {
    fc.assert(
      fc.property(campaignInput, (input) => {
        const byId = new Map(input.wishes.map((w) => [w.id, w]));
        for (const outcome of placed(input)) {
          const wish = byId.get(outcome.wishId)!;
          const placement = outcome.placement!;
          const place = placeOf(input, placement.placeId);
          expect(placement.weekDay).toBe(wish.weekDay);
          expect(outcome.facilityId).toBe(wish.facilityId);
          expect(place.placeTypeId).toBe(
            wish.placeTypeId ?? placeOf(input, wish.placeId!).placeTypeId,
          );
          if (outcome.status !== 'allocated') continue;
          const start = minutesOf(placement.startTime)!;
          const end = minutesOf(placement.endTime)!;
          expect(start).toBeGreaterThanOrEqual(minutesOf(wish.startTime)!);
          expect(end).toBeLessThanOrEqual(minutesOf(wish.endTime)!);
          expect(end - start).toBeGreaterThanOrEqual(wish.minimumMinutes);
          if (wish.placeId !== null) expect(placement.placeId).toBe(wish.placeId);
        }
      }),
    );
  });

  it('gives the same outcomes whatever the order of facilities, places and wishes', () => {
    fc.assert(
      fc.property(campaignInput, fc.integer(), (input, seed) => {
        const shuffled: AllocationInput = {
          ...input,
          facilities: shuffle(
            input.facilities.map((f) => ({ ...f, places: shuffle(f.places, seed) })),
            seed,
          ),
          wishes: shuffle(input.wishes, seed + 1),
        };
        expect(allocateCampaign(shuffled)).toEqual(allocateCampaign(input));
      }),
    );
  });

  it('satisfies at least as many wishes as first come, first served', () => {
    fc.assert(
      fc.property(campaignInput, (input) => {
        const allocated = allocateCampaign(input).outcomes.filter((o) => o.status === 'allocated');
        expect(allocated.length).toBeGreaterThanOrEqual(firstComeFirstServed(input).size);
      }),
      { numRuns: 500 },
    );
  });
});

/** A deterministic shuffle (a small linear congruential generator), to replay failures. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
