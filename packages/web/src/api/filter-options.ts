import type { HydraCollection } from '@espaces/domain/api/hydra';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

// The options of the lists' shared filter (SPEC §2), read once for the booking and agreement lists.

interface NamedResource {
  id: string;
  name: string;
}

/** Territories (staff and central) and facility types, by name, for the shared filter. */
export function useReferenceList(
  path: '/api/territories' | '/api/facility_types',
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['reference', path],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<NamedResource>>(path, {
          signal,
          query: { pagination: false, 'order[name]': 'asc' },
        })
      )['hydra:member'],
    enabled,
    staleTime: 5 * 60_000,
  });
}
