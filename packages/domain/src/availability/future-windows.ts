import { overlapsAny, toInterval, type Interval } from './intervals.ts';

/**
 * « Supprimer les créneaux à venir » d'un espace (delete-future-slots,
 * docs/bookings.md#opening-windows) :
 * - seuls les créneaux d'ouverture qui commencent après maintenant sont concernés ; un
 *   créneau commencé ou passé reste ;
 * - un créneau à venir qui contient (même en partie) un créneau réservé actif reste, pour
 *   qu'aucune réservation ne se retrouve hors de tout créneau d'ouverture ;
 * - tous les autres créneaux à venir sont supprimés.
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
