import {
  addDaysToDate,
  parisDateOf,
  parisTimeOf,
  parisWallClockToUtc,
} from '../availability/paris-time.ts';
import type { BookingQuery } from '../api/bookings.ts';

/**
 * Yearly booking (docs/bookings.md#yearly-bookings):
 * - `weekDay` 1 (Monday) … 7 (Sunday), `startTime` and `endTime` as HH:mm, Paris time;
 * - occurrences run from the first one starting after now to the end of the place's last
 *   opening window (an occurrence must end at that end at the latest);
 * - each occurrence keeps Paris time: a Tuesday 18:00–20:00 stays 18:00–20:00 after the
 *   clock changes of the last Sundays of March and October;
 * - at most MAX_YEARLY_OCCURRENCES occurrences (a little over two years).
 */
export const MAX_YEARLY_OCCURRENCES = 110;

export interface Occurrence {
  startDate: Date;
  endDate: Date;
}

/** ISO day of the week (1 = Monday … 7 = Sunday) of a calendar day YYYY-MM-DD. */
export function isoWeekDayOfDate(date: string): number {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return ((sundayFirst + 6) % 7) + 1;
}

/** The first calendar day (YYYY-MM-DD) on or after `from` that falls on ISO `weekDay`. */
export function firstDayOnWeekDay(from: string, weekDay: number): string {
  return addDaysToDate(from, (weekDay - isoWeekDayOfDate(from) + 7) % 7);
}

export function yearlyOccurrences(
  query: BookingQuery,
  fromDate: Date,
  lastWindowEnd: Date,
): Occurrence[] {
  const firstDay = parisDateOf(fromDate);
  let day = firstDayOnWeekDay(firstDay, query.weekDay);
  const occurrences: Occurrence[] = [];
  while (occurrences.length < MAX_YEARLY_OCCURRENCES) {
    const startDate = parisWallClockToUtc(day, query.startTime);
    const endDate = parisWallClockToUtc(day, query.endTime);
    if (endDate > lastWindowEnd) break;
    // On the spring clock-change Sunday 02:00–03:00 does not exist: an occurrence starting or
    // ending in that hour is left out rather than moved to hours nobody asked for.
    const exists = slotMatchesQuery({ startDate, endDate }, query);
    if (exists && startDate > fromDate && endDate > startDate) {
      occurrences.push({ startDate, endDate });
    }
    day = addDaysToDate(day, 7);
  }
  return occurrences;
}

/** Does a slot fall on the query's day and Paris hours (one occurrence of it)? */
export function slotMatchesQuery(
  slot: { startDate: Date | string; endDate: Date | string },
  query: BookingQuery,
): boolean {
  const start = new Date(slot.startDate);
  const end = new Date(slot.endDate);
  const day = parisDateOf(start);
  return (
    isoWeekDayOfDate(day) === query.weekDay &&
    parisDateOf(end) === day &&
    parisTimeOf(start) === query.startTime &&
    parisTimeOf(end) === query.endTime
  );
}
