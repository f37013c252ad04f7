import { MIN_SLOT_MINUTES, SLOT_GRID_MINUTES } from '../booking/slot-rules.ts';
import type { Interval } from './intervals.ts';
import { addDaysToDate, parisDateOf, parisPartsOf } from './paris-time.ts';

/**
 * What a week calendar of a place shows first and how tall it is (docs/bookings.md
 * « Availability »): a requested slot must start in the future, on the 15-minute grid, and last
 * at least 30 minutes, so only the part of a free range that still holds such a slot can be
 * chosen; the rest of it is drawn as past. The calendar opens on the first week holding such a
 * part and spans the opening hours of the week shown, an hour either side.
 */

const MINUTE_MS = 60_000;
const GRID_MS = SLOT_GRID_MINUTES * MINUTE_MS;
const MIN_SLOT_MS = MIN_SLOT_MINUTES * MINUTE_MS;

/** The first quarter-hour strictly after `now`: the earliest start a requested slot may have. */
export function earliestSlotStart(now: number): number {
  // Paris is UTC+1 or UTC+2: whole hours, so Paris quarter-hours are UTC quarter-hours.
  return (Math.floor(now / GRID_MS) + 1) * GRID_MS;
}

/** The part of a free range that still holds a slot starting after `now`, or null. */
export function bookablePart(free: Interval, now: number): Interval | null {
  const start = Math.max(free.start, earliestSlotStart(now));
  return free.end - start >= MIN_SLOT_MS ? { start, end: free.end } : null;
}

export interface SplitFreeRanges {
  /** Parts that can still be chosen, in the order given. */
  bookable: Interval[];
  /** Parts gone by, or too short a remnant to hold a slot: drawn as past, never selectable. */
  past: Interval[];
}

/** Each free range cut at `now` into what can still be chosen and what cannot. */
export function splitFreeRangesAt(free: readonly Interval[], now: number): SplitFreeRanges {
  const split: SplitFreeRanges = { bookable: [], past: [] };
  for (const range of free) {
    if (!(range.end > range.start)) continue;
    const bookable = bookablePart(range, now);
    if (bookable === null) {
      split.past.push({ start: range.start, end: range.end });
      continue;
    }
    if (bookable.start > range.start) split.past.push({ start: range.start, end: bookable.start });
    split.bookable.push(bookable);
  }
  return split;
}

/** Monday (YYYY-MM-DD, Paris) of the week holding the Paris day `date`. */
export function mondayOf(date: string): string {
  const weekDay = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDaysToDate(date, -((weekDay + 6) % 7));
}

/**
 * The Monday (YYYY-MM-DD, Paris) of the first week holding a free range that can still be
 * chosen at or after `from` (the date the user came with; today when earlier or absent), or null
 * when none of `free` can.
 */
export function firstActionableWeek(
  free: readonly Interval[],
  now: number,
  from: number = now,
): string | null {
  // A slot must start after now, and from the day the user came with when that is later.
  const earliest = Math.max(earliestSlotStart(now), Math.ceil(from / GRID_MS) * GRID_MS);
  let first: number | null = null;
  for (const range of free) {
    const start = Math.max(range.start, earliest);
    if (range.end - start >= MIN_SLOT_MS && (first === null || start < first)) first = start;
  }
  return first === null ? null : mondayOf(parisDateOf(new Date(first)));
}

export interface HourSpan {
  /** Whole hours, Paris time: the grid shows [startHour:00, endHour:00). */
  startHour: number;
  endHour: number;
}

/** The span of a week without opening windows: the working day, where most windows lie. */
export const DEFAULT_HOUR_SPAN: HourSpan = { startHour: 8, endHour: 20 };

const MARGIN_HOURS = 1;

/**
 * The hours of the grid for the opening windows of the week shown: from an hour before the
 * earliest start to an hour after the latest end (Paris time), within 00:00–24:00. A window
 * running past midnight needs the whole day; no window at all gives the working day.
 */
export function weekHourSpan(windows: readonly Interval[]): HourSpan {
  let startHour = 24;
  let endHour = 0;
  for (const window of windows) {
    if (!(window.end > window.start)) continue;
    const start = parisPartsOf(new Date(window.start));
    const last = new Date(window.end - 1);
    if (parisDateOf(new Date(window.start)) !== parisDateOf(last))
      return { startHour: 0, endHour: 24 };
    const end = parisPartsOf(new Date(window.end));
    // A window ending at midnight ends on the next day at 00:00: 24 on its own day.
    const endsAt = end.hour === 0 && end.minute === 0 ? 24 : end.hour + (end.minute > 0 ? 1 : 0);
    startHour = Math.min(startHour, start.hour);
    endHour = Math.max(endHour, endsAt);
  }
  if (startHour >= endHour) return DEFAULT_HOUR_SPAN;
  return {
    startHour: Math.max(0, startHour - MARGIN_HOURS),
    endHour: Math.min(24, endHour + MARGIN_HOURS),
  };
}

/** FullCalendar's slotMinTime and slotMaxTime for a span ('08:00:00', '24:00:00'). */
export function hourSpanTimes(span: HourSpan): { slotMinTime: string; slotMaxTime: string } {
  const time = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
  return { slotMinTime: time(span.startHour), slotMaxTime: time(span.endHour) };
}
