/**
 * Occupancy = booked ÷ opened, never above 1 (a slot booked when its window was later removed
 * cannot make a place more than full); null when the place opened zero minutes, shown « — ».
 */
export function occupancyRate(openedMinutes: number, bookedMinutes: number): number | null {
  if (!(openedMinutes > 0)) return null;
  return Math.min(1, Math.max(0, bookedMinutes / openedMinutes));
}
