/**
 * Time range arithmetic (docs/bookings.md#availability): a range is a half-open interval
 * [start, end) of instants in milliseconds since the Unix epoch.
 * - Two ranges overlap when they share an instant; two ranges that touch (the end of one
 *   is the start of the other) do not overlap.
 * - An empty range (end ≤ start) contains nothing and overlaps nothing.
 * - The free ranges of an opening window are that window minus its booked ranges.
 */

export interface Interval {
  start: number;
  end: number;
}

export interface DateRange {
  startDate: Date;
  endDate: Date;
}

export function toInterval(range: { startDate: Date | string; endDate: Date | string }): Interval {
  return { start: new Date(range.startDate).getTime(), end: new Date(range.endDate).getTime() };
}

export function toDateRange(interval: Interval): DateRange {
  return { startDate: new Date(interval.start), endDate: new Date(interval.end) };
}

export function isEmptyInterval(range: Interval): boolean {
  return !(range.end > range.start);
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end && !isEmptyInterval(a) && !isEmptyInterval(b);
}

/** Overlapping or sharing a bound: such opening windows merge into one. */
export function overlapsOrTouches(a: Interval, b: Interval): boolean {
  return a.start <= b.end && b.start <= a.end;
}

export function contains(outer: Interval, inner: Interval): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

export function sameInterval(a: Interval, b: Interval): boolean {
  return a.start === b.start && a.end === b.end;
}

/** The part of `range` inside `window`, or null when they do not overlap. */
export function clip(range: Interval, window: Interval): Interval | null {
  const clipped = {
    start: Math.max(range.start, window.start),
    end: Math.min(range.end, window.end),
  };
  return isEmptyInterval(clipped) ? null : clipped;
}

export function byStart(a: Interval, b: Interval): number {
  return a.start - b.start || a.end - b.end;
}

/** Union of the ranges as sorted, disjoint, non-touching ranges (empty ones dropped). */
export function mergeIntervals(ranges: readonly Interval[]): Interval[] {
  const sorted = ranges.filter((range) => !isEmptyInterval(range)).sort(byStart);
  const merged: Interval[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** What remains of `from` once every range of `minus` is taken out, in order. */
export function subtractIntervals(from: Interval, minus: readonly Interval[]): Interval[] {
  const remaining: Interval[] = [];
  let cursor = from.start;
  for (const taken of mergeIntervals(minus)) {
    if (taken.end <= cursor) continue;
    if (taken.start >= from.end) break;
    if (taken.start > cursor) remaining.push({ start: cursor, end: taken.start });
    cursor = Math.max(cursor, taken.end);
  }
  if (cursor < from.end) remaining.push({ start: cursor, end: from.end });
  return remaining;
}

/**
 * The ranges of `sorted` (disjoint, by start: a place's active slots) that overlap `window`,
 * clipped to it, extra fields kept. Only the overlapping ones are visited: a month of windows
 * each clipping every slot of the month was most of the availability read's own work.
 */
export function clipSorted<T extends Interval>(window: Interval, sorted: readonly T[]): T[] {
  const clipped: T[] = [];
  for (let index = firstEndingAfter(sorted, window.start); index < sorted.length; index++) {
    const range = sorted[index]!;
    if (range.start >= window.end) break;
    const part = clip(range, window);
    if (part) clipped.push({ ...range, ...part });
  }
  return clipped;
}

/** The free ranges of an opening window once its booked ranges are taken out. */
export function availableRanges(window: Interval, bookedRanges: readonly Interval[]): Interval[] {
  return subtractIntervals(window, bookedRanges);
}

/**
 * Among sorted disjoint ranges, one that contains `range` entirely (binary search), if any.
 * Returns its index, or -1.
 */
export function indexOfContaining(sorted: readonly Interval[], range: Interval): number {
  let low = 0;
  let high = sorted.length - 1;
  let candidate = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.start <= range.start) {
      candidate = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  // Disjoint ranges: only the last one starting at or before `range` can contain it.
  return candidate >= 0 && contains(sorted[candidate]!, range) ? candidate : -1;
}

/** True when some range of `sorted` (disjoint, by start) overlaps `range` (binary search). */
export function overlapsAny(sorted: readonly Interval[], range: Interval): boolean {
  const next = sorted[firstEndingAfter(sorted, range.start)];
  return next !== undefined && overlaps(next, range);
}

/** Index of the first range of `sorted` (disjoint, by start) ending after `instant`. */
function firstEndingAfter(sorted: readonly Interval[], instant: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.end <= instant) low = middle + 1;
    else high = middle;
  }
  return low;
}
