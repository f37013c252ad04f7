import { parisDateOf } from '@espaces/domain/availability/paris-time';
import { closureCalendar, type ClosureCalendar } from '@espaces/domain/closure/closures';
import { schoolHolidaysWith } from '@espaces/domain/closure/school-holiday-calendar';
import { isSchoolZone } from '@espaces/domain/closure/school-zones';
import type { Database } from '../../db/client.ts';
import { closureSourcesOfPlace } from './closures.repository.ts';
import { schoolHolidaysOfRows, type ImportedSchoolHolidayRow } from './imported-school-holidays.ts';

const ALWAYS_OPEN: ClosureCalendar = () => null;

/**
 * The closed days of a place from `since` on (docs/bookings.md#closures): read by the booking
 * checks, the yearly preview and the weekly opening-window patterns. The availability of a place
 * reads its sources within its own statement and builds the calendar with closureCalendarOf.
 */
export async function placeClosureCalendar(
  db: Database,
  placeId: string,
  since: Date,
): Promise<ClosureCalendar> {
  return closureCalendarOfSources(await closureSourcesOfPlace(db, placeId, parisDateOf(since)));
}

/** The calendar of a place's sources as read; an unknown place (undefined) never closes. */
export function closureCalendarOfSources(
  sources: PlaceClosureSources | undefined,
): ClosureCalendar {
  return sources ? closureCalendarOf(sources) : ALWAYS_OPEN;
}

/** What closes a place, as its repositories read it (closures ending early enough left out). */
export interface PlaceClosureSources {
  schoolZone: string | null;
  closedOnPublicHolidays: boolean;
  declared: readonly { fromDate: string; toDate: string; label: string }[];
  /** The school holidays central staff imported for its zone (imported-school-holidays.ts). */
  importedSchoolHolidays: readonly ImportedSchoolHolidayRow[];
}

export function closureCalendarOf(sources: PlaceClosureSources): ClosureCalendar {
  return closureCalendar({
    schoolZone: isSchoolZone(sources.schoolZone) ? sources.schoolZone : null,
    publicHolidays: sources.closedOnPublicHolidays,
    schoolHolidays: schoolHolidaysWith(
      schoolHolidaysOfRows(sources.schoolZone, sources.importedSchoolHolidays),
    ),
    declared: sources.declared.map((closure) => ({
      from: closure.fromDate,
      to: closure.toDate,
      label: closure.label,
    })),
  });
}
