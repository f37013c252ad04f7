import { addDaysToDate, parisDateOf } from '../availability/paris-time.ts';
import { CLOSURE_MESSAGES } from './closure-messages.ts';
import { isSchoolZone, schoolZoneLabel, type SchoolZone } from './school-zones.ts';

/** One holiday period of one zone: closed from `firstDay` to `lastDay` (Paris dates, inclusive). */
export interface SchoolHolidayPeriod {
  /** As the closure reasons show it: « Vacances de printemps ». */
  name: string;
  zone: SchoolZone;
  schoolYear: string;
  firstDay: string;
  lastDay: string;
}

/** « Vacances de printemps, zone A » */
export function schoolHolidayReason(period: Pick<SchoolHolidayPeriod, 'name' | 'zone'>): string {
  return `${period.name}, ${schoolZoneLabel(period.zone)}`;
}

// The ministry writes « Vacances de Printemps », « Vacances d'Hiver »: common nouns go lower
// case and the apostrophe becomes ’ (STYLE, French typography).
const LOWER_CASE_WORDS = ['Printemps', 'Hiver', 'Été', 'Ete', 'Automne', 'Pont'];

export function holidayName(description: string): string {
  let name = description.trim().replace(/'/g, '’').replace(/\s+/g, ' ');
  for (const word of LOWER_CASE_WORDS) {
    name = name.replace(new RegExp(`(?<=.)\\b${word}\\b`, 'g'), word.toLowerCase());
  }
  return name;
}

/** A file that is not the ministry's calendar, or a row of it that cannot be read. */
export class SchoolHolidayCsvError extends Error {}

/** More rows than the ministry's whole file holds (about 10,000 over twenty years). */
const MAX_CSV_LINES = 100_000;

/**
 * The ministry's open-data CSV « fr-en-calendrier-scolaire » (data.education.gouv.fr,
 * Licence Ouverte 2.0), semicolon separated, with the columns Description, Population,
 * Date de début, Date de fin, Location, Zones, annee_scolaire. Dates are instants
 * (2026-04-03T22:00:00+00:00, midnight in Paris) or plain days: the start is the first day
 * off, the end the day classes resume. Rows for teachers only, rows without an end (the start
 * of the summer) and zones other than A, B, C and Corse are left out; the académies of one
 * zone repeat the same period, kept once. A kept row with an unreadable date or school year
 * refuses the whole file (SchoolHolidayCsvError, in French, naming its line): a calendar read
 * in part would open days that are closed.
 */
export function parseSchoolHolidaysCsv(csv: string): SchoolHolidayPeriod[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines.length > MAX_CSV_LINES) throw new SchoolHolidayCsvError(CLOSURE_MESSAGES.csvTooLong);
  const header = (lines[0] ?? '').split(';').map((cell) => unquote(cell).toLowerCase());
  const column = (name: string) => {
    const index = header.indexOf(name.toLowerCase());
    if (index < 0) throw new SchoolHolidayCsvError(CLOSURE_MESSAGES.csvColumnMissing(name));
    return index;
  };
  const at = {
    description: column('Description'),
    population: column('Population'),
    start: column('Date de début'),
    end: column('Date de fin'),
    zones: column('Zones'),
    year: column('annee_scolaire'),
  };
  const periods = new Map<string, SchoolHolidayPeriod>();
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return;
    const cells = line.split(';').map(unquote);
    const population = cells[at.population] ?? '';
    const zone = zoneOf(cells[at.zones] ?? '');
    if (population === 'Enseignants' || !zone) return;
    const fail: (message: string) => never = (message) => {
      throw new SchoolHolidayCsvError(CLOSURE_MESSAGES.csvLine(index + 1, message));
    };
    const start = parisDay(cells[at.start] ?? '');
    if (!start) fail(CLOSURE_MESSAGES.csvStartUnreadable);
    // The summer starts with no end: it closes nothing until the next school year's rows.
    if ((cells[at.end] ?? '') === '') return;
    const end = parisDay(cells[at.end] ?? '');
    if (!end) fail(CLOSURE_MESSAGES.csvEndUnreadable);
    if (end <= start) fail(CLOSURE_MESSAGES.csvEndBeforeStart);
    const schoolYear = cells[at.year] ?? '';
    if (!isSchoolYear(schoolYear)) fail(CLOSURE_MESSAGES.csvSchoolYearUnreadable);
    const name = holidayName(cells[at.description] ?? '');
    if (name === '' || name.length > 120) fail(CLOSURE_MESSAGES.csvNameUnreadable);
    const period: SchoolHolidayPeriod = {
      name,
      zone,
      schoolYear,
      firstDay: start,
      lastDay: addDaysToDate(end, -1),
    };
    periods.set(`${period.zone}|${period.firstDay}|${period.lastDay}|${period.name}`, period);
  });
  return [...periods.values()].sort(
    (a, b) => a.firstDay.localeCompare(b.firstDay) || a.zone.localeCompare(b.zone),
  );
}

/** « 2026-2027 »: two following years, as the ministry writes them. */
export function isSchoolYear(value: string): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1 && isKeptYear(match[1]!);
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/""/g, '"');

function zoneOf(zones: string): SchoolZone | null {
  const name = zones.replace(/^Zone\s+/i, '').trim();
  return isSchoolZone(name) ? name : null;
}

// The years every date field of the product accepts (README « Saisies »).
const isKeptYear = (year: string) => Number(year) >= 2000 && Number(year) <= 2100;

function parisDay(value: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}/.test(value)
    ? /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? isCalendarDate(value)
        ? value
        : null
      : instantDay(value)
    : null;
  return day && isKeptYear(day.slice(0, 4)) ? day : null;
}

function instantDay(value: string): string | null {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : parisDateOf(instant);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The data module shipped with the product, as the import command writes it. */
export function schoolHolidaysModule(periods: readonly SchoolHolidayPeriod[], source: string) {
  const rows = periods.map((period) => `  ${JSON.stringify(period)},`).join('\n');
  return `// Generated by \`npm run school-holidays:import\` (README « Vacances scolaires »): do not edit.
// Source: ${source}
// Ministère de l’Éducation nationale, jeu « fr-en-calendrier-scolaire », Licence Ouverte 2.0.
import type { SchoolHolidayPeriod } from './school-holidays.ts';

export const SCHOOL_HOLIDAY_PERIODS: readonly SchoolHolidayPeriod[] = [
${rows}
];
`;
}
