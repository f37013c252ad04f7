import type {
  Booking,
  BookingInput,
  BookingQuery,
  BookingUpdate,
  GeneratedBookingSlot,
} from '@espaces/domain/api/bookings';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { Place } from '@espaces/domain/api/places';
import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import type { IsoRange } from '../lib/slot-selection.ts';

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: ['bookings', 'list'] as const,
  list: (query: Record<string, string | string[]>) => ['bookings', 'list', query] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
  generated: (placeId: string, query: BookingQuery) =>
    ['bookings', 'generated', placeId, query] as const,
};

export const placeKeys = {
  detail: (id: string) => ['places', 'detail', id] as const,
  freeRanges: (placeId: string, range: IsoRange, bookingToExclude?: string) =>
    ['places', 'detail', placeId, 'time_slots', 'available', range, bookingToExclude] as const,
};

export const bookingPath = (id: string): string => `/api/bookings/${id}`;

export function usePlace(id: string) {
  return useQuery({
    queryKey: placeKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Place>(`/api/places/${id}`, { signal }),
  });
}

/**
 * SPEC §7: the opening windows overlapping `range` with their free and booked ranges
 * (groups[]=time_slot_available); `bookingToExclude` counts that booking's slots as free.
 */
export async function fetchAvailability(
  placeId: string,
  range: IsoRange,
  bookingToExclude?: string,
): Promise<TimeSlot[]> {
  const windows = await apiFetch<HydraCollection<TimeSlot>>(`/api/places/${placeId}/time_slots`, {
    query: {
      'startDate[before]': range.endDate,
      'endDate[after]': range.startDate,
      pagination: false,
      'groups[]': 'time_slot_available',
      ...(bookingToExclude ? { bookingToExclude } : {}),
    },
  });
  return windows['hydra:member'];
}

export function useAvailability(
  placeId: string,
  range: IsoRange | null,
  bookingToExclude?: string,
) {
  return useQuery({
    queryKey: placeKeys.freeRanges(
      placeId,
      range ?? { startDate: '', endDate: '' },
      bookingToExclude,
    ),
    queryFn: () =>
      fetchAvailability(placeId, range ?? { startDate: '', endDate: '' }, bookingToExclude),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every weekly occurrence inside the place's windows, with `available` (issue 5 item 3). */
export function useGeneratedSlots(placeId: string, query: BookingQuery | null) {
  return useQuery({
    queryKey: bookingKeys.generated(placeId, query ?? { weekDay: 0, startTime: '', endTime: '' }),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<GeneratedBookingSlot>>('/api/generated_booking_slots', {
          signal,
          query: { ...query, place: `/api/places/${placeId}` },
        })
      )['hydra:member'],
    enabled: query !== null,
  });
}

export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Booking>(bookingPath(id), { signal }),
  });
}

export function requestBooking(input: BookingInput): Promise<Booking> {
  return apiFetch<Booking>('/api/bookings', { method: 'POST', body: input });
}

export function updateBooking(id: string, update: BookingUpdate): Promise<Booking> {
  return apiFetch<Booking>(bookingPath(id), { method: 'PUT', body: update });
}
