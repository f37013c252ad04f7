import type { SchoolHolidayPeriod } from '@espaces/domain/closure/school-holidays';
import { isSchoolZone } from '@espaces/domain/closure/school-zones';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { schoolHolidayPeriods } from '../../db/schema.ts';

// Queries of the imported school holidays; the service decides what they mean.

export interface ImportedSchoolHoliday extends SchoolHolidayPeriod {
  importedAt: Date;
}

/** Every imported period, by first day (a few hundred rows over a decade of four zones). */
export async function listImportedSchoolHolidays(db: Database): Promise<ImportedSchoolHoliday[]> {
  const rows = await db
    .select({
      name: schoolHolidayPeriods.name,
      zone: schoolHolidayPeriods.zone,
      schoolYear: schoolHolidayPeriods.schoolYear,
      firstDay: schoolHolidayPeriods.firstDay,
      lastDay: schoolHolidayPeriods.lastDay,
      importedAt: schoolHolidayPeriods.importedAt,
    })
    .from(schoolHolidayPeriods)
    .orderBy(asc(schoolHolidayPeriods.firstDay), asc(schoolHolidayPeriods.zone));
  return rows.flatMap(({ zone, ...row }) => (isSchoolZone(zone) ? [{ ...row, zone }] : []));
}

/** Replaces the imported periods of every (zone, school year) the new periods hold. */
export async function replaceSchoolHolidays(
  tx: Transaction,
  periods: readonly SchoolHolidayPeriod[],
  imported: { byUserId: string; at: Date },
): Promise<void> {
  const groups = [...new Set(periods.map((period) => `${period.zone}|${period.schoolYear}`))];
  const byZone = new Map<string, string[]>();
  for (const group of groups) {
    const [zone = '', year = ''] = group.split('|');
    byZone.set(zone, [...(byZone.get(zone) ?? []), year]);
  }
  await tx
    .delete(schoolHolidayPeriods)
    .where(
      or(
        ...[...byZone].map(([zone, years]) =>
          and(eq(schoolHolidayPeriods.zone, zone), inArray(schoolHolidayPeriods.schoolYear, years)),
        ),
      ),
    );
  await tx.insert(schoolHolidayPeriods).values(
    periods.map((period) => ({
      ...period,
      importedByUserId: imported.byUserId,
      importedAt: imported.at,
    })),
  );
}

/** Any constant: imports run one after the other, so two at once never both insert a year. */
const IMPORT_LOCK = 7_316_042_029;

export async function lockSchoolHolidayImports(tx: Transaction): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
}
