import { describe, expect, it } from 'vitest';
import {
  expandWeeklyPattern,
  MAX_WEEKLY_OCCURRENCES,
  weeklyOccurrenceCount,
} from './weekly-recurrence.ts';

const iso = (ranges: { start: number; end: number }[]) =>
  ranges.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

describe('expandWeeklyPattern', () => {
  it('keeps Monday 18:00–22:00 Paris across the last Sunday of October 2027', () => {
    const ranges = expandWeeklyPattern({
      startDate: '2027-10-18T18:00:00+02:00',
      endDate: '2027-10-18T22:00:00+02:00',
      until: '2027-11-08',
    });
    expect(iso(ranges)).toEqual([
      ['2027-10-18T16:00:00.000Z', '2027-10-18T20:00:00.000Z'],
      ['2027-10-25T16:00:00.000Z', '2027-10-25T20:00:00.000Z'],
      ['2027-11-01T17:00:00.000Z', '2027-11-01T21:00:00.000Z'],
      ['2027-11-08T17:00:00.000Z', '2027-11-08T21:00:00.000Z'],
    ]);
  });

  it('keeps Saturday 09:00–18:00 Paris across the last Sunday of March 2027', () => {
    const ranges = expandWeeklyPattern({
      startDate: '2027-03-20T08:00:00Z',
      endDate: '2027-03-20T17:00:00Z',
      until: '2027-04-03',
    });
    expect(iso(ranges)).toEqual([
      ['2027-03-20T08:00:00.000Z', '2027-03-20T17:00:00.000Z'],
      ['2027-03-27T08:00:00.000Z', '2027-03-27T17:00:00.000Z'],
      ['2027-04-03T07:00:00.000Z', '2027-04-03T16:00:00.000Z'],
    ]);
  });

  it('repeats a window running past midnight with its end on the next day', () => {
    const ranges = expandWeeklyPattern({
      startDate: '2027-01-08T22:00:00+01:00',
      endDate: '2027-01-09T01:00:00+01:00',
      until: '2027-01-15',
    });
    expect(iso(ranges)).toEqual([
      ['2027-01-08T21:00:00.000Z', '2027-01-09T00:00:00.000Z'],
      ['2027-01-15T21:00:00.000Z', '2027-01-16T00:00:00.000Z'],
    ]);
  });

  it('reads the weekday in Paris: Monday 00:30 Paris is Sunday 23:30 UTC', () => {
    const ranges = expandWeeklyPattern({
      startDate: '2027-01-03T23:30:00Z',
      endDate: '2027-01-04T01:00:00Z',
      until: '2027-01-11',
    });
    expect(iso(ranges)).toEqual([
      ['2027-01-03T23:30:00.000Z', '2027-01-04T01:00:00.000Z'],
      ['2027-01-10T23:30:00.000Z', '2027-01-11T01:00:00.000Z'],
    ]);
  });

  it('includes the day `until` itself and nothing when `until` precedes the first day', () => {
    const pattern = { startDate: '2027-01-04T17:00:00Z', endDate: '2027-01-04T21:00:00Z' };
    expect(weeklyOccurrenceCount({ ...pattern, until: '2027-01-04' })).toBe(1);
    expect(weeklyOccurrenceCount({ ...pattern, until: '2027-01-10' })).toBe(1);
    expect(weeklyOccurrenceCount({ ...pattern, until: '2027-01-11' })).toBe(2);
    expect(expandWeeklyPattern({ ...pattern, until: '2027-01-03' })).toEqual([]);
  });

  it('stops after MAX_WEEKLY_OCCURRENCES weeks', () => {
    const pattern = {
      startDate: '2027-01-04T17:00:00Z',
      endDate: '2027-01-04T21:00:00Z',
      until: '2035-01-01',
    };
    expect(weeklyOccurrenceCount(pattern)).toBeGreaterThan(MAX_WEEKLY_OCCURRENCES);
    expect(expandWeeklyPattern(pattern)).toHaveLength(MAX_WEEKLY_OCCURRENCES);
  });
});
