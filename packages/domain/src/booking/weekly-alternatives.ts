import type { BookingQuery } from '../api/bookings.ts';
import {
  indexOfContaining,
  mergeIntervals,
  overlapsAny,
  toInterval,
  type Interval,
} from '../availability/intervals.ts';
import { addDaysToDate, parisDateOf, parisWallClockToUtc } from '../availability/paris-time.ts';
import { closureReasonOf, type ClosureCalendar } from '../closure/closures.ts';
import { countOf } from '../locale/french.ts';
import { describeWeeklyQuery, SLOT_NOUN } from './booking-labels.ts';
import { byDistance, NEARBY_LIMIT, nearbyPlaceName, type NearbyFacility } from './nearby-places.ts';
import { slotProblems, SLOT_GRID_MINUTES, type SlotRange } from './slot-rules.ts';
import {
  isoWeekDayOfDate,
  slotMatchesQuery,
  yearlyOccurrences,
  type Occurrence,
} from './yearly-occurrences.ts';

/**
 * Alternatives to a yearly request found taken (docs/bookings.md#alternatives): other weekly
 * queries free on every occurrence of the requested period, which the organisation requests
 * in one click (the query and its occurrences come with each alternative).
 * - The requested period is its weeks: those holding an occurrence of the requested query, as
 *   the request would send them (after now, until the place's last opening window, inside one
 *   window, not on a closed day), taken or not.
 * - An alternative has, in each of those weeks, its own occurrence (its weekday, its hours),
 *   skipped when in the past or on a closed day of its place, as the request's would be;
 *   every other one passes the slot rules (one opening window, grid, future) and overlaps no
 *   active slot; at least one is left.
 * Order: the same place the same weekday at other times, nearest start first (at most
 * SAME_DAY_LIMIT); the same place at the same hours on other weekdays, nearest day first (at
 * most OTHER_DAY_LIMIT); the other places of the type in the facility, by name; then at most
 * NEARBY_LIMIT places of other facilities nearby, nearest first.
 */
export const MAX_WEEKLY_ALTERNATIVES = 5;
export const SAME_DAY_LIMIT = 2;
export const OTHER_DAY_LIMIT = 2;

export interface WeeklyAlternativePlace {
  id: string;
  name: string;
  /** Its opening windows over the period, disjoint (by start). */
  windows: readonly SlotRange[];
  /** Its active booked slots over the period, disjoint (by start). */
  busy: readonly SlotRange[];
}

/** A place of another facility: its own closed days, its facility's name, city and distance. */
export interface NearbyWeeklyPlace extends WeeklyAlternativePlace, NearbyFacility {
  closedOn: ClosureCalendar;
}

export type WeeklyAlternativeKind = 'same-day' | 'other-day' | 'other-place' | 'nearby';

export interface WeeklyAlternative {
  kind: WeeklyAlternativeKind;
  placeId: string;
  placeName: string;
  query: BookingQuery;
  /** Its occurrences in the requested weeks, by start: what the request sends. */
  bookingSlots: Occurrence[];
  /** « Même espace, tous les jeudis de 19:00 à 21:00 (30 créneaux) ». */
  label: string;
}

export interface WeeklyAlternativesInput {
  query: BookingQuery;
  place: WeeklyAlternativePlace;
  /** The other places of the same type in the same facility. */
  siblings: readonly WeeklyAlternativePlace[];
  /** The places of the same type in other facilities, within reach (nearby-places.ts). */
  nearby?: readonly NearbyWeeklyPlace[];
  /** The facility's closed days, shared by its places. */
  closedOn: ClosureCalendar;
  /** The end of the place's last opening window: the requested period ends there. */
  periodEnd: Date;
  now: Date;
}

const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The Mondays (Paris dates) of the weeks the requested query covers. */
export function requestedWeeks(input: WeeklyAlternativesInput): string[] {
  const windows = sortedIntervals(input.place.windows);
  return yearlyOccurrences(input.query, input.now, input.periodEnd)
    .filter(
      (occurrence) =>
        indexOfContaining(windows, toInterval(occurrence)) >= 0 &&
        closureReasonOf(occurrence, input.closedOn) === null,
    )
    .map((occurrence) => {
      const day = parisDateOf(occurrence.startDate);
      return addDaysToDate(day, 1 - isoWeekDayOfDate(day));
    });
}

interface Searchable {
  windows: Interval[];
  busy: Interval[];
  closedOn: ClosureCalendar;
}

function sortedIntervals(ranges: readonly SlotRange[]): Interval[] {
  return ranges.map(toInterval).sort((a, b) => a.start - b.start);
}

/**
 * The occurrences of `query` in `weeks` that the request would send, when every one of them
 * is free at the place; null when one is not, or none is left.
 */
export function freeOccurrences(
  query: BookingQuery,
  weeks: readonly string[],
  place: Searchable,
  now: Date,
): Occurrence[] | null {
  const occurrences: Occurrence[] = [];
  for (const monday of weeks) {
    const day = addDaysToDate(monday, query.weekDay - 1);
    const slot = {
      startDate: parisWallClockToUtc(day, query.startTime),
      endDate: parisWallClockToUtc(day, query.endTime),
    };
    // Skipped as the request skips them: hours the clock change removes, the past, closed days.
    if (!slotMatchesQuery(slot, query) || slot.startDate.getTime() <= now.getTime()) continue;
    if (closureReasonOf(slot, place.closedOn) !== null) continue;
    const interval = toInterval(slot);
    const window = place.windows[indexOfContaining(place.windows, interval)];
    if (!window) return null;
    const within = [{ startDate: new Date(window.start), endDate: new Date(window.end) }];
    if (slotProblems(slot, within, now).length > 0) return null;
    if (overlapsAny(place.busy, interval)) return null;
    occurrences.push(slot);
  }
  return occurrences.length > 0 ? occurrences : null;
}

/** The same weekday at other hours of the same duration, on the grid, nearest start first. */
function sameDayQueries(query: BookingQuery): BookingQuery[] {
  const start = minutesOf(query.startTime);
  const duration = minutesOf(query.endTime) - start;
  const queries: BookingQuery[] = [];
  for (let minutes = 0; minutes + duration < DAY_MINUTES; minutes += SLOT_GRID_MINUTES) {
    if (minutes === start) continue;
    queries.push({
      weekDay: query.weekDay,
      startTime: timeOf(minutes),
      endTime: timeOf(minutes + duration),
    });
  }
  const distance = (other: BookingQuery) => Math.abs(minutesOf(other.startTime) - start);
  return queries.sort(
    (a, b) => distance(a) - distance(b) || minutesOf(a.startTime) - minutesOf(b.startTime),
  );
}

/** The other weekdays at the same hours, nearest day first (as near: the earlier). */
function otherDayQueries(query: BookingQuery): BookingQuery[] {
  return [1, 2, 3, 4, 5, 6, 7]
    .filter((day) => day !== query.weekDay)
    .sort((a, b) => Math.abs(a - query.weekDay) - Math.abs(b - query.weekDay) || a - b)
    .map((weekDay) => ({ ...query, weekDay }));
}

const byName = <T extends { id: string; name: string }>(places: readonly T[]) =>
  [...places].sort(
    (a, b) => a.name.localeCompare(b.name, 'fr') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

/** Up to MAX_WEEKLY_ALTERNATIVES (and NEARBY_LIMIT more) weekly alternatives; pure. */
export function weeklyAlternatives(input: WeeklyAlternativesInput): WeeklyAlternative[] {
  const { query, place, now } = input;
  if (minutesOf(query.endTime) <= minutesOf(query.startTime)) return [];
  const weeks = requestedWeeks(input);
  if (weeks.length === 0) return [];
  const searchable = (candidate: WeeklyAlternativePlace, closedOn: ClosureCalendar) => ({
    windows: sortedIntervals(candidate.windows),
    // Merged: a binary search over them needs them disjoint.
    busy: mergeIntervals(candidate.busy.map(toInterval)),
    closedOn,
  });
  const own = searchable(place, input.closedOn);
  const count = (slots: readonly Occurrence[]) => countOf(slots.length, SLOT_NOUN);

  const ofPlace = (kind: WeeklyAlternativeKind, limit: number, queries: BookingQuery[]) => {
    const found: WeeklyAlternative[] = [];
    for (const candidate of queries) {
      if (found.length >= limit) break;
      const slots = freeOccurrences(candidate, weeks, own, now);
      if (!slots) continue;
      const when = describeWeeklyQuery(candidate).replace(/^T/, 't');
      found.push({
        kind,
        placeId: place.id,
        placeName: place.name,
        query: candidate,
        bookingSlots: slots,
        label: `Même espace, ${when} (${count(slots)})`,
      });
    }
    return found;
  };

  const sameHours = (
    kind: WeeklyAlternativeKind,
    candidate: WeeklyAlternativePlace,
    closedOn: ClosureCalendar,
    name: string,
  ): WeeklyAlternative | null => {
    const slots = freeOccurrences(query, weeks, searchable(candidate, closedOn), now);
    if (!slots) return null;
    return {
      kind,
      placeId: candidate.id,
      placeName: candidate.name,
      query,
      bookingSlots: slots,
      label: `${name}, même horaire (${count(slots)})`,
    };
  };

  const others = byName(input.siblings.filter((sibling) => sibling.id !== place.id))
    .map((sibling) => sameHours('other-place', sibling, input.closedOn, sibling.name))
    .filter((alternative) => alternative !== null);
  const nearby: WeeklyAlternative[] = [];
  for (const candidate of byDistance(input.nearby ?? [])) {
    if (nearby.length >= NEARBY_LIMIT) break;
    const name = nearbyPlaceName(candidate.name, candidate);
    const alternative = sameHours('nearby', candidate, candidate.closedOn, name);
    if (alternative) nearby.push(alternative);
  }
  return [
    ...[
      ...ofPlace('same-day', SAME_DAY_LIMIT, sameDayQueries(query)),
      ...ofPlace('other-day', OTHER_DAY_LIMIT, otherDayQueries(query)),
      ...others,
    ].slice(0, MAX_WEEKLY_ALTERNATIVES),
    ...nearby,
  ];
}
