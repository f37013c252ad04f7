import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromQuery } from '../../lib/page-param.ts';
import { useTypedFilter } from './use-typed-filter.ts';

/** What every filtered list reads from its query string besides its own filters. */
export interface ListPosition {
  search: string;
  page: number;
}

/**
 * A list's filters live in the query string (docs/routes.md#page-flows), so a filtered list can be
 * shared, bookmarked and restored with the back button. `readFilters` (a stable, module-level
 * function) reads the list's own filters, each under its query-string name; `search` and `page` are
 * read here. Typing in the search field updates the URL once the user pauses.
 */
export function useQueryFilters<Filters extends object>(
  readFilters: (params: URLSearchParams) => Filters,
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<Filters & ListPosition>(
    () => ({
      ...readFilters(params),
      search: params.get('search') ?? '',
      page: pageFromQuery(params),
    }),
    [params, readFilters],
  );

  const setFilter = useCallback(
    (name: Extract<keyof Filters, string> | keyof ListPosition, value: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          // Another filter means another list: back to its first page.
          if (name !== 'page') next.delete('page');
          return next;
        },
        { replace: name === 'search' },
      );
    },
    [setParams],
  );

  const [searchText, setSearchText] = useTypedFilter(filters.search, (search) =>
    setFilter('search', search),
  );

  return { params, filters, setFilter, searchText, setSearchText };
}
