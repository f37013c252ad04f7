import {
  addDaysToDate,
  daysBetweenDates,
  parisWallClockToUtc,
} from '../availability/paris-time.ts';

/**
 * The period of the indicators: Paris calendar days, both included. Its default is the school
 * year (1 September – 31 August) that holds today; its presets are the month, the term
 * (September–December, January–March, April–August) and the school year of a day.
 */
export interface IndicatorPeriod {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['month', 'term', 'school_year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A school year and more (366 days) keeps every query of the indicators bounded. */
export const MAX_PERIOD_DAYS = 366;

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthSpan = (year: number, first: number, last: number): IndicatorPeriod => ({
  from: `${year}-${pad(first)}-01`,
  to: `${year}-${pad(last)}-${pad(lastDayOfMonth(year, last))}`,
});

function yearAndMonth(day: string): [number, number] {
  const [year = NaN, month = NaN] = day.split('-').map(Number);
  return [year, month];
}

export function schoolYearOf(day: string): IndicatorPeriod {
  const [year, month] = yearAndMonth(day);
  const start = month >= 9 ? year : year - 1;
  return { from: `${start}-09-01`, to: `${start + 1}-08-31` };
}

export function monthOf(day: string): IndicatorPeriod {
  const [year, month] = yearAndMonth(day);
  return monthSpan(year, month, month);
}

export function termOf(day: string): IndicatorPeriod {
  const [year, month] = yearAndMonth(day);
  if (month >= 9) return monthSpan(year, 9, 12);
  if (month <= 3) return monthSpan(year, 1, 3);
  return monthSpan(year, 4, 8);
}

/** The period a preset gives for the day `day` (custom keeps `current`). */
export function presetPeriod(
  preset: PeriodPreset,
  day: string,
  current: IndicatorPeriod,
): IndicatorPeriod {
  if (preset === 'month') return monthOf(day);
  if (preset === 'term') return termOf(day);
  if (preset === 'school_year') return schoolYearOf(day);
  return current;
}

/** The preset a period matches, else custom. */
export function presetOf(period: IndicatorPeriod): PeriodPreset {
  for (const preset of ['month', 'term', 'school_year'] as const) {
    const candidate = presetPeriod(preset, period.from, period);
    if (candidate.from === period.from && candidate.to === period.to) return preset;
  }
  return 'custom';
}

export type PeriodProblem = 'endBeforeStart' | 'tooLong';

export function periodProblem(period: IndicatorPeriod): PeriodProblem | null {
  const days = daysBetweenDates(period.from, period.to);
  if (days < 0) return 'endBeforeStart';
  if (days + 1 > MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}

/** The half-open instants [start, end) of a period: Paris midnights, clock changes included. */
export function periodInstants(period: IndicatorPeriod): { start: Date; end: Date } {
  return {
    start: parisWallClockToUtc(period.from, '00:00'),
    end: parisWallClockToUtc(addDaysToDate(period.to, 1), '00:00'),
  };
}

/** Every month (YYYY-MM) the period touches, in order. */
export function monthsOfPeriod(period: IndicatorPeriod): string[] {
  const months: string[] = [];
  let [year, month] = yearAndMonth(period.from);
  const last = period.to.slice(0, 7);
  for (let guard = 0; guard < 240; guard++) {
    const key = `${year}-${pad(month)}`;
    months.push(key);
    if (key >= last) break;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return months;
}
