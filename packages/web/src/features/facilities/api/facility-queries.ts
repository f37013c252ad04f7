import type {
  Facility,
  FacilityDetail,
  FacilityInput,
  facilityDocumentSchema,
} from '@espaces/domain/api/facilities';
import type { placeSchema } from '@espaces/domain/api/places';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../api/client.ts';
import { facilityKeys } from '../../../api/facilities.ts';
import { fetchCollection } from '../../../api/collections.ts';

export type FacilityDocument = z.infer<typeof facilityDocumentSchema>;
export type FacilityPlace = z.infer<typeof placeSchema>;

/** The list filters, as read from the query string (docs/routes.md#page-flows). */
export interface FacilityListFilters {
  search: string;
  territory: string | null;
  facilityType: string | null;
  page: number;
}

export const FACILITIES_PER_PAGE = 30;

export function useFacilityList(filters: FacilityListFilters) {
  return useQuery({
    queryKey: facilityKeys.list(filters),
    queryFn: ({ signal }) =>
      fetchCollection<Facility>(
        '/api/facilities',
        {
          search: filters.search,
          territory: filters.territory,
          facilityType: filters.facilityType,
          page: filters.page,
          itemsPerPage: FACILITIES_PER_PAGE,
          'order[name]': 'asc',
        },
        signal,
      ),
    // The table stays while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useFacility(id: string) {
  return useQuery({
    queryKey: facilityKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<FacilityDetail>(`/api/facilities/${id}`, { signal }),
  });
}

export function useFacilityPlaces(id: string) {
  return useQuery({
    queryKey: facilityKeys.places(id),
    queryFn: ({ signal }) =>
      fetchCollection<FacilityPlace>(
        '/api/places',
        { facility: id, pagination: false, 'order[name]': 'asc' },
        signal,
      ),
  });
}

export function createFacility(input: FacilityInput): Promise<Facility> {
  return apiFetch<Facility>('/api/facilities', { method: 'POST', body: input });
}

export function updateFacility(id: string, input: FacilityInput): Promise<Facility> {
  return apiFetch<Facility>(`/api/facilities/${id}`, { method: 'PUT', body: input });
}

/** Documents are deleted through their own IRI. */
export function deleteFacilityDocument(document: FacilityDocument): Promise<void> {
  return apiFetch<void>(document['@id'], { method: 'DELETE' });
}

/** The multipart endpoint of a facility's annex documents. */
export function documentUploadUrl(facility: Pick<Facility, '@id'>): string {
  return `${facility['@id']}/documents`;
}
