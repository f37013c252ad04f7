import type { territorySchema } from '@espaces/domain/api/facilities';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchCollection, REFERENCE_DATA_STALE_MS } from './collections.ts';

export type Territory = z.infer<typeof territorySchema>;

/** Every territory by name, in one cache entry shared by the facility, user and list screens. */
export function useTerritories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['territories', 'all'],
    queryFn: ({ signal }) =>
      fetchCollection<Territory>(
        '/api/territories',
        { pagination: false, 'order[name]': 'asc' },
        signal,
      ),
    staleTime: REFERENCE_DATA_STALE_MS,
    enabled,
  });
}
