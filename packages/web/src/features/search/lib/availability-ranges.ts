import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { toInterval, type Interval } from '@espaces/domain/availability/intervals';
import { splitFreeRangesAt } from '@espaces/domain/availability/week-view';

export interface AvailabilityRange {
  id: string;
  kind: 'available' | 'past' | 'booked';
  startDate: string;
  endDate: string;
  /** Staff only: the booking holding the range (organisations never see it). */
  reference?: string;
}

const iso = (interval: Interval) => ({
  startDate: new Date(interval.start).toISOString(),
  endDate: new Date(interval.end).toISOString(),
});

/**
 * The free and booked ranges of opening windows (groups[]=time_slot_available), in time order;
 * the parts of free ranges that can no longer be booked at `now` are past (docs/bookings.md
 * « Availability »).
 */
export function availabilityRangesOf(
  windows: readonly TimeSlot[],
  now: number,
): AvailabilityRange[] {
  const ranges = windows.flatMap((window): AvailabilityRange[] => [
    ...(window.availableRanges ?? []).flatMap((range, index) => {
      const split = splitFreeRangesAt([toInterval(range)], now);
      return [
        ...split.past.map((part) => ({
          id: `${window.id}-passe-${index}`,
          kind: 'past' as const,
          ...iso(part),
        })),
        ...split.bookable.map((part) => ({
          id: `${window.id}-disponible-${index}`,
          kind: 'available' as const,
          ...iso(part),
        })),
      ];
    }),
    ...(window.bookedRanges ?? []).map((range, index) => ({
      id: `${window.id}-reserve-${index}`,
      kind: 'booked' as const,
      startDate: range.startDate,
      endDate: range.endDate,
      ...(range.booking ? { reference: range.booking.reference } : {}),
    })),
  ]);
  return ranges.sort(
    (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id.localeCompare(b.id),
  );
}
