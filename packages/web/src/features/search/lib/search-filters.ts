/**
 * Filters of /recherche, kept in the query string so a search can be bookmarked, shared and
 * left with « Précédent ». The keys are those of GET /api/search/places.
 */
export interface SearchFilters {
  search: string;
  territory: string | null;
  facilityType: string | null;
  placeType: string | null;
  /** Minimum capacity (people). */
  capacity: number | null;
  reducedMobilityAccess: boolean;
  /** « Disponible le » : YYYY-MM-DD and HH:mm, Paris wall clock; all three or none. */
  availableOn: string | null;
  startTime: string | null;
  endTime: string | null;
}

export const NO_FILTERS: SearchFilters = {
  search: '',
  territory: null,
  facilityType: null,
  placeType: null,
  capacity: null,
  reducedMobilityAccess: false,
  availableOn: null,
  startTime: null,
  endTime: null,
};

const text = (params: URLSearchParams, key: string): string | null => {
  const value = params.get(key)?.trim();
  return value ? value : null;
};

export function filtersFromQuery(params: URLSearchParams): SearchFilters {
  const capacity = Number(params.get('capacity'));
  return {
    search: text(params, 'search') ?? '',
    territory: text(params, 'territory'),
    facilityType: text(params, 'facilityType'),
    placeType: text(params, 'placeType'),
    capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : null,
    reducedMobilityAccess: params.get('reducedMobilityAccess') === 'true',
    availableOn: text(params, 'availableOn'),
    startTime: text(params, 'startTime'),
    endTime: text(params, 'endTime'),
  };
}

/** The query string of the page (`capacity`) and, with `forApi`, of the API (`capacity[gte]`). */
export function filtersToQuery(
  filters: SearchFilters,
  { page = 1, forApi = false }: { page?: number; forApi?: boolean } = {},
): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.territory) query.set('territory', filters.territory);
  if (filters.facilityType) query.set('facilityType', filters.facilityType);
  if (filters.placeType) query.set('placeType', filters.placeType);
  if (filters.capacity !== null)
    query.set(forApi ? 'capacity[gte]' : 'capacity', String(filters.capacity));
  if (filters.reducedMobilityAccess) query.set('reducedMobilityAccess', 'true');
  if (filters.availableOn && filters.startTime && filters.endTime) {
    query.set('availableOn', filters.availableOn);
    query.set('startTime', filters.startTime);
    query.set('endTime', filters.endTime);
  }
  if (page > 1) query.set('page', String(page));
  return query;
}
