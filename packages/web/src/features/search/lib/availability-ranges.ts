import type { TimeSlot } from '@espaces/domain/api/time-slots';

export interface AvailabilityRange {
  id: string;
  kind: 'available' | 'booked';
  startDate: string;
  endDate: string;
  /** Staff only: the booking holding the range (organisations never see it). */
  reference?: string;
}

/** The free and booked ranges of opening windows (groups[]=time_slot_available), in time order. */
export function availabilityRangesOf(windows: readonly TimeSlot[]): AvailabilityRange[] {
  const ranges = windows.flatMap((window): AvailabilityRange[] => [
    ...(window.availableRanges ?? []).map((range, index) => ({
      id: `${window.id}-disponible-${index}`,
      kind: 'available' as const,
      startDate: range.startDate,
      endDate: range.endDate,
    })),
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
