import type { WeekTimeSlotAction } from '../api/time-slots.ts';
import type { Interval } from './intervals.ts';
import {
  addDaysToDate,
  daysBetweenDates,
  parisDateOf,
  parisTimeOf,
  parisWallClockToUtc,
} from './paris-time.ts';

/**
 * Weekly repetition of an opening window (« week time slot action »,
 * docs/bookings.md#opening-windows):
 * - the first window [startDate, endDate) gives the day of the week and the Paris hours;
 * - it is repeated every 7 days, at the same Paris hours (18:00 stays 18:00 after the clock
 *   changes of the last Sundays of March and October), as long as the occurrence's start day
 *   is at most the day `until` (included, Paris calendar);
 * - precision is the minute; an occurrence that a clock change would make empty
 *   (end ≤ start) is left out;
 * - the repetition covers at most MAX_WEEKLY_OCCURRENCES weeks (about two years).
 */
export const MAX_WEEKLY_OCCURRENCES = 105;

export type WeeklyPattern = Pick<WeekTimeSlotAction, 'startDate' | 'endDate' | 'until'>;

/** Number of weekly occurrences the pattern asks for (0 when `until` precedes the first). */
export function weeklyOccurrenceCount(pattern: WeeklyPattern): number {
  const firstDay = parisDateOf(new Date(pattern.startDate));
  const days = daysBetweenDates(firstDay, pattern.until);
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/** The concrete opening windows of a weekly pattern, at most MAX_WEEKLY_OCCURRENCES of them. */
export function expandWeeklyPattern(pattern: WeeklyPattern): Interval[] {
  const start = new Date(pattern.startDate);
  const end = new Date(pattern.endDate);
  const startDay = parisDateOf(start);
  const endDay = parisDateOf(end);
  const startTime = parisTimeOf(start);
  const endTime = parisTimeOf(end);
  const count = Math.min(weeklyOccurrenceCount(pattern), MAX_WEEKLY_OCCURRENCES);
  const occurrences: Interval[] = [];
  for (let week = 0; week < count; week++) {
    const occurrence = {
      start: parisWallClockToUtc(addDaysToDate(startDay, 7 * week), startTime).getTime(),
      end: parisWallClockToUtc(addDaysToDate(endDay, 7 * week), endTime).getTime(),
    };
    if (occurrence.end > occurrence.start) occurrences.push(occurrence);
  }
  return occurrences;
}
