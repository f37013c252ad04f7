import { addMonthsToDate } from '../availability/paris-time.ts';
import { SCHOOL_HOLIDAY_PERIODS } from './school-holidays-data.ts';
import type { SchoolHolidayPeriod } from './school-holidays.ts';
import { SCHOOL_ZONES, type SchoolZone } from './school-zones.ts';

/**
 * The school holiday calendar in force:
 * - the one shipped with the product, under the periods imported by regional staff
 *   (the ministry's « fr-en-calendrier-scolaire » CSV);
 * - a school year imported for a zone replaces all the shipped periods of that zone and
 *   that year (the ministry corrects a date: the new import replaces it);
 * - a zone is offered to facilities only if its holidays are known;
 * - a facility is warned when its zone has no calendar for a school year of the coming
 *   twelve months.
 */

const groupOf = (period: Pick<SchoolHolidayPeriod, 'zone' | 'schoolYear'>) =>
  `${period.zone}|${period.schoolYear}`;

/** The periods in force: the imported ones, and the shipped ones of years not imported. */
export function schoolHolidaysWith(
  imported: readonly SchoolHolidayPeriod[],
  shipped: readonly SchoolHolidayPeriod[] = SCHOOL_HOLIDAY_PERIODS,
): SchoolHolidayPeriod[] {
  const importedGroups = new Set(imported.map(groupOf));
  return [...shipped.filter((period) => !importedGroups.has(groupOf(period))), ...imported].sort(
    (a, b) => a.firstDay.localeCompare(b.firstDay) || a.zone.localeCompare(b.zone),
  );
}

/** The zones a facility may choose: those whose school holidays are known. */
export function zonesWithSchoolHolidays(periods: readonly SchoolHolidayPeriod[]): SchoolZone[] {
  return SCHOOL_ZONES.filter((zone) => periods.some((period) => period.zone === zone));
}

/** « 2026-2027 » for a Paris day: school years run from 1 September to 31 August. */
export function schoolYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 9 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** The school years of the twelve months from `today` for which the zone has no period. */
export function schoolYearsMissing(
  periods: readonly SchoolHolidayPeriod[],
  zone: SchoolZone,
  today: string,
): string[] {
  const years = [...new Set([schoolYearOf(today), schoolYearOf(addMonthsToDate(today, 12))])];
  return years.filter(
    (year) => !periods.some((period) => period.zone === zone && period.schoolYear === year),
  );
}

export interface SchoolHolidayChange {
  before: SchoolHolidayPeriod;
  after: SchoolHolidayPeriod;
}

/** What an import changes in one zone. */
export interface ZoneHolidayChanges {
  zone: SchoolZone;
  added: SchoolHolidayPeriod[];
  changed: SchoolHolidayChange[];
  removed: SchoolHolidayPeriod[];
}

const periodKey = (period: SchoolHolidayPeriod) =>
  `${groupOf(period)}|${period.name}|${period.firstDay}`;
const nameKey = (period: SchoolHolidayPeriod) => `${groupOf(period)}|${period.name}`;
const sameDays = (a: SchoolHolidayPeriod, b: SchoolHolidayPeriod) =>
  a.firstDay === b.firstDay && a.lastDay === b.lastDay;

/**
 * Per zone, what importing `incoming` over the calendar in force changes: within each (zone,
 * school year) the file holds, a period of the same name whose days differ is changed, one
 * only in the file is added, one only in force is removed. Zones left unchanged are left out.
 */
export function schoolHolidayChanges(
  inForce: readonly SchoolHolidayPeriod[],
  incoming: readonly SchoolHolidayPeriod[],
): ZoneHolidayChanges[] {
  const incomingGroups = new Set(incoming.map(groupOf));
  const replaced = inForce.filter((period) => incomingGroups.has(groupOf(period)));
  const unmatched = new Set(replaced);
  const added: SchoolHolidayPeriod[] = [];
  const changed: SchoolHolidayChange[] = [];
  for (const after of incoming) {
    const same = replaced.find(
      (period) => unmatched.has(period) && periodKey(period) === periodKey(after),
    );
    const renamed =
      same ??
      replaced.find((period) => unmatched.has(period) && nameKey(period) === nameKey(after));
    if (!renamed) {
      added.push(after);
      continue;
    }
    unmatched.delete(renamed);
    if (!sameDays(renamed, after)) changed.push({ before: renamed, after });
  }
  const removed = [...unmatched];
  return SCHOOL_ZONES.map((zone) => ({
    zone,
    added: added.filter((period) => period.zone === zone),
    changed: changed.filter((change) => change.after.zone === zone),
    removed: removed.filter((period) => period.zone === zone),
  })).filter((zone) => zone.added.length + zone.changed.length + zone.removed.length > 0);
}
