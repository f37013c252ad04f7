import type { Facility, facilityTypeSchema } from '@espaces/domain/api/facilities';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from './client.ts';
import { fetchCollection, REFERENCE_DATA_STALE_MS } from './collections.ts';

export type FacilityType = z.infer<typeof facilityTypeSchema>;

/**
 * One key factory for the facility resource, read by the facilities, users, agreements and
 * list-filter screens: a facility created or renamed in one shows in the others.
 */
export const facilityKeys = {
  all: ['facilities'] as const,
  list: (filters: object) => ['facilities', 'list', filters] as const,
  options: ['facilities', 'list', 'options'] as const,
  detail: (id: string) => ['facilities', 'detail', id] as const,
  availableOrganizations: (id: string | null) =>
    ['facilities', 'detail', id, 'available-organization'] as const,
  places: (id: string) => ['places', 'list', { facility: id }] as const,
};

/**
 * The facilities the signed-in user follows or may attach people to (central: all; the server
 * scopes the list), by name: the options of a facility filter or choice.
 */
export function useFacilityOptions(enabled = true) {
  return useQuery({
    queryKey: facilityKeys.options,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<Facility>>('/api/facilities', {
          signal,
          query: { pagination: false, 'order[name]': 'asc' },
        })
      )['hydra:member'],
    enabled,
    staleTime: 60_000,
  });
}

/** Every facility type by name, in one cache entry shared by the facility and list screens. */
export function useFacilityTypes() {
  return useQuery({
    queryKey: ['facility_types', 'all'],
    queryFn: ({ signal }) =>
      fetchCollection<FacilityType>(
        '/api/facility_types',
        { pagination: false, 'order[name]': 'asc' },
        signal,
      ),
    staleTime: REFERENCE_DATA_STALE_MS,
  });
}
