import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, parisDateOf, parisTimeOf } from '../availability/paris-time.ts';
import { isoWeekDayOfDate, slotMatchesQuery, yearlyOccurrences } from './yearly-occurrences.ts';

const TUESDAY_EVENING = { weekDay: 2, startTime: '18:00', endTime: '20:00' };

describe('yearlyOccurrences', () => {
  it('keeps Tuesday 18:00–20:00 Paris time across the last Sundays of March and October', () => {
    // Sunday 28 March 2027 and Sunday 31 October 2027 are the clock changes.
    const occurrences = yearlyOccurrences(
      TUESDAY_EVENING,
      new Date('2027-03-10T12:00:00Z'),
      new Date('2027-11-10T00:00:00Z'),
    );
    const iso = occurrences.map((o) => [o.startDate.toISOString(), o.endDate.toISOString()]);
    expect(iso).toContainEqual(['2027-03-23T17:00:00.000Z', '2027-03-23T19:00:00.000Z']);
    expect(iso).toContainEqual(['2027-03-30T16:00:00.000Z', '2027-03-30T18:00:00.000Z']);
    expect(iso).toContainEqual(['2027-10-26T16:00:00.000Z', '2027-10-26T18:00:00.000Z']);
    expect(iso).toContainEqual(['2027-11-02T17:00:00.000Z', '2027-11-02T19:00:00.000Z']);
    for (const { startDate, endDate } of occurrences) {
      expect(parisTimeOf(startDate)).toBe('18:00');
      expect(parisTimeOf(endDate)).toBe('20:00');
      expect(isoWeekDayOfDate(parisDateOf(startDate))).toBe(2);
    }
    expect(occurrences[0]!.startDate.toISOString()).toBe('2027-03-16T17:00:00.000Z');
    expect(occurrences.at(-1)!.startDate.toISOString()).toBe('2027-11-09T17:00:00.000Z');
  });

  it('starts with the first occurrence after now, skipping the one of today once begun', () => {
    const tuesdayAt19 = new Date('2027-01-05T18:00:00Z');
    const [first] = yearlyOccurrences(TUESDAY_EVENING, tuesdayAt19, new Date('2027-02-01T00:00Z'));
    expect(first!.startDate.toISOString()).toBe('2027-01-12T17:00:00.000Z');
  });

  it('stops at the end of the last opening window', () => {
    const occurrences = yearlyOccurrences(
      TUESDAY_EVENING,
      new Date('2027-01-01T00:00:00Z'),
      new Date('2027-01-12T18:30:00Z'),
    );
    expect(occurrences.map((o) => o.startDate.toISOString())).toEqual(['2027-01-05T17:00:00.000Z']);
  });

  it('gives weekly occurrences on the asked day and Paris hours, all in the future', () => {
    const quarter = fc.integer({ min: 0, max: 95 });
    const time = (q: number) =>
      `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        quarter,
        fc.integer({ min: 2, max: 40 }),
        fc.date({
          min: new Date('2026-01-01T00:00Z'),
          max: new Date('2030-12-31T00:00Z'),
          noInvalidDate: true,
        }),
        (weekDay, startQuarter, length, from) => {
          const endQuarter = Math.min(startQuarter + length, 95);
          fc.pre(endQuarter > startQuarter);
          const query = { weekDay, startTime: time(startQuarter), endTime: time(endQuarter) };
          const until = new Date(from.getTime() + 400 * 86_400_000);
          const occurrences = yearlyOccurrences(query, from, until);
          expect(occurrences.length).toBeGreaterThanOrEqual(55);
          for (const [index, occurrence] of occurrences.entries()) {
            expect(occurrence.startDate.getTime()).toBeGreaterThan(from.getTime());
            expect(occurrence.endDate.getTime()).toBeLessThanOrEqual(until.getTime());
            expect(slotMatchesQuery(occurrence, query)).toBe(true);
            const previous = occurrences[index - 1];
            if (previous) {
              const days =
                (Date.parse(`${parisDateOf(occurrence.startDate)}T00:00Z`) -
                  Date.parse(`${parisDateOf(previous.startDate)}T00:00Z`)) /
                86_400_000;
              // Only the spring clock-change Sunday, when the asked hours fall in 02:00–03:00
              // that it does not have, is left out: one gap of 14 days around it.
              const leftOut = addDaysToDate(parisDateOf(previous.startDate), 7);
              expect(days === 7 || (days === 14 && isSpringChangeSunday(leftOut))).toBe(true);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** The last Sunday of March, when Paris skips from 02:00 to 03:00. */
function isSpringChangeSunday(date: string): boolean {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return month === 3 && isoWeekDayOfDate(date) === 7 && day + 7 > 31;
}

describe('yearly occurrences on Sundays, 2026–2028', () => {
  it.each([
    ['02:00', '04:00'],
    ['01:00', '02:30'],
    ['02:15', '02:45'],
  ])('leave out only the spring clock-change Sunday for %s–%s', (startTime, endTime) => {
    const query = { weekDay: 7, startTime, endTime };
    const days = new Set<string>();
    for (const year of [2026, 2027, 2028]) {
      const occurrences = yearlyOccurrences(
        query,
        new Date(`${year - 1}-12-31T12:00:00Z`),
        new Date(`${year}-12-31T12:00:00Z`),
      );
      for (const occurrence of occurrences) {
        expect(slotMatchesQuery(occurrence, query)).toBe(true);
        days.add(parisDateOf(occurrence.startDate));
      }
    }
    for (let day = '2026-01-04'; day <= '2028-12-31'; day = addDaysToDate(day, 7)) {
      expect({ day, kept: days.has(day) }).toEqual({ day, kept: !isSpringChangeSunday(day) });
    }
  });

  it('keep every Sunday, clock changes included, for hours that exist every day', () => {
    const query = { weekDay: 7, startTime: '10:00', endTime: '12:00' };
    for (const year of [2026, 2027, 2028]) {
      const occurrences = yearlyOccurrences(
        query,
        new Date(`${year - 1}-12-31T12:00:00Z`),
        new Date(`${year}-12-31T12:00:00Z`),
      );
      expect(occurrences).toHaveLength(year === 2028 ? 53 : 52);
    }
  });
});

describe('slotMatchesQuery', () => {
  it('refuses a slot an hour off in summer time', () => {
    const utcHours = { startDate: '2027-06-08T18:00:00Z', endDate: '2027-06-08T20:00:00Z' };
    expect(slotMatchesQuery(utcHours, TUESDAY_EVENING)).toBe(false);
    const parisHours = { startDate: '2027-06-08T16:00:00Z', endDate: '2027-06-08T18:00:00Z' };
    expect(slotMatchesQuery(parisHours, TUESDAY_EVENING)).toBe(true);
  });

  it('refuses a slot on another day', () => {
    const wednesday = { startDate: '2027-06-09T16:00:00Z', endDate: '2027-06-09T18:00:00Z' };
    expect(slotMatchesQuery(wednesday, TUESDAY_EVENING)).toBe(false);
  });
});
