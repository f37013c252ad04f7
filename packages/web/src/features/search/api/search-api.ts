import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { placeKeys, placePath, type IsoBounds } from '../../../api/places.ts';
import { fetchCollection } from '../../../api/collections.ts';
import { NO_FILTERS, type SearchFilters } from '../lib/search-filters.ts';
import { mapPlacesQuery, placeSearchQuery } from './search-queries.ts';

/** One page of results for the list. */
export function usePlaceSearch(filters: SearchFilters, page: number) {
  return useQuery({ ...placeSearchQuery(filters, page), placeholderData: keepPreviousData });
}

/** Every result (up to the server's cap) for the map, with pagination=false. */
export function useMapPlaces(filters: SearchFilters) {
  return useQuery({ ...mapPlacesQuery(filters), placeholderData: keepPreviousData });
}

/**
 * Options of the territory and type filters: the territories, establishment types and place
 * types of the published places. GET /api/territories answers 401 to visitors and 403 to
 * organisations, and /api/facility_types and /api/place_types 401 to visitors, while the
 * search is open to everyone (auth-search); options taken from the unfiltered results
 * also never lead to an empty list. Same request as the map without filters.
 */
export function useFilterOptions() {
  return useMapPlaces(NO_FILTERS);
}

export type Week = IsoBounds;

/** The windows of the visible week with their free and booked ranges. */
export function usePlaceAvailability(placeId: string, week: Week | null) {
  return useQuery({
    queryKey: placeKeys.availability(placeId, week ?? { start: '', end: '' }),
    queryFn: async () =>
      (
        await fetchCollection<TimeSlot>(`${placePath(placeId)}/time_slots`, {
          'startDate[before]': week?.end,
          'endDate[after]': week?.start,
          pagination: false,
          groups: ['time_slot_available'],
        })
      )['hydra:member'],
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });
}
