import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { toInterval } from '@espaces/domain/availability/intervals';
import { MAX_ITEMS_PER_PAGE } from '@espaces/domain/api/collection-page-sizes';
import {
  firstActionableWeek,
  hourSpanTimes,
  weekHourSpan,
} from '@espaces/domain/availability/week-view';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiFetch } from '../../api/client.ts';
import { placeKeys, placePath } from '../../api/places.ts';

/**
 * The week a place's calendar opens on (docs/bookings.md « Availability »): the first week
 * holding a free range that can still be chosen, from today or from `from` (a day the user
 * came with, YYYY-MM-DD or ISO) when later. Reads the next opening windows in time order, one
 * page of them: a place whose next hundred windows are all booked opens on `from` (or this
 * week). `ready` is false until the answer is known, so the calendar mounts once on that week.
 */
export function useFirstActionableWeek(
  placeId: string,
  from: string | undefined,
  bookingToExclude?: string,
  /** False for a calendar that only shows a given week: nothing is read. */
  enabled = true,
): { ready: boolean; week: string | undefined } {
  // The clock is read once: a key changing at every render would fetch without end.
  const [now] = useState(() => Date.now());
  const fromMs = from === undefined ? now : Math.max(now, Date.parse(from));
  const after = new Date(Number.isNaN(fromMs) ? now : fromMs).toISOString();
  const query = useQuery({
    queryKey: placeKeys.firstActionableWeek(placeId, after, bookingToExclude),
    queryFn: async ({ signal }) => {
      const windows = await apiFetch<HydraCollection<TimeSlot>>(
        `${placePath(placeId)}/time_slots`,
        {
          signal,
          query: {
            'endDate[after]': after,
            'order[startDate]': 'asc',
            itemsPerPage: MAX_ITEMS_PER_PAGE,
            'groups[]': 'time_slot_available',
            ...(bookingToExclude ? { bookingToExclude } : {}),
          },
        },
      );
      const free = windows['hydra:member'].flatMap((window) =>
        (window.availableRanges ?? []).map(toInterval),
      );
      return firstActionableWeek(free, now, Date.parse(after));
    },
    enabled,
  });
  return {
    ready: !enabled || !query.isPending,
    week: query.data ?? from,
  };
}

/** FullCalendar's slotMinTime and slotMaxTime: the opening hours of the week, an hour around. */
export function useWeekHours(windows: readonly TimeSlot[]) {
  return useMemo(() => hourSpanTimes(weekHourSpan(windows.map(toInterval))), [windows]);
}

/**
 * Day headers that fit seven columns on a phone (390 px): « L 30 » instead of « lun. 30/11 ».
 * The week's dates stay in the toolbar title and in the list under the grid.
 */
export function useCompactDayHeaders() {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  return narrow ? { dayHeaderFormat: { weekday: 'narrow', day: 'numeric' } as const } : {};
}
