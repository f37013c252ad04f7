import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { PlaceSummary } from '@espaces/domain/api/search';
import { SEARCH_ITEMS_PER_PAGE } from '@espaces/domain/api/search-page-sizes';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchCollection } from '../../../api/collections.ts';
import { pageFromQuery } from '../../../lib/page-param.ts';
import {
  filtersFromQuery,
  filtersToQuery,
  NO_FILTERS,
  type SearchFilters,
} from '../lib/search-filters.ts';

// The web app's entry imports this module (app/routes.ts) and with it everything it imports, into
// the home page's code, which has a budget (docs/decisions.md#web): the queries only, the hooks are
// in search-api.ts.

const searchKeys = {
  page: (query: string) => ['search', 'places', query] as const,
  map: (query: string) => ['search', 'map', query] as const,
};

function fetchSearch(query: URLSearchParams): Promise<HydraCollection<PlaceSummary>> {
  return fetchCollection<PlaceSummary>('/api/search/places', query);
}

/**
 * The answers asked for at start (`prefetchSearch`) often come before the page mounts: this
 * young, the page takes them instead of asking again.
 */
const SEARCH_FRESH_MS = 10_000;

export function placeSearchQuery(filters: SearchFilters, page: number) {
  const query = filtersToQuery(filters, { page, forApi: true });
  query.set('itemsPerPage', String(SEARCH_ITEMS_PER_PAGE));
  return queryOptions({
    queryKey: searchKeys.page(query.toString()),
    queryFn: () => fetchSearch(query),
    staleTime: SEARCH_FRESH_MS,
  });
}

export function mapPlacesQuery(filters: SearchFilters) {
  const query = filtersToQuery(filters, { forApi: true });
  query.set('pagination', 'false');
  return queryOptions({
    queryKey: searchKeys.map(query.toString()),
    queryFn: async () => (await fetchSearch(query))['hydra:member'],
    staleTime: SEARCH_FRESH_MS,
  });
}

/**
 * Asks for what /recherche shows, from the address's query, with the page's code (main.tsx)
 * instead of at its first render: the page finds its answers in flight.
 */
export async function prefetchSearch(
  queryClient: QueryClient,
  params: URLSearchParams,
): Promise<void> {
  const filters = filtersFromQuery(params);
  // Without filters the map's query is the options' one: the same key is asked for once.
  await Promise.all([
    queryClient.prefetchQuery(placeSearchQuery(filters, pageFromQuery(params))),
    queryClient.prefetchQuery(mapPlacesQuery(filters)),
    queryClient.prefetchQuery(mapPlacesQuery(NO_FILTERS)),
  ]);
}
