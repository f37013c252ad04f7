import type { SchoolHolidayPeriod } from '@espaces/domain/closure/school-holidays';
import { isSchoolZone } from '@espaces/domain/closure/school-zones';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { schoolHolidayPeriods } from '../../db/schema.ts';

/** An imported period as the closure reads carry it: name, school year, first and last day. */
export type ImportedSchoolHolidayRow = [string, string, string, string];

/**
 * The school holidays imported for the zone held by `zone` (a column of the statement), as a
 * JSON array of ImportedSchoolHolidayRow: a subquery, so that each read of a place's closures
 * stays one round trip. A zone holds a few dozen rows over a decade: all of them are read, so
 * that an imported year always replaces the shipped one whole (school-holiday-calendar.ts).
 */
export function importedSchoolHolidaysOfZone(zone: SQLWrapper) {
  return sql<ImportedSchoolHolidayRow[]>`(SELECT coalesce(json_agg(json_build_array(
      h.name, h.school_year, h.first_day, h.last_day) ORDER BY h.first_day), '[]'::json)
    FROM ${schoolHolidayPeriods} h WHERE h.zone = ${zone})`;
}

export function schoolHolidaysOfRows(
  zone: string | null,
  rows: readonly ImportedSchoolHolidayRow[],
): SchoolHolidayPeriod[] {
  if (!isSchoolZone(zone)) return [];
  return rows.map(([name, schoolYear, firstDay, lastDay]) => ({
    name,
    zone,
    schoolYear,
    firstDay,
    lastDay,
  }));
}
