import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  agreementFiltersFromParams,
  paramsWithAgreementFilter,
  type AgreementFilterName,
} from '../lib/agreement-list-filters.ts';

/**
 * The filters live in the query string (docs/routes.md#page-flows): a filtered list can be shared
 * and restored.
 */
export function useAgreementListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => agreementFiltersFromParams(params), [params]);
  const setFilter = useCallback(
    (name: AgreementFilterName, value: string | null) => {
      setParams((current) => paramsWithAgreementFilter(current, name, value), {
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return { filters, setFilter };
}
