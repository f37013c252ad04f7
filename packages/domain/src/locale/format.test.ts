import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  DATE_FORMAT,
  eurosToCents,
  formatCents,
  formatCentsChange,
  formatDate,
  formatDateAtTime,
  formatDateTime,
  formatCount,
  formatEuros,
  formatOrganizationIdentifier,
  formatSiret,
  formatTime,
  formatTimeRange,
  formatUai,
  hasAtMostTwoDecimals,
  parseEuros,
  TIME_FORMAT,
  TIME_ZONE,
  WEEK_STARTS_ON,
} from './format.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('locale constants', () => {
  it('runs these tests in UTC so Paris conversions show', () => {
    expect(process.env.TZ).toBe('UTC');
    expect(new Date('2026-07-01T16:00:00Z').getHours()).toBe(16);
  });
  it('uses French conventions', () => {
    expect([WEEK_STARTS_ON, DATE_FORMAT, TIME_FORMAT, TIME_ZONE]).toEqual([
      1,
      'DD/MM/YYYY',
      'HH:mm',
      'Europe/Paris',
    ]);
  });
});

describe('dates and times in Europe/Paris wall clock', () => {
  it.each([
    ['2026-07-01T16:00:00Z', '01/07/2026', '18:00'], // summer time, UTC+2
    ['2026-12-01T17:00:00Z', '01/12/2026', '18:00'], // winter time, UTC+1
    ['2026-11-21T17:00:00Z', '21/11/2026', '18:00'],
    ['2026-12-31T23:30:00Z', '01/01/2027', '00:30'], // already the next day in Paris
    ['2026-03-29T00:59:00Z', '29/03/2026', '01:59'], // just before the spring change
    ['2026-03-29T01:00:00Z', '29/03/2026', '03:00'], // just after it
    ['2026-10-25T00:30:00Z', '25/10/2026', '02:30'], // first 02:30 of the autumn change
    ['2026-10-25T01:30:00Z', '25/10/2026', '02:30'], // second 02:30
    ['2026-01-05T23:00:00Z', '06/01/2026', '00:00'], // midnight is 00:00, never 24:00
  ])('%s → %s %s', (iso, date, time) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatTime(iso)).toBe(time);
    expect(formatDateTime(iso)).toBe(`${date} ${time}`);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = new Date('2026-11-21T17:00:00Z');
    expect(formatDateTime(instant)).toBe('21/11/2026 18:00');
    expect(formatDateTime(instant.getTime())).toBe('21/11/2026 18:00');
  });

  it('writes « à » between date and time in sentences', () => {
    expect(formatDateAtTime('2026-11-21T17:00:00Z')).toBe('21/11/2026 à 18:00');
  });

  it('formats a time range', () => {
    expect(formatTimeRange('2026-07-01T16:00:00Z', '2026-07-01T18:30:00Z')).toBe('18:00 – 20:30');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('euros (Intl fr-FR output, kept as is)', () => {
  it.each([
    [12.5, `12,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [1234.5, `1${NNBSP}234,50${NBSP}€`],
    [1234567.891, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    [-3, `-3,00${NBSP}€`],
  ])('formatEuros(%d) → %j', (amount, expected) => {
    expect(formatEuros(amount)).toBe(expected);
  });

  it('formats cents', () => {
    expect(formatCents(1250)).toBe(`12,50${NBSP}€`);
    expect(formatCents(123450)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(formatCentsChange(8800)).toBe(`+88,00${NBSP}€`);
    expect(formatCentsChange(-9150)).toBe(`\u221291,50${NBSP}€`);
    expect(formatCentsChange(0)).toBe(`0,00${NBSP}€`);
  });

  it('refuses a non-finite amount', () => {
    expect(() => formatEuros(Number.NaN)).toThrow(RangeError);
  });
});

describe('counts', () => {
  it('writes the narrow no-break space between thousands', () => {
    expect(formatCount(1)).toBe('1');
    expect(formatCount(1200)).toBe(`1${NNBSP}200`);
  });

  it('writes every count as Intl fr-FR does, below a thousand without it', () => {
    const intl = new Intl.NumberFormat('fr-FR');
    for (const count of [0, -0, 1, 7, 42, 999, 1000, 12345, -3, 2.5, 999.5, 1234.5678])
      expect(formatCount(count)).toBe(intl.format(count));
  });
});

describe('parseEuros', () => {
  it.each([
    ['12,50', 12.5],
    ['12,5', 12.5],
    ['12.50', 12.5],
    ['12', 12],
    ['0,05', 0.05],
    ['0,1', 0.1],
    [' 12,50 ', 12.5],
    ['1 234,50', 1234.5],
    [`1${NBSP}234,50`, 1234.5],
    [`1${NNBSP}234,50`, 1234.5],
    [`1${NNBSP}234,50${NBSP}€`, 1234.5],
    ['12,50€', 12.5],
    ['1 234 567', 1234567],
    ['1234', 1234],
  ])('%j → %d', (text, expected) => {
    expect(parseEuros(text)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    'abc',
    '12,345',
    '12,',
    ',5',
    '-12,50',
    '1.234,50',
    '1,234.50',
    '12 34',
    '1 2345',
    '12..5',
    '12,50 $',
    'Infinity',
    '1e3',
    '0x10',
    '99999999999999999999',
  ])('%j → null', (text) => {
    expect(parseEuros(text)).toBeNull();
  });

  it('reads back what formatEuros writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(parseEuros(formatCents(cents))).toBe(centsToEuros(cents));
      }),
    );
  });

  it('returns at most two decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}([,.]\d{1,2})?$/), (text) => {
        const euros = parseEuros(text);
        expect(euros).not.toBeNull();
        expect(hasAtMostTwoDecimals(euros ?? Number.NaN)).toBe(true);
      }),
    );
  });
});

describe('cents and euros', () => {
  it.each([
    [12.5, 1250],
    [0.1, 10],
    [1.15, 115],
    [0.29, 29],
    [19.99, 1999],
    [0, 0],
    [-0, 0],
  ])('eurosToCents(%d) → %d', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('converts back and forth without drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });

  it('refuses non-finite euros and fractional cents', () => {
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsToEuros(0.5)).toThrow(RangeError);
  });

  it('tells amounts with at most two decimals', () => {
    expect(hasAtMostTwoDecimals(12.5)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(12.345)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('identifiers of organisations and establishments', () => {
  it('spaces a SIRET 3-3-3-5 with no-break spaces, and leaves anything else as given', () => {
    expect(formatSiret('12345678900012')).toBe(`123${NBSP}456${NBSP}789${NBSP}00012`);
    expect(formatSiret('123 456 789 00012')).toBe(`123${NBSP}456${NBSP}789${NBSP}00012`);
    expect(formatSiret('1234')).toBe('1234');
  });

  it('writes a UAI in upper case without spaces', () => {
    expect(formatUai(' 0690001a ')).toBe('0690001A');
    expect(formatUai('069 0001 A')).toBe('0690001A');
  });

  it('names the SIRET first, else the RNA, else nothing', () => {
    expect(formatOrganizationIdentifier({ siret: '12345678900012', rna: 'W691234567' })).toBe(
      `SIRET${NBSP}123${NBSP}456${NBSP}789${NBSP}00012`,
    );
    expect(formatOrganizationIdentifier({ siret: null, rna: 'w691234567' })).toBe(
      `RNA${NBSP}W691234567`,
    );
    expect(formatOrganizationIdentifier({ siret: null, rna: null })).toBeNull();
  });
});
