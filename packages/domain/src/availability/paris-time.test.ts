import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  addMonthsToDate,
  daysBetweenDates,
  parisDateOf,
  parisPartsOf,
  parisTimeOf,
  parisWallClockToUtc,
} from './paris-time.ts';

describe('parisWallClockToUtc', () => {
  it('keeps 18:00 at 18:00 across the March 2027 clock change', () => {
    expect(parisWallClockToUtc('2027-03-27', '18:00').toISOString()).toBe(
      '2027-03-27T17:00:00.000Z',
    );
    expect(parisWallClockToUtc('2027-03-28', '18:00').toISOString()).toBe(
      '2027-03-28T16:00:00.000Z',
    );
    expect(parisWallClockToUtc('2027-03-29', '18:00').toISOString()).toBe(
      '2027-03-29T16:00:00.000Z',
    );
  });

  it('keeps 18:00 at 18:00 across the October 2027 clock change', () => {
    expect(parisWallClockToUtc('2027-10-30', '18:00').toISOString()).toBe(
      '2027-10-30T16:00:00.000Z',
    );
    expect(parisWallClockToUtc('2027-10-31', '18:00').toISOString()).toBe(
      '2027-10-31T17:00:00.000Z',
    );
    expect(parisWallClockToUtc('2027-11-01', '09:00').toISOString()).toBe(
      '2027-11-01T08:00:00.000Z',
    );
  });

  it('handles the hours around the changes on the change days themselves', () => {
    expect(parisWallClockToUtc('2027-03-28', '01:30').toISOString()).toBe(
      '2027-03-28T00:30:00.000Z',
    );
    expect(parisWallClockToUtc('2027-03-28', '03:30').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(parisWallClockToUtc('2027-10-31', '03:30').toISOString()).toBe(
      '2027-10-31T02:30:00.000Z',
    );
  });

  it('moves a time skipped in spring one hour later', () => {
    expect(parisWallClockToUtc('2027-03-28', '02:30').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
  });

  it('takes the first occurrence of a time repeated in autumn', () => {
    expect(parisWallClockToUtc('2027-10-31', '02:30').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('refuses a malformed date', () => {
    expect(() => parisWallClockToUtc('2027-13', '18:00')).toThrow(RangeError);
  });
});

describe('parisPartsOf', () => {
  it('reads the Paris calendar date of an instant late in the UTC evening', () => {
    expect(parisPartsOf(new Date('2027-06-30T22:30:00Z'))).toEqual({
      year: 2027,
      month: 7,
      day: 1,
      hour: 0,
      minute: 30,
    });
  });
});

describe('parisPartsOf against Intl', () => {
  const intlParts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const expected = (instant: Date) => {
    const parts = Object.fromEntries(
      intlParts
        .formatToParts(instant)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );
    const { year, month, day, hour, minute } = parts;
    return { year, month, day, hour, minute };
  };
  const HOUR_MS = 3_600_000;
  // Around 01:00 UTC of the last Sundays of March and October, to the millisecond.
  const aroundClockChanges = fc
    .record({
      year: fc.integer({ min: 1990, max: 2060 }),
      month: fc.constantFrom(2, 9),
      shift: fc.integer({ min: -2 * HOUR_MS, max: 2 * HOUR_MS }),
    })
    .map(({ year, month, shift }) => {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
      return new Date(Date.UTC(year, month, lastSunday, 1) + shift);
    });
  const anyInstant = fc.date({
    min: new Date('1900-01-01'),
    max: new Date('2100-12-31'),
    noInvalidDate: true,
  });

  it('reads the same date and time as Intl, clock changes included', () => {
    fc.assert(
      fc.property(fc.oneof(aroundClockChanges, anyInstant), (instant) => {
        expect(parisPartsOf(instant)).toEqual(expected(instant));
      }),
      { numRuns: 2_000 },
    );
  });

  // Around Paris midnight (22:00 or 23:00 UTC), to the millisecond.
  const aroundMidnight = fc
    .record({ day: anyInstant, shift: fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS }) })
    .map(
      ({ day, shift }) =>
        new Date(Math.floor(day.getTime() / 86_400_000) * 86_400_000 + 23 * HOUR_MS + shift),
    );
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');

  it('reads the same day as Intl, once the day of another instant of its UTC hour is known', () => {
    fc.assert(
      fc.property(
        fc.oneof(aroundClockChanges, aroundMidnight, anyInstant),
        fc.integer({ min: 0, max: HOUR_MS - 1 }),
        (instant, other) => {
          // The day of another instant of the same UTC hour first: the second one may reuse it.
          parisDateOf(new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS + other));
          const { year, month, day } = expected(instant);
          expect(parisDateOf(instant)).toBe(`${pad(year!, 4)}-${pad(month!)}-${pad(day!)}`);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('stays exact on the last minute before and the first one after each change', () => {
    expect(parisTimeOf(new Date('2027-03-28T00:59:59.999Z'))).toBe('01:59');
    expect(parisTimeOf(new Date('2027-03-28T01:00:00.000Z'))).toBe('03:00');
    expect(parisTimeOf(new Date('2027-10-31T00:59:59.999Z'))).toBe('02:59');
    expect(parisTimeOf(new Date('2027-10-31T01:00:00.000Z'))).toBe('02:00');
  });

  it('refuses an invalid instant', () => {
    expect(() => parisPartsOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('Paris calendar helpers', () => {
  it('reads the Paris day and time of an instant, not the UTC ones', () => {
    const instant = new Date('2027-10-31T23:15:00Z');
    expect(parisDateOf(instant)).toBe('2027-11-01');
    expect(parisTimeOf(instant)).toBe('00:15');
  });

  it('moves calendar days across month, year and clock-change boundaries', () => {
    expect(addDaysToDate('2027-10-25', 7)).toBe('2027-11-01');
    expect(addDaysToDate('2027-12-27', 7)).toBe('2028-01-03');
    expect(addDaysToDate('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetweenDates('2027-03-22', '2027-04-05')).toBe(14);
    expect(daysBetweenDates('2027-04-05', '2027-03-22')).toBe(-14);
  });

  it('refuses a malformed calendar day', () => {
    expect(() => addDaysToDate('demain', 1)).toThrow(RangeError);
  });
});

describe('addMonthsToDate', () => {
  it.each([
    ['2026-11-23', 1, '2026-12-23'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-03-31', -1, '2027-02-28'],
  ])('%s + %i month(s) is %s', (date, months, expected) => {
    expect(addMonthsToDate(date, months)).toBe(expected);
  });
});
