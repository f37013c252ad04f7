import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { SEARCH_MAP_LIMIT, type PlaceSearchQuery } from '@espaces/domain/api/search';
import { nationwideClosuresOf } from '@espaces/domain/closure/closures';
import type { Database } from '../../db/client.ts';
import { mergedIds } from '../../http/collections.ts';
import { schoolHolidaysInForce } from '../school-holidays/school-holidays.service.ts';
import { SCHOOL_HOLIDAYS_VERSION_KEY, readDataVersion } from '../../db/indicator-versions.ts';
import { findPublishedPlaces, type FoundPlaces, type InstantRange } from './search.repository.ts';

/**
 * « Disponible le » (docs/bookings.md#search): the day and hours are Paris wall clock, so
 * 18:00–20:00 means the same hours in winter and in summer (docs/api.md#money-and-dates).
 */
function wantedRange(query: PlaceSearchQuery): InstantRange | undefined {
  const { availableOn, startTime, endTime } = query;
  if (!availableOn || !startTime || !endTime) return undefined;
  return {
    start: parisWallClockToUtc(availableOn, startTime),
    end: parisWallClockToUtc(availableOn, endTime),
  };
}

/**
 * What anyone, signed in or not, may find (auth-search): the published places of
 * active establishments, as the JSON text of their PlaceSummary array. Without pagination (the
 * map) at most SEARCH_MAP_LIMIT places.
 */
export async function searchPublishedPlaces(
  db: Database,
  query: PlaceSearchQuery,
): Promise<FoundPlaces> {
  const freeOver = wantedRange(query);
  const holidaysBefore = freeOver && (await readDataVersion(db, SCHOOL_HOLIDAYS_VERSION_KEY));
  // Public holidays close the facilities that say so, school holidays their zone's.
  const closed =
    freeOver &&
    nationwideClosuresOf(
      { startDate: freeOver.start, endDate: freeOver.end },
      await schoolHolidaysInForce(db),
    );
  const found = await findPublishedPlaces(db, {
    territoryIds: mergedIds(query.territory, query['territory[]']),
    facilityTypeIds: mergedIds(query.facilityType, query['facilityType[]']),
    placeTypeIds: mergedIds(query.placeType, query['placeType[]']),
    minimumCapacity: query['capacity[gte]'],
    reducedMobilityAccess: query.reducedMobilityAccess,
    freeOver,
    openOn: closed && {
      firstDay: closed.days[0] ?? '',
      lastDay: closed.days.at(-1) ?? '',
      closedZones: closed.closedZones,
      publicHoliday: closed.publicHoliday,
    },
    search: query.search || undefined,
    ...(query.pagination
      ? { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage }
      : { limit: SEARCH_MAP_LIMIT, offset: 0 }),
  });
  // Holidays imported between their read and the page's: its version would name holidays the
  // page did not use, so it names none.
  const sameHolidays = holidaysBefore === undefined || holidaysBefore === found.holidaysVersion;
  return sameHolidays ? found : { ...found, version: 'holidays changed' };
}
