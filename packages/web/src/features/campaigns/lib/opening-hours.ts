import type { TimeSlot } from '@espaces/domain/api/time-slots';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import { isoWeekDayOfDate } from '@espaces/domain/booking/yearly-occurrences';
import { minutesOf } from '@espaces/domain/campaign/campaign-week';
import { formatTime } from '@espaces/domain/locale/format';

/** open[weekDay - 1][hour]: whether the place opens at some moment of that hour. */
export type OpenHours = boolean[][];

/**
 * The week whose opening windows stand for the period's (docs/campaigns.md#wishes): the first
 * whole week of the period of use, or, when none is published there yet, the same week a year
 * (52 weeks) before.
 */
export function referenceWeeks(useFrom: string): { start: string; end: string }[] {
  const monday = addDaysToDate(useFrom, (8 - isoWeekDayOfDate(useFrom)) % 7);
  return [monday, addDaysToDate(monday, -364)].map((day) => ({
    start: parisWallClockToUtc(day, '00:00').toISOString(),
    end: parisWallClockToUtc(addDaysToDate(day, 7), '00:00').toISOString(),
  }));
}

/** The hours of each week day that the windows of one week open, Paris wall clock. */
export function openHoursOf(
  windows: readonly Pick<TimeSlot, 'startDate' | 'endDate'>[],
): OpenHours {
  const open = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => false));
  for (const window of windows) {
    const start = new Date(window.startDate);
    const end = new Date(window.endDate);
    const day = parisDateOf(start);
    const from = minutesOf(formatTime(start)) ?? 0;
    // A window past midnight opens its first day until 24:00.
    const to = parisDateOf(end) === day ? (minutesOf(formatTime(end)) ?? 0) : 24 * 60;
    const hours = open[isoWeekDayOfDate(day) - 1]!;
    for (let hour = 0; hour < 24; hour += 1) {
      if (from < (hour + 1) * 60 && to > hour * 60) hours[hour] = true;
    }
  }
  return open;
}
