import { addDaysToDate, parisDateOf, parisWallClockToUtc } from '../availability/paris-time.ts';
import { publicHolidayReason, publicHolidaysOf } from './public-holidays.ts';
import { SCHOOL_HOLIDAY_PERIODS } from './school-holidays-data.ts';
import { schoolHolidayReason, type SchoolHolidayPeriod } from './school-holidays.ts';
import type { SchoolZone } from './school-zones.ts';

/**
 * Closures (docs/bookings.md#closures): the days when a place cannot be booked.
 * - A facility's staff (its administrators) and territory administrators declare closures
 *   (holidays, works, exams, other) for a facility or a whole territory, from the first to
 *   the last day included (Paris dates), one year at most.
 * - Public holidays close the facilities that chose so.
 * - School holidays close a facility that chose its zone (otherwise it stays open during
 *   the holidays).
 * - A slot is closed as soon as it touches a closed day (Paris time); the reason shown is,
 *   in this order: the declared closure (its label), the public holiday, the holidays.
 */

export const CLOSURE_KINDS = ['holidays', 'works', 'exams', 'other'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

export const CLOSURE_KIND_LABELS: Record<ClosureKind, string> = {
  holidays: 'Vacances',
  works: 'Travaux',
  exams: 'Examens',
  other: 'Autre fermeture',
};

export const CLOSURE_SCOPES = ['facility', 'territory'] as const;

/** A longer closure is a facility that closed: it is deactivated, not closed (decisions.md). */
export const MAX_CLOSURE_DAYS = 366;

export interface DeclaredClosure {
  /** First and last closed day, Paris calendar dates YYYY-MM-DD, both included. */
  from: string;
  to: string;
  label: string;
}

/** What closes a place: its facility's and territory's closures and the facility's zone. */
export interface ClosureSources {
  declared: readonly DeclaredClosure[];
  schoolZone: SchoolZone | null;
  publicHolidays: boolean;
  schoolHolidays?: readonly SchoolHolidayPeriod[];
}

/** The reason a Paris day is closed, or null when it is open. */
export type ClosureCalendar = (date: string) => string | null;

export function closureCalendar(sources: ClosureSources): ClosureCalendar {
  const periods = (sources.schoolHolidays ?? SCHOOL_HOLIDAY_PERIODS).filter(
    (period) => period.zone === sources.schoolZone,
  );
  return (date) => {
    const declared = sources.declared.find((closure) => closure.from <= date && date <= closure.to);
    if (declared) return declared.label;
    const holiday =
      sources.publicHolidays &&
      publicHolidaysOf(Number(date.slice(0, 4))).find((day) => day.date === date);
    if (holiday) return publicHolidayReason(holiday);
    const school = periods.find((period) => period.firstDay <= date && date <= period.lastDay);
    return school ? schoolHolidayReason(school) : null;
  };
}

/** The Paris days an instant range touches (its end excluded). */
export function parisDaysOf(range: { startDate: Date; endDate: Date }): string[] {
  const first = parisDateOf(range.startDate);
  const last = parisDateOf(new Date(range.endDate.getTime() - 1));
  if (first > last) return [];
  // Most ranges (opening windows, slots) lie within one day: no calendar arithmetic for them.
  const days = [first];
  for (let day = first; day < last;) {
    day = addDaysToDate(day, 1);
    days.push(day);
  }
  return days;
}

/** Why a range cannot be booked because of a closure, or null when no day of it is closed. */
export function closureReasonOf(
  range: { startDate: Date; endDate: Date },
  calendar: ClosureCalendar,
): string | null {
  for (const day of parisDaysOf(range)) {
    const reason = calendar(day);
    if (reason !== null) return reason;
  }
  return null;
}

/** The closed days between two Paris dates (inclusive) with their reason, in order. */
export function closedDaysBetween(
  calendar: ClosureCalendar,
  from: string,
  to: string,
): { date: string; reason: string }[] {
  const days: { date: string; reason: string }[] = [];
  for (let day = from; day <= to; day = addDaysToDate(day, 1)) {
    const reason = calendar(day);
    if (reason !== null) days.push({ date: day, reason });
  }
  return days;
}

/** The closed days between two dates grouped into periods of one reason (for the page). */
export function closedPeriodsBetween(
  calendar: ClosureCalendar,
  from: string,
  to: string,
): { from: string; to: string; reason: string }[] {
  const periods: { from: string; to: string; reason: string }[] = [];
  for (const { date, reason } of closedDaysBetween(calendar, from, to)) {
    const last = periods.at(-1);
    if (last && last.reason === reason && addDaysToDate(last.to, 1) === date) last.to = date;
    else periods.push({ from: date, to: date, reason });
  }
  return periods;
}

/** The closed parts of a range, a Paris day each (clipped to the range), with their reason. */
export function closedPartsOf(
  range: { startDate: Date; endDate: Date },
  calendar: ClosureCalendar,
): { startDate: Date; endDate: Date; reason: string }[] {
  return parisDaysOf(range).flatMap((day) => {
    const reason = calendar(day);
    if (reason === null) return [];
    const dayStart = parisWallClockToUtc(day, '00:00');
    const dayEnd = parisWallClockToUtc(addDaysToDate(day, 1), '00:00');
    return [
      {
        startDate: dayStart > range.startDate ? dayStart : range.startDate,
        endDate: dayEnd < range.endDate ? dayEnd : range.endDate,
        reason,
      },
    ];
  });
}

/**
 * What closes the facilities closed on public holidays, or those of a zone, on some day of a
 * range: the search filters on these in SQL (the declared closures are rows it joins).
 */
export function nationwideClosuresOf(
  range: { startDate: Date; endDate: Date },
  schoolHolidays: readonly SchoolHolidayPeriod[] = SCHOOL_HOLIDAY_PERIODS,
): { publicHoliday: boolean; closedZones: SchoolZone[]; days: string[] } {
  const days = parisDaysOf(range);
  const publicHoliday = days.some((day) =>
    publicHolidaysOf(Number(day.slice(0, 4))).some((holiday) => holiday.date === day),
  );
  const closedZones = [
    ...new Set(
      schoolHolidays
        .filter((period) => days.some((day) => period.firstDay <= day && day <= period.lastDay))
        .map((period) => period.zone),
    ),
  ];
  return { publicHoliday, closedZones, days };
}
