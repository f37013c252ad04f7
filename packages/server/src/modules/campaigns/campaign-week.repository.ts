import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { addDaysToDate, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import type { WeeklyHours } from '@espaces/domain/campaign/allocation-input';
import type { CampaignPeriod } from '@espaces/domain/campaign/campaign-week';
import type { Database } from '../../db/client.ts';
import { closures, facilities, timeSlots } from '../../db/schema.ts';
import type { PlaceClosureSources } from '../closures/closure-calendar.ts';
import { importedSchoolHolidaysOfZone } from '../closures/imported-school-holidays.ts';

/**
 * The weekly opening hours of places during a campaign: the Paris week days and hours of their
 * opening windows in the period of use or, for a place with none published yet there, in the
 * year before (next year's windows are often published after the campaign). Distinct rows
 * only: a year of windows of one weekly pattern is one row.
 */
export async function weeklyOpeningHours(
  db: Database,
  placeIds: readonly string[],
  period: CampaignPeriod,
): Promise<Map<string, WeeklyHours[]>> {
  const byPlace = new Map<string, WeeklyHours[]>();
  if (placeIds.length === 0) return byPlace;
  const yearBefore = parisWallClockToUtc(addDaysToDate(period.firstDay, -365), '00:00');
  const periodStart = parisWallClockToUtc(period.firstDay, '00:00');
  const periodEnd = parisWallClockToUtc(addDaysToDate(period.lastDay, 1), '00:00');
  const paris = (column: typeof timeSlots.startDate) =>
    sql`(${column} at time zone 'Europe/Paris')`;
  const rows = await db
    .selectDistinct({
      placeId: timeSlots.placeId,
      inPeriod: sql<boolean>`${timeSlots.startDate} >= ${periodStart}`,
      weekDay: sql<number>`extract(isodow from ${paris(timeSlots.startDate)})::int`,
      startTime: sql<string>`to_char(${paris(timeSlots.startDate)}, 'HH24:MI')`,
      // A window running past midnight counts until midnight of its first day.
      endTime: sql<string>`case when ${paris(timeSlots.endDate)}::date > ${paris(timeSlots.startDate)}::date
        then '24:00' else to_char(${paris(timeSlots.endDate)}, 'HH24:MI') end`,
    })
    .from(timeSlots)
    .where(
      and(
        inArray(timeSlots.placeId, [...placeIds]),
        sql`${timeSlots.endDate} > ${yearBefore}`,
        sql`${timeSlots.startDate} < ${periodEnd}`,
      ),
    );
  const inPeriod = new Set(rows.filter((row) => row.inPeriod).map((row) => row.placeId));
  for (const row of rows) {
    if (row.inPeriod !== inPeriod.has(row.placeId)) continue;
    const hours = byPlace.get(row.placeId) ?? [];
    hours.push({ weekDay: row.weekDay, startTime: row.startTime, endTime: row.endTime });
    byPlace.set(row.placeId, hours);
  }
  return byPlace;
}

/** What closes each facility during the period: its settings and the closures touching it. */
export async function closureSourcesOfFacilities(
  db: Database,
  facilityIds: readonly string[],
  period: CampaignPeriod,
): Promise<Map<string, PlaceClosureSources>> {
  const sources = new Map<string, PlaceClosureSources>();
  if (facilityIds.length === 0) return sources;
  const rows = await db
    .select({
      facilityId: facilities.id,
      schoolZone: facilities.schoolZone,
      closedOnPublicHolidays: facilities.closedOnPublicHolidays,
      fromDate: closures.fromDate,
      toDate: closures.toDate,
      label: closures.label,
      importedSchoolHolidays: importedSchoolHolidaysOfZone(facilities.schoolZone),
    })
    .from(facilities)
    .leftJoin(
      closures,
      and(
        or(
          eq(closures.facilityId, facilities.id),
          eq(closures.territoryId, facilities.territoryId),
        ),
        gte(closures.toDate, period.firstDay),
        lte(closures.fromDate, period.lastDay),
      ),
    )
    .where(inArray(facilities.id, [...facilityIds]))
    .orderBy(asc(closures.fromDate));
  for (const row of rows) {
    const facility = sources.get(row.facilityId) ?? {
      schoolZone: row.schoolZone,
      closedOnPublicHolidays: row.closedOnPublicHolidays,
      declared: [],
      importedSchoolHolidays: row.importedSchoolHolidays,
    };
    if (row.fromDate !== null && row.toDate !== null && row.label !== null) {
      (facility.declared as { fromDate: string; toDate: string; label: string }[]).push({
        fromDate: row.fromDate,
        toDate: row.toDate,
        label: row.label,
      });
    }
    sources.set(row.facilityId, facility);
  }
  return sources;
}
