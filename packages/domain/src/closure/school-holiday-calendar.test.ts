import { describe, expect, it } from 'vitest';
import {
  schoolHolidayChanges,
  schoolHolidaysWith,
  schoolYearOf,
  schoolYearsMissing,
  zonesWithSchoolHolidays,
} from './school-holiday-calendar.ts';
import type { SchoolHolidayPeriod } from './school-holidays.ts';

const period = (overrides: Partial<SchoolHolidayPeriod>): SchoolHolidayPeriod => ({
  name: 'Vacances de Noël',
  zone: 'A',
  schoolYear: '2025-2026',
  firstDay: '2025-12-20',
  lastDay: '2026-01-04',
  ...overrides,
});

const shipped = [
  period({}),
  period({ name: 'Vacances d’hiver', firstDay: '2026-02-07', lastDay: '2026-02-22' }),
  period({ zone: 'B' }),
];

describe('the school holidays in force', () => {
  it('lets an imported year replace the shipped one of its zone whole, leaving the others', () => {
    const imported = [
      period({ name: 'Vacances d’hiver', firstDay: '2026-02-14', lastDay: '2026-03-01' }),
    ];
    expect(schoolHolidaysWith(imported, shipped)).toEqual([period({ zone: 'B' }), imported[0]]);
    const nextYear = period({
      schoolYear: '2026-2027',
      firstDay: '2026-12-19',
      lastDay: '2027-01-03',
    });
    expect(schoolHolidaysWith([nextYear], shipped)).toEqual(
      [...shipped.slice(0, 1), shipped[2]!, shipped[1]!, nextYear].sort(
        (a, b) => a.firstDay.localeCompare(b.firstDay) || a.zone.localeCompare(b.zone),
      ),
    );
  });

  it('offers only the zones whose holidays are known', () => {
    expect(zonesWithSchoolHolidays(shipped)).toEqual(['A', 'B']);
    expect(zonesWithSchoolHolidays([])).toEqual([]);
  });

  it('names the school years of the coming twelve months a zone lacks', () => {
    expect(schoolYearOf('2026-08-31')).toBe('2025-2026');
    expect(schoolYearOf('2026-09-01')).toBe('2026-2027');
    expect(schoolYearsMissing(shipped, 'A', '2025-10-01')).toEqual(['2026-2027']);
    expect(schoolYearsMissing(shipped, 'A', '2026-11-29')).toEqual(['2026-2027', '2027-2028']);
    expect(schoolYearsMissing(shipped, 'C', '2026-03-01')).toEqual(['2025-2026', '2026-2027']);
  });
});

describe('what an import changes', () => {
  it('tells added, changed and removed periods per zone, within the years of the file', () => {
    const incoming = [
      period({ name: 'Vacances d’hiver', firstDay: '2026-02-14', lastDay: '2026-03-01' }),
      period({ name: 'Pont de l’Ascension', firstDay: '2026-05-14', lastDay: '2026-05-17' }),
      period({ zone: 'C' }),
    ];
    expect(schoolHolidayChanges(shipped, incoming)).toEqual([
      {
        zone: 'A',
        added: [incoming[1]],
        changed: [{ before: shipped[1], after: incoming[0] }],
        removed: [shipped[0]],
      },
      { zone: 'C', added: [incoming[2]], changed: [], removed: [] },
    ]);
  });

  it('reports nothing for a file equal to the calendar in force', () => {
    expect(schoolHolidayChanges(shipped, shipped)).toEqual([]);
  });
});
