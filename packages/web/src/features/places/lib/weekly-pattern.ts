import type { WeekTimeSlotAction } from '@espaces/domain/api/time-slots';
import { TIME_ZONE } from '@espaces/domain/locale/format';
import { dayjs } from '@espaces/domain/locale/dayjs-fr';

/** ISO week days, Monday first (SPEC §1: the week starts on Monday). */
export const WEEK_DAYS = [
  { value: 1, label: 'Lundi' },
  { value: 2, label: 'Mardi' },
  { value: 3, label: 'Mercredi' },
  { value: 4, label: 'Jeudi' },
  { value: 5, label: 'Vendredi' },
  { value: 6, label: 'Samedi' },
  { value: 7, label: 'Dimanche' },
] as const;

/**
 * « Ajouter des créneaux récurrents »: the same Paris wall-clock window on the chosen week
 * days, from `from` to `until` (both YYYY-MM-DD, Paris calendar days, inclusive).
 */
export interface WeeklyPattern {
  weekDays: readonly number[];
  /** HH:mm, Paris wall clock (DESIGN §4). */
  startTime: string;
  endTime: string;
  from: string;
  until: string;
}

const DAY = 'YYYY-MM-DD';

/** ISO week day (1 = Monday … 7 = Sunday) of a calendar day, whatever the process time zone. */
function isoWeekDayOf(day: string): number {
  const weekDay = dayjs.utc(day).day();
  return weekDay === 0 ? 7 : weekDay;
}

/** The first calendar day on or after `from` that falls on `weekDay`. */
export function firstOccurrence(from: string, weekDay: number): string {
  const shift = (weekDay - isoWeekDayOf(from) + 7) % 7;
  return dayjs.utc(from).add(shift, 'day').format(DAY);
}

/** An instant from a Paris calendar day and wall-clock time: DST-safe (DESIGN §5). */
export function parisInstant(day: string, time: string): string {
  return dayjs.tz(`${day} ${time}`, TIME_ZONE).toISOString();
}

/**
 * One week time slot action per chosen day (DESIGN §5): its startDate and endDate are the
 * first occurrence on or after `from`, in Paris time; the server repeats that wall-clock
 * window every week up to `until`. A day whose first occurrence falls after `until` has
 * nothing to repeat and is left out.
 */
export function weekTimeSlotActionsFor(pattern: WeeklyPattern): WeekTimeSlotAction[] {
  return [...new Set(pattern.weekDays)]
    .sort((a, b) => a - b)
    .map((weekDay) => firstOccurrence(pattern.from, weekDay))
    .filter((day) => day <= pattern.until)
    .map((day) => ({
      action: 'add' as const,
      startDate: parisInstant(day, pattern.startTime),
      endDate: parisInstant(day, pattern.endTime),
      until: pattern.until,
    }));
}
