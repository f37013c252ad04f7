import { addDaysToDate } from '../availability/paris-time.ts';
import { mergeIntervals, type Interval } from '../availability/intervals.ts';
import { WEEK_DAYS } from '../booking/booking-labels.ts';
import { isoWeekDayOfDate } from '../booking/yearly-occurrences.ts';
import type { ClosureCalendar } from '../closure/closures.ts';
import { WALL_CLOCK_TIME } from '../locale/format.ts';

/**
 * The week of a campaign: weekly slots are Paris wall-clock ranges on an ISO week day
 * (1 = lundi … 7 = dimanche), kept as minutes since midnight; a slot takes place on every date
 * of its week day in the period that no closure shuts.
 */

export interface CampaignPeriod {
  /** First and last day of use, Paris dates YYYY-MM-DD, both included. */
  firstDay: string;
  lastDay: string;
}

/** Minutes since midnight of a valid HH:mm, or null. */
export function minutesOf(time: string): number | null {
  if (!WALL_CLOCK_TIME.test(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** HH:mm of minutes since midnight (24:00 for the end of the day). */
export function timeOfMinutes(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** « mardi » */
export function weekDayName(weekDay: number): string {
  return (WEEK_DAYS.find((day) => day.value === weekDay)?.label ?? '').toLowerCase();
}

/** « mardis » */
export function weekDayPlural(weekDay: number): string {
  return WEEK_DAYS.find((day) => day.value === weekDay)?.plural ?? 'jours';
}

/** « 18:00–20:00 » */
export function timeRangeLabel(range: Interval): string {
  return `${timeOfMinutes(range.start)}–${timeOfMinutes(range.end)}`;
}

export interface PeriodDay {
  date: string;
  weekDay: number;
}

/** Every day of the period with its ISO week day, computed once per allocation. */
export function periodDays(period: CampaignPeriod): PeriodDay[] {
  const days: PeriodDay[] = [];
  if (!(period.firstDay <= period.lastDay)) return days;
  let weekDay = isoWeekDayOfDate(period.firstDay);
  for (let date = period.firstDay; date <= period.lastDay; date = addDaysToDate(date, 1)) {
    days.push({ date, weekDay });
    weekDay = (weekDay % 7) + 1;
  }
  return days;
}

/**
 * The dates of the period on which the facility is open, per ISO week day (index 1…7; index 0
 * unused).
 */
export function openDatesByWeekDay(
  days: readonly PeriodDay[],
  closures: ClosureCalendar,
): readonly (readonly string[])[] {
  const dates: string[][] = [[], [], [], [], [], [], [], []];
  for (const { date, weekDay } of days) {
    if (closures(date) === null) dates[weekDay]!.push(date);
  }
  return dates;
}

/** A place's merged opening ranges on a week day, in minutes (an end at 24:00 is midnight). */
export function openingOnWeekDay(
  hours: readonly { weekDay: number; startTime: string; endTime: string }[],
  weekDay: number,
): Interval[] {
  const ranges: Interval[] = [];
  for (const range of hours) {
    if (range.weekDay !== weekDay) continue;
    const start = minutesOf(range.startTime);
    const end = range.endTime === '24:00' ? 24 * 60 : minutesOf(range.endTime);
    if (start !== null && end !== null && end > start) ranges.push({ start, end });
  }
  return mergeIntervals(ranges);
}
