import { parisDateOf } from '../availability/paris-time.ts';
import { mondayOf } from '../availability/week-view.ts';

/**
 * What changed between two lists of slots, as people read it (docs/bookings.md): a slot of the
 * same Paris day whose hours changed is one moved slot (date, old hours → new hours), not one
 * dropped and one added; only slots with no counterpart that day are added or removed. Within
 * a day, dropped and new slots pair up in start order, so a day with two evenings moved keeps
 * its first with its first. When a yearly booking's weekly query changes (another day of the
 * week), the same Paris week is enough, as amendments pair them (agreement/amendment-change.ts).
 */

export interface SlotRange {
  startDate: string;
  endDate: string;
}

export interface MovedSlot<T extends SlotRange> {
  from: T;
  to: T;
}

export interface SlotDiff<T extends SlotRange> {
  kept: T[];
  moved: MovedSlot<T>[];
  added: T[];
  removed: T[];
}

// The server and the browser may write one instant differently (offset, milliseconds).
const instantsOf = (slot: SlotRange): string =>
  `${Date.parse(slot.startDate)}/${Date.parse(slot.endDate)}`;
const byStart = (a: SlotRange, b: SlotRange): number =>
  Date.parse(a.startDate) - Date.parse(b.startDate) ||
  Date.parse(a.endDate) - Date.parse(b.endDate);

/** Slots of `before` and `after` compared; each list of the answer in start order. */
export function diffSlots<T extends SlotRange>(
  before: readonly T[],
  after: readonly T[],
  { sameWeek = false }: { sameWeek?: boolean } = {},
): SlotDiff<T> {
  const dayOf = (slot: SlotRange): string => {
    const day = parisDateOf(new Date(slot.startDate));
    return sameWeek ? mondayOf(day) : day;
  };
  const afterLeft = new Map<string, T[]>();
  for (const slot of after) {
    const key = instantsOf(slot);
    afterLeft.set(key, [...(afterLeft.get(key) ?? []), slot]);
  }
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const slot of [...before].sort(byStart)) {
    const same = afterLeft.get(instantsOf(slot));
    if (same && same.length > 0) {
      same.shift();
      kept.push(slot);
    } else {
      dropped.push(slot);
    }
  }
  const fresh = [...afterLeft.values()].flat().sort(byStart);
  const freshByDay = new Map<string, T[]>();
  for (const slot of fresh)
    freshByDay.set(dayOf(slot), [...(freshByDay.get(dayOf(slot)) ?? []), slot]);
  const moved: MovedSlot<T>[] = [];
  const removed: T[] = [];
  for (const slot of dropped) {
    const to = freshByDay.get(dayOf(slot))?.shift();
    if (to === undefined) removed.push(slot);
    else moved.push({ from: slot, to });
  }
  const added = [...freshByDay.values()].flat().sort(byStart);
  return { kept, moved, added, removed };
}
