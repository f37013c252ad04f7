import { sameInterval, toInterval, type DateRange } from '../availability/intervals.ts';
import {
  addDaysToDate,
  parisDateOf,
  parisTimeOf,
  parisWallClockToUtc,
} from '../availability/paris-time.ts';
import { weekdayOf } from '../agreement/slot-months.ts';
import { closureReasonOf, type ClosureCalendar } from '../closure/closures.ts';
import { formatDate, formatTime } from '../locale/format.ts';
import { byDistance, NEARBY_LIMIT, nearbyPlaceName, type NearbyFacility } from './nearby-places.ts';
import { overlapsAnyOf, slotProblems, SLOT_GRID_MINUTES, type SlotRange } from './slot-rules.ts';

/**
 * Alternatives to a requested slot found taken (docs/bookings.md#alternatives): the nearest
 * free slots of the same duration, which the organisation requests in one click.
 * - first the same place at other times of the same Paris day, nearest start first (at most
 *   SAME_DAY_LIMIT, so that the other kinds still show);
 * - then the same place, same time, the same weekday of the following week;
 * - then the other places of the same type in the facility at the requested time, by name;
 * - after those, at most NEARBY_LIMIT places of the same type in other facilities nearby at the
 *   requested time, nearest first (nearby-places.ts).
 * Every alternative passes the rules of a requested slot (slotProblems: inside one opening
 * window, on the grid, in the future), touches no closed day and overlaps no busy slot.
 */
export const MAX_ALTERNATIVES = 5;
export const SAME_DAY_LIMIT = 2;

export interface AlternativePlace {
  id: string;
  name: string;
  /** Its opening windows around the day and the following week. */
  windows: readonly SlotRange[];
  /** Its active booked slots over the same range. */
  busy: readonly SlotRange[];
}

/** A place of another facility: its own closed days, its facility's name, city and distance. */
export interface NearbyAlternativePlace extends AlternativePlace, NearbyFacility {
  closedOn: ClosureCalendar;
}

export type AlternativeKind = 'same-day' | 'next-week' | 'other-place' | 'nearby';

export interface SlotAlternative extends DateRange {
  kind: AlternativeKind;
  placeId: string;
  placeName: string;
  /** « Même espace, mardi 14/01/2027 19:00–21:00 », « Gymnase B, même horaire ». */
  label: string;
}

export interface SlotAlternativesInput {
  requested: DateRange;
  place: AlternativePlace;
  /** The other places of the same type in the same facility (the requested one left out). */
  siblings: readonly AlternativePlace[];
  /** The places of the same type in other facilities, within reach (nearby-places.ts). */
  nearby?: readonly NearbyAlternativePlace[];
  /** The facility's closed days: its places share them (docs/bookings.md#closures). */
  closedOn: ClosureCalendar;
  now: Date;
}

const MINUTE_MS = 60_000;

function isFreeIn(
  slot: DateRange,
  place: AlternativePlace,
  input: SlotAlternativesInput,
  closedOn = input.closedOn,
) {
  return (
    slotProblems(slot, place.windows, input.now).length === 0 &&
    closureReasonOf(slot, closedOn) === null &&
    !overlapsAnyOf(slot, place.busy)
  );
}

function samePlaceLabel(slot: DateRange): string {
  const day = `${weekdayOf(slot.startDate)} ${formatDate(slot.startDate)}`;
  return `Même espace, ${day} ${formatTime(slot.startDate)}–${formatTime(slot.endDate)}`;
}

/** The slots of the requested duration starting on the requested Paris day, on the grid. */
function sameDayCandidates(requested: DateRange): DateRange[] {
  const duration = requested.endDate.getTime() - requested.startDate.getTime();
  const day = parisDateOf(requested.startDate);
  const first = parisWallClockToUtc(day, '00:00').getTime();
  const last = parisWallClockToUtc(addDaysToDate(day, 1), '00:00').getTime();
  const candidates: DateRange[] = [];
  for (let start = first; start < last; start += SLOT_GRID_MINUTES * MINUTE_MS) {
    candidates.push({ startDate: new Date(start), endDate: new Date(start + duration) });
  }
  const distance = (slot: DateRange) =>
    Math.abs(slot.startDate.getTime() - requested.startDate.getTime());
  // Nearest first; of two as near, the earlier (a stable, deterministic order).
  return candidates.sort(
    (a, b) => distance(a) - distance(b) || a.startDate.getTime() - b.startDate.getTime(),
  );
}

/** The same Paris time a week later, for the same duration (a clock change may lie between). */
function nextWeekSlot(requested: DateRange): DateRange {
  const duration = requested.endDate.getTime() - requested.startDate.getTime();
  const start = parisWallClockToUtc(
    addDaysToDate(parisDateOf(requested.startDate), 7),
    parisTimeOf(requested.startDate),
  );
  return { startDate: start, endDate: new Date(start.getTime() + duration) };
}

/** Up to MAX_ALTERNATIVES (and NEARBY_LIMIT more) free slots near `requested`; pure. */
export function slotAlternatives(input: SlotAlternativesInput): SlotAlternative[] {
  const { requested, place } = input;
  const requestedInterval = toInterval(requested);
  const ofPlace = (slot: DateRange, kind: AlternativeKind): SlotAlternative => ({
    kind,
    placeId: place.id,
    placeName: place.name,
    ...slot,
    label: samePlaceLabel(slot),
  });
  const sameDay = sameDayCandidates(requested)
    .filter((slot) => !sameInterval(toInterval(slot), requestedInterval))
    .filter((slot) => isFreeIn(slot, place, input))
    .slice(0, SAME_DAY_LIMIT)
    .map((slot) => ofPlace(slot, 'same-day'));
  const nextWeek = nextWeekSlot(requested);
  const nextWeeks = isFreeIn(nextWeek, place, input) ? [ofPlace(nextWeek, 'next-week')] : [];
  const others = [...input.siblings]
    .filter((sibling) => sibling.id !== place.id)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((sibling) => isFreeIn(requested, sibling, input))
    .map((sibling): SlotAlternative => ({
      kind: 'other-place',
      placeId: sibling.id,
      placeName: sibling.name,
      startDate: requested.startDate,
      endDate: requested.endDate,
      label: `${sibling.name}, même horaire`,
    }));
  const nearby = byDistance(input.nearby ?? [])
    .filter((candidate) => isFreeIn(requested, candidate, input, candidate.closedOn))
    .slice(0, NEARBY_LIMIT)
    .map((candidate): SlotAlternative => ({
      kind: 'nearby',
      placeId: candidate.id,
      placeName: candidate.name,
      startDate: requested.startDate,
      endDate: requested.endDate,
      label: `${nearbyPlaceName(candidate.name, candidate)}, même horaire`,
    }));
  return [...[...sameDay, ...nextWeeks, ...others].slice(0, MAX_ALTERNATIVES), ...nearby];
}
