import type { Interval } from '../availability/intervals.ts';
import type { AllocationInput } from './allocation-input.ts';
import { periodDays } from './campaign-week.ts';
import { compareIds, FacilityWeek, type PlaceWeek } from './facility-week.ts';
import { admitWish, wishesWithinLimit, type AdmittedWish } from './wish-admission.ts';

export interface ExactPlacement {
  wishId: string;
  week: PlaceWeek;
  weekDay: number;
  range: Interval;
}

/**
 * The yardstick of the allocation: the wishes in the order they were filed, each getting
 * exactly the hours it asked for on its place (or the first place of its type, by name) when
 * they are free and open, otherwise nothing.
 */
export function firstComeFirstServedOn(
  week: FacilityWeek,
  admitted: readonly AdmittedWish[],
): ExactPlacement[] {
  const placements: ExactPlacement[] = [];
  const inFilingOrder = [...admitted].sort(
    (a, b) => a.appliedAt - b.appliedAt || compareIds(a.wish.id, b.wish.id),
  );
  for (const wish of inFilingOrder) {
    const weekDay = wish.wish.weekDay;
    // The admitted wish may name the places of another week: the pass keeps to its own.
    const place = wish.eligible
      .map((candidate) => week.place(candidate.place.id))
      .find((candidate) => candidate && week.fits(candidate, weekDay, wish.requested));
    if (!place) continue;
    week.take(place, weekDay, wish.requested, wish.wish.id);
    placements.push({ wishId: wish.wish.id, week: place, weekDay, range: wish.requested });
  }
  return placements;
}

/** The ids of the wishes a first-come-first-served pass over the whole input satisfies. */
export function firstComeFirstServed(input: AllocationInput): Set<string> {
  const withinLimit = wishesWithinLimit(input.wishes, input.rules.wishesPerOrganization);
  const satisfied = new Set<string>();
  const days = periodDays(input.period);
  for (const facility of input.facilities) {
    const week = FacilityWeek.of(facility, days);
    const admitted = input.wishes
      .filter((wish) => wish.facilityId === facility.id)
      .map((wish) => admitWish(week, wish, withinLimit.has(wish.id)))
      .filter((wish) => typeof wish !== 'string');
    for (const placement of firstComeFirstServedOn(week, admitted)) {
      satisfied.add(placement.wishId);
    }
  }
  return satisfied;
}
