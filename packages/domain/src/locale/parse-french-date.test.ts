import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseFrenchDate } from './format.ts';

describe('parseFrenchDate', () => {
  it('reads DD/MM/YYYY and D/M/YYYY', () => {
    expect(parseFrenchDate('07/12/2026')).toBe('2026-12-07');
    expect(parseFrenchDate(' 7/1/2027 ')).toBe('2027-01-07');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const text of ['31/02/2027', '00/01/2027', '12/13/2026', '2026-12-07', '07-12-2026', '']) {
      expect(parseFrenchDate(text)).toBeNull();
    }
  });

  it('reads back every day formatDate writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const noonUtc = new Date(
            Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12),
          );
          expect(parseFrenchDate(formatDate(noonUtc))).toBe(noonUtc.toISOString().slice(0, 10));
        },
      ),
    );
  });
});
