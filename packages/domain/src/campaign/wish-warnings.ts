import { contains } from '../availability/intervals.ts';
import type { ClosureCalendar } from '../closure/closures.ts';
import type { WeeklyHours } from './allocation-input.ts';
import { CAMPAIGN_MESSAGES } from './campaign-messages.ts';
import {
  minutesOf,
  openingOnWeekDay,
  timeRangeLabel,
  weekDayName,
  weekDayPlural,
  type PeriodDay,
} from './campaign-week.ts';
import { countOf } from '../locale/french.ts';

/**
 * What an organisation is told at once about a wish (it is never refused for it):
 * - the facility closes on some of its dates (« fermé 3 mardis de la période (Vacances
 *   d’hiver, zone A) ») or on all of them;
 * - its hours are outside the opening hours of the place asked for (or of every place of the
 *   type asked for), with those hours.
 */
export function wishWarnings(
  wish: Pick<WeeklyHours, 'weekDay' | 'startTime' | 'endTime'>,
  days: readonly PeriodDay[],
  closures: ClosureCalendar,
  openingHoursOfPlaces: readonly (readonly WeeklyHours[])[],
): string[] {
  const warnings: string[] = [];
  const dates = days.filter((day) => day.weekDay === wish.weekDay);
  const closed = dates.flatMap((day) => {
    const reason = closures(day.date);
    return reason === null ? [] : [reason];
  });
  if (dates.length > 0 && closed.length === dates.length) {
    warnings.push(CAMPAIGN_MESSAGES.closedEveryWeek(weekDayPlural(wish.weekDay)));
  } else if (closed.length > 0) {
    const count = countOf(closed.length, {
      one: weekDayName(wish.weekDay),
      other: weekDayPlural(wish.weekDay),
    });
    const reasons = [...new Set(closed)];
    const shown = reasons.slice(0, 3).join(', ') + (reasons.length > 3 ? '…' : '');
    warnings.push(CAMPAIGN_MESSAGES.closedSomeWeeks(count, shown));
  }
  if (!fitsOpeningHours(wish, openingHoursOfPlaces)) {
    const hours = openingOnWeekDay(openingHoursOfPlaces[0] ?? [], wish.weekDay)
      .map(timeRangeLabel)
      .join(', ');
    warnings.push(CAMPAIGN_MESSAGES.outsideOpeningHours(weekDayName(wish.weekDay), hours));
  }
  return warnings;
}

/** Whether the hours lie within one opening range of at least one of the places. */
export function fitsOpeningHours(
  slot: Pick<WeeklyHours, 'weekDay' | 'startTime' | 'endTime'>,
  openingHoursOfPlaces: readonly (readonly WeeklyHours[])[],
): boolean {
  const start = minutesOf(slot.startTime);
  const end = minutesOf(slot.endTime);
  if (start === null || end === null) return false;
  return openingHoursOfPlaces.some((hours) =>
    openingOnWeekDay(hours, slot.weekDay).some((range) => contains(range, { start, end })),
  );
}
