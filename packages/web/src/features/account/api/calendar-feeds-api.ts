import type {
  CalendarFeed,
  CalendarFeedInput,
  IssuedCalendarFeed,
} from '@espaces/domain/api/calendar-feeds';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { fetchCollection } from '../../../api/collections.ts';

/** The account's calendar feeds; the secret address comes back only on creation. */

export const calendarFeedKeys = {
  all: ['calendar-feeds'] as const,
  places: (facilityId: string) => ['calendar-feeds', 'places', facilityId] as const,
};

export function useCalendarFeeds(enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedKeys.all,
    queryFn: async ({ signal }) =>
      (await apiFetch<HydraCollection<CalendarFeed>>('/api/calendar_feeds', { signal }))[
        'hydra:member'
      ],
    enabled,
  });
}

/** The places of a facility the user picked, to follow one of them rather than all. */
export function useFacilityPlaceOptions(facilityId: string | null) {
  return useQuery({
    queryKey: calendarFeedKeys.places(facilityId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await fetchCollection<{ id: string; name: string }>(
          '/api/places',
          { facility: facilityId, pagination: false, 'order[name]': 'asc' },
          signal,
        )
      )['hydra:member'],
    enabled: facilityId !== null,
  });
}

export function subscribeToCalendar(input: CalendarFeedInput): Promise<IssuedCalendarFeed> {
  return apiFetch<IssuedCalendarFeed>('/api/calendar_feeds', { method: 'POST', body: input });
}

export function revokeCalendarFeed(feed: Pick<CalendarFeed, '@id'>): Promise<void> {
  return apiFetch<void>(feed['@id'], { method: 'DELETE' });
}
