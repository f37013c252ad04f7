import type { Place } from '@espaces/domain/api/places';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** ISO instants [start, end) of a visible week or a chosen range. */
export interface IsoBounds {
  start: string;
  end: string;
}

/**
 * One key factory for the place resource, which the places, search and bookings features all
 * read: a change saved in one invalidates what the others show.
 */
export const placeKeys = {
  all: ['places'] as const,
  list: (filters: object) => ['places', 'list', filters] as const,
  detail: (id: string) => ['places', 'detail', id] as const,
  availability: (id: string, week: IsoBounds) =>
    ['places', 'detail', id, 'availability', week.start, week.end] as const,
  freeRanges: (
    id: string,
    range: { startDate: string; endDate: string },
    bookingToExclude?: string,
  ) => ['places', 'detail', id, 'time_slots', 'available', range, bookingToExclude] as const,
  firstActionableWeek: (id: string, from: string, bookingToExclude?: string) =>
    ['places', 'detail', id, 'time_slots', 'first-week', from, bookingToExclude] as const,
};

export const placePath = (id: string): string => `/api/places/${id}`;

export function usePlace(id: string) {
  return useQuery({
    queryKey: placeKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Place>(placePath(id), { signal }),
  });
}
