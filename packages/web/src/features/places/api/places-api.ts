import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { Facility } from '@espaces/domain/api/facilities';
import type { Place, PlaceInput } from '@espaces/domain/api/places';
import { placeTypeSchema } from '@espaces/domain/api/places';
import { CHANGES_SAVED } from '@espaces/domain/messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../api/client.ts';
import { placeKeys, placePath } from '../../../api/places.ts';
import { briefSuccess } from '../../../ui/toast.tsx';

export type PlaceType = z.infer<typeof placeTypeSchema>;

/** 30 items per page by default (docs/api.md#collections-and-filters). */
export const PLACES_PER_PAGE = 30;

export interface PlaceFilters {
  facility: string | null;
  placeType: string | null;
  page: number;
}

const placeTypeKeys = { all: ['place_types'] as const };
const facilityOptionKeys = { all: ['facilities', 'options'] as const };

export function usePlaces(filters: PlaceFilters) {
  return useQuery({
    queryKey: placeKeys.list(filters),
    queryFn: () =>
      apiFetch<HydraCollection<Place>>('/api/places', {
        query: {
          page: filters.page,
          itemsPerPage: PLACES_PER_PAGE,
          ...(filters.facility !== null && { facility: filters.facility }),
          ...(filters.placeType !== null && { placeType: filters.placeType }),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The facilities the user may see; the server scopes them to the user's own. */
export function useFacilityOptions() {
  return useQuery({
    queryKey: facilityOptionKeys.all,
    queryFn: async () =>
      (
        await apiFetch<HydraCollection<Facility>>('/api/facilities', {
          query: { pagination: false },
        })
      )['hydra:member'],
  });
}

export function usePlaceTypes() {
  return useQuery({
    queryKey: placeTypeKeys.all,
    queryFn: async () =>
      (
        await apiFetch<HydraCollection<PlaceType>>('/api/place_types', {
          query: { pagination: false },
        })
      )['hydra:member'],
    staleTime: 60 * 60 * 1000,
  });
}

export function createPlace(input: PlaceInput): Promise<Place> {
  return apiFetch<Place>('/api/places', { method: 'POST', body: input });
}

export function updatePlace(id: string, input: PlaceInput): Promise<Place> {
  return apiFetch<Place>(placePath(id), { method: 'PUT', body: input });
}

export function deletePlace(id: string): Promise<void> {
  return apiFetch<void>(placePath(id), { method: 'DELETE' });
}

/** Saves the whole place (its fields or its doors): the lists and its page show it at once. */
export function useSavePlace(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceInput) => updatePlace(id, input),
    onSuccess: async (updated) => {
      queryClient.setQueryData(placeKeys.detail(id), updated);
      await queryClient.invalidateQueries({ queryKey: placeKeys.all });
      briefSuccess(CHANGES_SAVED);
    },
  });
}
