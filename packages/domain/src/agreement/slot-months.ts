import { LOCALE, TIME_ZONE } from '../locale/format.ts';

/**
 * An agreement's slots grouped by month (Paris time), in order: a yearly booking lists all
 * its occurrences, month by month.
 */
export interface MonthOfSlots<T> {
  /** « janvier 2027 » */
  label: string;
  slots: T[];
}

const monthFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  month: 'long',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long' });

export function groupSlotsByMonth<T extends { startDate: Date }>(
  slots: readonly T[],
): MonthOfSlots<T>[] {
  const months: MonthOfSlots<T>[] = [];
  const sorted = [...slots].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  for (const slot of sorted) {
    const label = monthFormat.format(slot.startDate);
    const last = months.at(-1);
    if (last?.label === label) last.slots.push(slot);
    else months.push({ label, slots: [slot] });
  }
  return months;
}

/** « lundi » (Paris calendar day). */
export function weekdayOf(instant: Date): string {
  return weekdayFormat.format(instant);
}
