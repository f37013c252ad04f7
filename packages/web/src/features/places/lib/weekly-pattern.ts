import type { WeekTimeSlotAction } from '@espaces/domain/api/time-slots';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { firstDayOnWeekDay } from '@espaces/domain/booking/yearly-occurrences';

/**
 * « Ajouter des créneaux récurrents »: the same Paris wall-clock window on the chosen week
 * days, from `from` to `until` (both YYYY-MM-DD, Paris calendar days, inclusive).
 */
export interface WeeklyPattern {
  weekDays: readonly number[];
  /** HH:mm, Paris wall clock (docs/api.md#money-and-dates). */
  startTime: string;
  endTime: string;
  from: string;
  until: string;
}

/**
 * One week time slot action per chosen day (docs/bookings.md#opening-windows): its startDate and
 * endDate are the first occurrence on or after `from`, in Paris time; the server repeats that
 * wall-clock window every week up to `until`. A day whose first occurrence falls after `until` has
 * nothing to repeat and is left out.
 */
export function weekTimeSlotActionsFor(pattern: WeeklyPattern): WeekTimeSlotAction[] {
  return [...new Set(pattern.weekDays)]
    .sort((a, b) => a - b)
    .map((weekDay) => firstDayOnWeekDay(pattern.from, weekDay))
    .filter((day) => day <= pattern.until)
    .map((day) => ({
      action: 'add' as const,
      startDate: parisWallClockToUtc(day, pattern.startTime).toISOString(),
      endDate: parisWallClockToUtc(day, pattern.endTime).toISOString(),
      until: pattern.until,
    }));
}
