import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromParams,
  paramsWithFilter,
  type BookingFilterName,
} from '../lib/booking-list-filters.ts';

/**
 * The filters of /reservations/liste live in the query string (docs/routes.md#page-flows), so a
 * filtered list can be shared, bookmarked and restored with the back button; the route keeps the
 * scroll.
 */
export function useBookingListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilter = useCallback(
    (name: BookingFilterName, value: string | null) => {
      setParams((current) => paramsWithFilter(current, name, value), { preventScrollReset: true });
    },
    [setParams],
  );
  return { filters, setFilter };
}
