import { parisPartsOf, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';

export interface OpeningWindow {
  startDate: Date;
  endDate: Date;
}

/** Demo opening hours, Paris wall-clock: weekday evenings and Saturday daytime. */
const WEEKLY_HOURS: Record<number, readonly [string, string] | undefined> = {
  1: ['18:00', '22:00'],
  2: ['18:00', '22:00'],
  3: ['18:00', '22:00'],
  4: ['18:00', '22:00'],
  5: ['18:00', '22:00'],
  6: ['09:00', '18:00'],
};

const isoDate = (utcMidnight: Date) => utcMidnight.toISOString().slice(0, 10);

/**
 * Calendar days of the school year containing `now`: 1 September to the first Saturday of
 * July. In July and August the coming school year is the current one.
 */
export function schoolYearDays(now: Date): Date[] {
  const { year, month } = parisPartsOf(now);
  const startYear = month >= 7 ? year : year - 1;
  const firstOfJuly = new Date(Date.UTC(startYear + 1, 6, 1));
  const lastDay = new Date(firstOfJuly);
  lastDay.setUTCDate(1 + ((6 - firstOfJuly.getUTCDay() + 7) % 7));
  const days: Date[] = [];
  for (let day = new Date(Date.UTC(startYear, 8, 1)); day <= lastDay;) {
    days.push(day);
    day = new Date(day);
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** Opening windows of one place over the school year containing `now`. */
export function schoolYearOpeningWindows(now: Date): OpeningWindow[] {
  return schoolYearDays(now).flatMap((day) => openingWindowsOn(isoDate(day)));
}

/** The demo opening window of a Paris day (YYYY-MM-DD), none on Sundays. */
export function openingWindowsOn(date: string): OpeningWindow[] {
  const hours = WEEKLY_HOURS[new Date(`${date}T12:00:00Z`).getUTCDay()];
  if (!hours) return [];
  return [
    {
      startDate: parisWallClockToUtc(date, hours[0]),
      endDate: parisWallClockToUtc(date, hours[1]),
    },
  ];
}
