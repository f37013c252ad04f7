import type {
  Booking,
  BookingInput,
  BookingQuery,
  BookingRejection,
  BookingUpdate,
  BookingValidation,
  GeneratedBookingSlot,
} from '@espaces/domain/api/bookings';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import type {
  SlotAlternativeJson,
  WeeklyAlternativeJson,
} from '@espaces/domain/api/slot-alternatives';
import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../api/client.ts';
import { bookingKeys, bookingPath } from '../../../api/bookings.ts';
import { placeKeys, placePath } from '../../../api/places.ts';
import type { IsoRange } from '../lib/slot-selection.ts';

/**
 * The opening windows overlapping `range` with their free and booked ranges
 * (groups[]=time_slot_available); `bookingToExclude` counts that booking's slots as free.
 */
export async function fetchAvailability(
  placeId: string,
  range: IsoRange,
  bookingToExclude?: string,
): Promise<TimeSlot[]> {
  const windows = await apiFetch<HydraCollection<TimeSlot>>(`${placePath(placeId)}/time_slots`, {
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

/**
 * Every weekly occurrence inside the place's windows, with `available`;
 * `bookingId` (a booking being changed) counts that booking's own slots as free.
 */
export function useGeneratedSlots(placeId: string, query: BookingQuery | null, bookingId?: string) {
  return useQuery({
    queryKey: bookingKeys.generated(
      placeId,
      query ?? { weekDay: 0, startTime: '', endTime: '' },
      bookingId,
    ),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<GeneratedBookingSlot>>('/api/generated_booking_slots', {
          signal,
          query: {
            ...query,
            place: placePath(placeId),
            ...(bookingId ? { booking: bookingId } : {}),
          },
        })
      )['hydra:member'],
    enabled: query !== null,
  });
}

/**
 * The nearest free slots to `slot`, found taken at `placeId` (docs/bookings.md#alternatives);
 * `null` reads nothing.
 */
export function useSlotAlternatives(placeId: string, slot: IsoRange | null) {
  return useQuery({
    queryKey: [...placeKeys.detail(placeId), 'alternatives', slot] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<SlotAlternativeJson>>(`${placePath(placeId)}/alternatives`, {
          signal,
          query: { ...slot },
        })
      )['hydra:member'],
    enabled: slot !== null,
  });
}

/**
 * The weekly queries free on every occurrence of a yearly request found taken at `placeId`
 * (docs/bookings.md#alternatives); `null` reads nothing.
 */
export function useWeeklyAlternatives(placeId: string, query: BookingQuery | null) {
  return useQuery({
    queryKey: [...placeKeys.detail(placeId), 'weekly-alternatives', query] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<WeeklyAlternativeJson>>(
          `${placePath(placeId)}/weekly_alternatives`,
          { signal, query: { ...query } },
        )
      )['hydra:member'],
    enabled: query !== null,
  });
}

export function requestBooking(input: BookingInput): Promise<Booking> {
  return apiFetch<Booking>('/api/bookings', { method: 'POST', body: input });
}

export function updateBooking(id: string, update: BookingUpdate): Promise<Booking> {
  return apiFetch<Booking>(bookingPath(id), { method: 'PUT', body: update });
}

/**
 * The pre-approval checks (group booking_approve): resolves when they pass, throws the 422
 * violations otherwise (a slot in the past…).
 */
export function validateBookingApproval(id: string): Promise<BookingValidation> {
  return apiFetch<BookingValidation>(`${bookingPath(id)}/validate`, {
    query: { 'groups[]': 'booking_approve' },
  });
}

/** The reason is required and e-mailed to the organisation. */
export function rejectBooking(id: string, rejection: BookingRejection): Promise<Booking> {
  return apiFetch<Booking>(`${bookingPath(id)}/reject`, { method: 'PUT', body: rejection });
}

/**
 * After any booking mutation: the page shows the answer at once, and every list, count and
 * availability that depends on the booking is fetched again.
 */
export function useBookingSaved(): (updated: Booking) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (updated: Booking) => {
      queryClient.setQueryData(bookingKeys.detail(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      await queryClient.invalidateQueries({ queryKey: placeKeys.detail(updated.place.id) });
    },
    [queryClient],
  );
}
