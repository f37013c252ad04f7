import { overlapsAny, toInterval, type Interval } from './intervals.ts';

/**
 * « Supprimer les créneaux à venir » (delete upcoming windows) of a place
 * (delete-future-slots, docs/bookings.md#opening-windows):
 * - only the opening windows starting after now are concerned; a started or past window
 *   stays;
 * - an upcoming window that contains (even partly) an active booked slot stays, so that no
 *   booking ends up outside every opening window;
 * - all other upcoming windows are deleted.
 */
export interface FutureWindowsSplit<W> {
  deleted: W[];
  kept: W[];
}

export function splitFutureWindows<W extends { startDate: Date; endDate: Date }>(
  windows: readonly W[],
  activeBookingSlots: readonly { startDate: Date; endDate: Date }[],
  now: Date,
): FutureWindowsSplit<W> {
  const booked: Interval[] = activeBookingSlots.map(toInterval).sort((a, b) => a.start - b.start);
  const result: FutureWindowsSplit<W> = { deleted: [], kept: [] };
  for (const window of windows) {
    if (window.startDate <= now) continue;
    // Active slots of a place never overlap one another (docs/bookings.md#no-double-booking):
    // sorted, they are disjoint.
    (overlapsAny(booked, toInterval(window)) ? result.kept : result.deleted).push(window);
  }
  return result;
}
