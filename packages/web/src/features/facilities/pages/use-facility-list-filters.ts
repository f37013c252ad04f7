import type { FacilityListFilters } from '../api/facility-queries.ts';
import { useQueryFilters, type ListPosition } from '../../../ui/list/use-query-filters.ts';

const readFacilityFilters = (
  params: URLSearchParams,
): Omit<FacilityListFilters, keyof ListPosition> => ({
  territory: params.get('territory'),
  facilityType: params.get('facilityType'),
});

/** The filters of /etablissements/liste, in its query string (docs/routes.md#page-flows). */
export function useFacilityListFilters() {
  return useQueryFilters(readFacilityFilters);
}
