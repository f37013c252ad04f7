import { randomUUID } from 'node:crypto';
import type { Actor } from '@espaces/domain/access/actor';
import type {
  SchoolHolidayCalendar,
  SchoolHolidayImport,
  SchoolHolidayImportInput,
  SchoolHolidayImportPreview,
} from '@espaces/domain/api/school-holidays';
import { CLOSURE_MESSAGES } from '@espaces/domain/closure/closure-messages';
import {
  schoolHolidayChanges,
  schoolHolidaysWith,
} from '@espaces/domain/closure/school-holiday-calendar';
import {
  parseSchoolHolidaysCsv,
  SchoolHolidayCsvError,
  type SchoolHolidayPeriod,
} from '@espaces/domain/closure/school-holidays';
import { SCHOOL_ZONES } from '@espaces/domain/closure/school-zones';
import { ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { requireAccess } from '../access/access.policy.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import {
  listImportedSchoolHolidays,
  lockSchoolHolidayImports,
  replaceSchoolHolidays,
  type ImportedSchoolHoliday,
} from './school-holidays.repository.ts';

// Use cases of the school holidays in force (domain/closure/school-holiday-calendar.ts).

/** The school holidays in force: the imported periods over the shipped calendar. */
export async function schoolHolidaysInForce(db: Database): Promise<SchoolHolidayPeriod[]> {
  return schoolHolidaysWith(await listImportedSchoolHolidays(db));
}

/** GET /api/school-holidays: per zone, the school years known and where they come from. */
export async function showSchoolHolidayCalendar(
  db: Database,
  actor: Actor | null,
): Promise<SchoolHolidayCalendar> {
  requireAccess('auth-school-holidays', actor);
  return calendarOf(await listImportedSchoolHolidays(db));
}

function calendarOf(imported: readonly ImportedSchoolHoliday[]): SchoolHolidayCalendar {
  const inForce = schoolHolidaysWith(imported);
  return {
    '@type': 'SchoolHolidayCalendar',
    zones: SCHOOL_ZONES.map((zone) => {
      const years = [
        ...new Set(inForce.filter((p) => p.zone === zone).map((p) => p.schoolYear)),
      ].sort();
      return {
        zone,
        schoolYears: years.map((schoolYear) => {
          const periods = inForce.filter((p) => p.zone === zone && p.schoolYear === schoolYear);
          const importedAt = imported.find(
            (p) => p.zone === zone && p.schoolYear === schoolYear,
          )?.importedAt;
          return {
            schoolYear,
            periods: periods.length,
            importedAt: importedAt?.toISOString() ?? null,
          };
        }),
      };
    }),
  };
}

/** The periods of the file, or the 422 that refuses it whole. */
function periodsOfFile(input: SchoolHolidayImportInput): SchoolHolidayPeriod[] {
  let periods: SchoolHolidayPeriod[];
  try {
    periods = parseSchoolHolidaysCsv(input.csv);
  } catch (error) {
    if (!(error instanceof SchoolHolidayCsvError)) throw error;
    throw new ValidationFailure([violation('csv', error.message)]);
  }
  if (periods.length === 0) {
    throw new ValidationFailure([violation('csv', CLOSURE_MESSAGES.csvNoPeriod)]);
  }
  return periods;
}

const schoolYearsOf = (periods: readonly SchoolHolidayPeriod[]) =>
  [...new Set(periods.map((period) => period.schoolYear))].sort();

/** POST /api/school-holidays/import-preview: what the file would change; nothing is written. */
export async function previewSchoolHolidayImport(
  db: Database,
  actor: Actor | null,
  input: SchoolHolidayImportInput,
): Promise<SchoolHolidayImportPreview> {
  requireAccess('auth-school-holidays', actor);
  const periods = periodsOfFile(input);
  return {
    '@type': 'SchoolHolidayImportPreview',
    periods: periods.length,
    schoolYears: schoolYearsOf(periods),
    changes: schoolHolidayChanges(await schoolHolidaysInForce(db), periods),
  };
}

/**
 * POST /api/school-holidays/imports: each (zone, school year) of the file replaces the one in
 * force, in one transaction with its audit event; a new year needs no release. A file that
 * changes nothing is refused (422), so the page never reports an import that did nothing.
 */
export async function importSchoolHolidays(
  db: Database,
  actor: Actor | null,
  input: SchoolHolidayImportInput,
  now: Date,
): Promise<SchoolHolidayImport> {
  const importer = requireAccess('auth-school-holidays', actor);
  const periods = periodsOfFile(input);
  const changes = await db.transaction(async (tx) => {
    await lockSchoolHolidayImports(tx);
    const found = schoolHolidayChanges(await schoolHolidaysInForce(tx), periods);
    if (found.length === 0) {
      throw new ValidationFailure([violation('csv', CLOSURE_MESSAGES.importNothingChanged)]);
    }
    await replaceSchoolHolidays(tx, periods, { byUserId: importer.id, at: now });
    await recordAuditEvent(tx, {
      entityType: 'school_holiday_import',
      entityId: randomUUID(),
      actorUserId: importer.id,
      action: 'import',
      changes: { schoolYears: schoolYearsOf(periods), periods: periods.length },
      occurredAt: now,
    });
    return found;
  });
  return {
    '@type': 'SchoolHolidayImport',
    changes,
    calendar: calendarOf(await listImportedSchoolHolidays(db)),
  };
}
