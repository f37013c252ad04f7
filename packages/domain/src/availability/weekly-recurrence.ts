import type { WeekTimeSlotAction } from '../api/time-slots.ts';
import type { Interval } from './intervals.ts';
import {
  addDaysToDate,
  daysBetweenDates,
  parisDateOf,
  parisTimeOf,
  parisWallClockToUtc,
} from './paris-time.ts';

/**
 * Répétition hebdomadaire d'un créneau d'ouverture (« week time slot action »,
 * docs/bookings.md#opening-windows) :
 * - le premier créneau [startDate, endDate) donne le jour de la semaine et les heures de Paris ;
 * - il est répété tous les 7 jours, aux mêmes heures de Paris (18:00 reste 18:00 après les
 *   changements d'heure des derniers dimanches de mars et d'octobre), tant que le jour de
 *   début de l'occurrence est au plus le jour `until` (inclus, calendrier de Paris) ;
 * - la précision est la minute ; une occurrence que le changement d'heure rendrait vide
 *   (fin ≤ début) est omise ;
 * - la répétition couvre au plus MAX_WEEKLY_OCCURRENCES semaines (environ deux ans).
 */
export const MAX_WEEKLY_OCCURRENCES = 105;

export type WeeklyPattern = Pick<WeekTimeSlotAction, 'startDate' | 'endDate' | 'until'>;

/** Number of weekly occurrences the pattern asks for (0 when `until` precedes the first). */
export function weeklyOccurrenceCount(pattern: WeeklyPattern): number {
  const firstDay = parisDateOf(new Date(pattern.startDate));
  const days = daysBetweenDates(firstDay, pattern.until);
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/** The concrete opening windows of a weekly pattern, at most MAX_WEEKLY_OCCURRENCES of them. */
export function expandWeeklyPattern(pattern: WeeklyPattern): Interval[] {
  const start = new Date(pattern.startDate);
  const end = new Date(pattern.endDate);
  const startDay = parisDateOf(start);
  const endDay = parisDateOf(end);
  const startTime = parisTimeOf(start);
  const endTime = parisTimeOf(end);
  const count = Math.min(weeklyOccurrenceCount(pattern), MAX_WEEKLY_OCCURRENCES);
  const occurrences: Interval[] = [];
  for (let week = 0; week < count; week++) {
    const occurrence = {
      start: parisWallClockToUtc(addDaysToDate(startDay, 7 * week), startTime).getTime(),
      end: parisWallClockToUtc(addDaysToDate(endDay, 7 * week), endTime).getTime(),
    };
    if (occurrence.end > occurrence.start) occurrences.push(occurrence);
  }
  return occurrences;
}
