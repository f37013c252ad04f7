// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the library ships no types: server and web compile this file, so it names its declaration itself
/// <reference path="./jours-feries.d.ts" />
import getJoursFeries from '@socialgouv/jours-feries';

/**
 * Public holidays (Code du travail, art. L3133-1), computed by @socialgouv/jours-feries (Easter
 * included): they close the facilities that chose so (docs/decisions.md#closures). Good Friday
 * and Alsace-Moselle's St Stephen's Day are not counted.
 * Reason shown: « Jour férié : lundi de Pâques ».
 */

// The library's names (its straight apostrophes made typographic first), written as a French
// sentence reads them.
const HOLIDAY_NAMES: Record<string, string> = {
  'Jour de l’an': 'jour de l’An',
  'Fête du travail': 'fête du Travail',
  'Victoire des alliés': 'Victoire 1945',
  'Fête Nationale': 'fête nationale',
  Assomption: 'Assomption',
  Toussaint: 'Toussaint',
  Armistice: 'Armistice 1918',
  Noël: 'Noël',
  'Lundi de Pâques': 'lundi de Pâques',
  Ascension: 'Ascension',
  'Lundi de Pentecôte': 'lundi de Pentecôte',
};

export interface PublicHoliday {
  date: string;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

const byYear = new Map<number, PublicHoliday[]>();

/** The public holidays of a calendar year, by date. */
export function publicHolidaysOf(year: number): PublicHoliday[] {
  const cached = byYear.get(year);
  if (cached) return cached;
  const holidays = Object.entries(getJoursFeries(year)).map(([libraryName, day]) => {
    const typographic = libraryName.replaceAll("'", '’');
    return {
      // Local midnight of the library's Date: its local calendar fields are the holiday's day.
      date: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
      name: HOLIDAY_NAMES[typographic] ?? typographic,
    };
  });
  holidays.sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, holidays);
  return holidays;
}

export function publicHolidayReason(holiday: PublicHoliday): string {
  return `Jour férié\u00a0: ${holiday.name}`;
}
