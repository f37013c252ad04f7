import type { BookingListParams } from '@espaces/domain/api/booking-list';
import type { AmendmentDraftInput } from '@espaces/domain/api/amendments';
import type { Booking, BookingQuery } from '@espaces/domain/api/bookings';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/**
 * One key factory for the booking resource, which the bookings, agreements and payments
 * features all read: every key sits under `all`, so any booking mutation refreshes them all.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: ['bookings', 'list'] as const,
  list: (params: BookingListParams) => ['bookings', 'list', params] as const,
  ownFacilities: ['bookings', 'list', 'facility-options'] as const,
  toDecideCount: ['bookings', 'to-decide-count'] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
  amendments: (id: string) => ['bookings', 'detail', id, 'amendments'] as const,
  amendmentProposals: (id: string) => ['bookings', 'detail', id, 'amendment-proposals'] as const,
  amendmentPreview: (id: string, draft: AmendmentDraftInput | null) =>
    ['bookings', 'detail', id, 'amendment-preview', draft] as const,
  generatedFor: (placeId: string) => ['bookings', 'generated', placeId] as const,
  generated: (placeId: string, query: BookingQuery, bookingId?: string) =>
    ['bookings', 'generated', placeId, query, bookingId] as const,
};

export const bookingPath = (id: string): string => `/api/bookings/${id}`;

/** GET /api/bookings with the domain's list contract (filters, orders, pages). */
export function fetchBookings(
  params: BookingListParams,
  signal?: AbortSignal,
): Promise<HydraCollection<Booking>> {
  return apiFetch<HydraCollection<Booking>>('/api/bookings', { signal, query: params });
}

export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Booking>(bookingPath(id), { signal }),
  });
}
