import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from '../availability/paris-time.ts';
import {
  monthsOfPeriod,
  periodInstants,
  periodProblem,
  presetOf,
  presetPeriod,
  schoolYearOf,
  termOf,
} from './indicator-period.ts';
import { formatDuration, formatHours, formatRate } from './indicator-format.ts';
import { occupancyRate } from './occupancy.ts';

const day = fc
  .integer({ min: 0, max: 365 * 60 })
  .map((offset) => addDaysToDate('2000-01-01', offset));

describe('indicator period', () => {
  it('defaults to the school year holding the day', () => {
    expect(schoolYearOf('2026-11-23')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(schoolYearOf('2026-08-31')).toEqual({ from: '2025-09-01', to: '2026-08-31' });
  });

  it('splits the school year in three terms', () => {
    expect(termOf('2026-10-10')).toEqual({ from: '2026-09-01', to: '2026-12-31' });
    expect(termOf('2027-02-28')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(termOf('2028-07-14')).toEqual({ from: '2028-04-01', to: '2028-08-31' });
  });

  it('every preset holds its day, is valid and is recognised', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom('month', 'term', 'school_year' as const),
        (today, preset) => {
          const period = presetPeriod(preset, today, { from: today, to: today });
          expect(period.from <= today && today <= period.to).toBe(true);
          expect(periodProblem(period)).toBeNull();
          expect(presetOf(period)).toBe(preset);
        },
      ),
    );
  });

  it('refuses an end before the start and more than 366 days', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('endBeforeStart');
    expect(periodProblem({ from: '2027-09-01', to: '2028-08-31' })).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe('tooLong');
  });

  it('runs from Paris midnight to the Paris midnight after the last day', () => {
    const { start, end } = periodInstants({ from: '2026-03-29', to: '2026-03-29' });
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('lists the months it touches', () => {
    expect(monthsOfPeriod({ from: '2026-11-15', to: '2027-02-01' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});

describe('occupancy and French figures', () => {
  it('caps occupancy at 100 % and has none without opening', () => {
    expect(occupancyRate(60, 120)).toBe(1);
    expect(occupancyRate(0, 30)).toBeNull();
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (opened, booked) => {
        const rate = occupancyRate(opened, booked);
        expect(rate === null ? opened === 0 : rate >= 0 && rate <= 1).toBe(true);
      }),
    );
  });

  it('writes « 72,5 % », « 1 234 h » and « — »', () => {
    expect(formatRate(0.725)).toBe('72,5\u00a0%');
    expect(formatRate(null)).toBe('—');
    expect(formatHours(1234 * 60)).toBe('1\u202f234\u00a0h');
    expect(formatHours(150)).toBe('2,5\u00a0h');
    expect(formatDuration(120)).toBe('2\u00a0h');
    expect(formatDuration(1530)).toBe('1\u00a0j 1\u00a0h');
  });
});
