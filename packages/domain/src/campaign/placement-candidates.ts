import { contains, type Interval } from '../availability/intervals.ts';
import type { FacilityWeek, PlaceWeek } from './facility-week.ts';
import type { AdmittedWish } from './wish-admission.ts';

/**
 * Where a wish may go, best first:
 * - `exact`: the hours asked for, on the place asked for (or a place of the type asked for);
 * - `withinRange`: part of those hours, at least the minimum duration, on the same places;
 * - then alternatives to propose: `otherPlace` (another place of the type at those hours),
 *   `otherTime` (the same places another time of the same day, nearest first),
 *   `otherPlaceAndTime`.
 * The first two satisfy the wish; the others are offers the organisation accepts or declines.
 */
export type CandidateKind =
  'exact' | 'withinRange' | 'otherPlace' | 'otherTime' | 'otherPlaceAndTime';

export interface Candidate {
  week: PlaceWeek;
  range: Interval;
  kind: CandidateKind;
}

export const SATISFYING_KINDS: ReadonlySet<CandidateKind> = new Set(['exact', 'withinRange']);

export function* placementCandidates(
  facility: FacilityWeek,
  wish: AdmittedWish,
): Generator<Candidate> {
  const weekDay = wish.wish.weekDay;
  for (const week of wish.eligible) {
    if (facility.fits(week, weekDay, wish.requested)) {
      yield { week, range: wish.requested, kind: 'exact' };
    }
  }
  yield* withinRange(facility, wish, wish.eligible, 'withinRange');
  for (const week of wish.others) {
    if (facility.fits(week, weekDay, wish.requested)) {
      yield { week, range: wish.requested, kind: 'otherPlace' };
    }
  }
  yield* withinRange(facility, wish, wish.others, 'otherPlace');
  yield* otherTimes(facility, wish, wish.eligible, 'otherTime');
  yield* otherTimes(facility, wish, wish.others, 'otherPlaceAndTime');
}

/** The free parts of the asked hours, longest first. */
function withinRange(
  facility: FacilityWeek,
  wish: AdmittedWish,
  places: readonly PlaceWeek[],
  kind: CandidateKind,
): Candidate[] {
  const candidates: (Candidate & { order: number })[] = [];
  places.forEach((week, order) => {
    for (const free of facility.freeRanges(week, wish.wish.weekDay)) {
      const range = {
        start: Math.max(free.start, wish.requested.start),
        end: Math.min(free.end, wish.requested.end),
      };
      const length = range.end - range.start;
      if (length >= wish.minimum && length < wish.requested.end - wish.requested.start) {
        candidates.push({ week, range, kind, order });
      }
    }
  });
  return candidates.sort(
    (a, b) =>
      b.range.end - b.range.start - (a.range.end - a.range.start) ||
      a.order - b.order ||
      a.range.start - b.range.start,
  );
}

/**
 * The same day at other hours: in each free range, the asked duration (or all the range when it
 * is shorter, if it reaches the minimum) as near as possible to the asked start; full duration
 * first, then the smallest move, then the earliest.
 */
function otherTimes(
  facility: FacilityWeek,
  wish: AdmittedWish,
  places: readonly PlaceWeek[],
  kind: CandidateKind,
): Candidate[] {
  const asked = wish.requested.end - wish.requested.start;
  const candidates: (Candidate & { order: number; shortened: boolean; move: number })[] = [];
  places.forEach((week, order) => {
    for (const free of facility.freeRanges(week, wish.wish.weekDay)) {
      const length = Math.min(asked, free.end - free.start);
      if (length < wish.minimum) continue;
      const start = Math.min(Math.max(wish.requested.start, free.start), free.end - length);
      const range = { start, end: start + length };
      if (contains(wish.requested, range)) continue;
      candidates.push({
        week,
        range,
        kind,
        order,
        shortened: length < asked,
        move: Math.abs(start - wish.requested.start),
      });
    }
  });
  return candidates.sort(
    (a, b) =>
      Number(a.shortened) - Number(b.shortened) ||
      a.move - b.move ||
      a.range.start - b.range.start ||
      a.order - b.order,
  );
}
