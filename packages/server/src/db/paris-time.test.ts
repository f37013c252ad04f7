import { describe, expect, it } from 'vitest';
import { parisPartsOf, parisWallClockToUtc } from './paris-time.ts';

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
