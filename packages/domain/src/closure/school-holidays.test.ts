import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHOOL_HOLIDAY_PERIODS } from './school-holidays-data.ts';
import { parseSchoolHolidaysCsv } from './school-holidays.ts';

const HEADER = 'Description;Population;Date de début;Date de fin;Location;Zones;annee_scolaire';

describe('import of the ministry’s school calendar CSV', () => {
  it('reads instants as Paris days, the end as the day classes resume', () => {
    const csv = [
      HEADER,
      'Vacances de Printemps;-;2026-04-03T22:00:00+00:00;2026-04-19T22:00:00+00:00;Lyon;Zone A;2025-2026',
      'Vacances de Printemps;-;2026-04-03T22:00:00+00:00;2026-04-19T22:00:00+00:00;Dijon;Zone A;2025-2026',
      "Vacances d'Hiver;Enseignants;2026-02-06T23:00:00+00:00;2026-02-22T23:00:00+00:00;Lyon;Zone A;2025-2026",
      "Vacances d'Hiver;Élèves;2026-02-06T23:00:00+00:00;2026-02-22T23:00:00+00:00;Lyon;Zone A;2025-2026",
      "Début des Vacances d'Été;-;2026-07-03T22:00:00+00:00;;Lyon;Zone A;2025-2026",
      'Vacances de Noël;-;2025-12-19T23:00:00+00:00;2026-01-04T23:00:00+00:00;Guadeloupe;Guadeloupe;2025-2026',
    ].join('\r\n');
    expect(parseSchoolHolidaysCsv(`\uFEFF${csv}`)).toEqual([
      {
        name: 'Vacances d’hiver',
        zone: 'A',
        schoolYear: '2025-2026',
        firstDay: '2026-02-07',
        lastDay: '2026-02-22',
      },
      {
        name: 'Vacances de printemps',
        zone: 'A',
        schoolYear: '2025-2026',
        firstDay: '2026-04-04',
        lastDay: '2026-04-19',
      },
    ]);
  });

  it('refuses a file without the ministry’s columns', () => {
    expect(() => parseSchoolHolidaysCsv('a;b;c\n1;2;3')).toThrow('Description');
  });

  it('ships the data generated from the shipped source file', () => {
    const source = readFileSync(new URL('./data/fr-en-calendrier-scolaire.csv', import.meta.url));
    expect(parseSchoolHolidaysCsv(source.toString('utf8'))).toEqual(SCHOOL_HOLIDAY_PERIODS);
  });
});

describe('a file the import refuses whole', () => {
  const row = (start: string, end: string, year = '2026-2027') =>
    `${HEADER}\nVacances de Noël;-;${start};${end};Lyon;Zone A;${year}`;

  it('names the line of an unreadable date or school year', () => {
    expect(() => parseSchoolHolidaysCsv(row('2026-02-30', '2026-03-02'))).toThrow(
      'Ligne 2\u00a0: date de début illisible',
    );
    expect(() => parseSchoolHolidaysCsv(row('2026-12-19', 'demain'))).toThrow(
      'Ligne 2\u00a0: date de fin illisible',
    );
    expect(() => parseSchoolHolidaysCsv(row('1999-12-19', '2000-01-03'))).toThrow('Ligne 2');
    expect(() => parseSchoolHolidaysCsv(row('2026-12-19', '2027-01-04', '2026-2028'))).toThrow(
      'année scolaire illisible',
    );
  });

  it('keeps the summer’s open start and other zones out without refusing the file', () => {
    const csv = `${row('2026-12-19', '2027-01-04')}\nDébut des Vacances d'Été;-;2027-07-03;;Lyon;Zone A;2026-2027\nVacances;-;x;y;Guyane;Guyane;2026-2027`;
    expect(parseSchoolHolidaysCsv(csv)).toHaveLength(1);
  });
});
