import type { Interval } from '../availability/intervals.ts';
import type { AllocationWish } from './allocation-input.ts';
import { compareIds, type FacilityWeek, type PlaceWeek } from './facility-week.ts';
import { minutesOf } from './campaign-week.ts';
import { rankedWish, type RankedWish } from './wish-priority.ts';

/** Why a wish takes part in no allocation at all. */
export type Refusal = 'beyondWishLimit' | 'unknownPlace' | 'noPlaceOfType' | 'invalidHours';

/** A wish the allocation considers, with the places it may take. */
export interface AdmittedWish extends RankedWish {
  requested: Interval;
  minimum: number;
  /** The place asked for, or every place of the type that holds the group. */
  eligible: PlaceWeek[];
  /** Other places of the asked place's type that hold the group (alternatives). */
  others: PlaceWeek[];
}

/**
 * The ids of the wishes within the organisations' limit: each organisation's first
 * `limit` wishes by rank (then id, for equal ranks).
 */
export function wishesWithinLimit(wishes: readonly AllocationWish[], limit: number): Set<string> {
  const byOrganization = new Map<string, AllocationWish[]>();
  for (const wish of wishes) {
    const list = byOrganization.get(wish.organization.id) ?? [];
    list.push(wish);
    byOrganization.set(wish.organization.id, list);
  }
  const within = new Set<string>();
  for (const list of byOrganization.values()) {
    list.sort((a, b) => a.rank - b.rank || compareIds(a.id, b.id));
    for (const wish of list.slice(0, Math.max(0, limit))) within.add(wish.id);
  }
  return within;
}

const holds = (week: PlaceWeek, participants: number) =>
  week.place.capacity === null || week.place.capacity >= participants;

export function admitWish(
  week: FacilityWeek,
  wish: AllocationWish,
  withinLimit: boolean,
): AdmittedWish | Refusal {
  if (!withinLimit) return 'beyondWishLimit';
  const start = minutesOf(wish.startTime);
  const end = minutesOf(wish.endTime);
  if (start === null || end === null || end <= start || wish.weekDay < 1 || wish.weekDay > 7) {
    return 'invalidHours';
  }
  const requested = { start, end };
  const minimum = Math.min(Math.max(1, Math.ceil(wish.minimumMinutes) || 1), end - start);
  const ranked = rankedWish(wish, week.facility.commune);
  if (wish.placeId !== null) {
    const asked = week.place(wish.placeId);
    if (!asked) return 'unknownPlace';
    const others = week.places.filter(
      (other) =>
        other !== asked &&
        other.place.placeTypeId === asked.place.placeTypeId &&
        holds(other, wish.participants),
    );
    return { ...ranked, requested, minimum, eligible: [asked], others };
  }
  const eligible = week.places.filter(
    (candidate) =>
      candidate.place.placeTypeId === wish.placeTypeId && holds(candidate, wish.participants),
  );
  if (eligible.length === 0) return 'noPlaceOfType';
  return { ...ranked, requested, minimum, eligible, others: [] };
}
