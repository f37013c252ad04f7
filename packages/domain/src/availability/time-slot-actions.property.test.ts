import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idFromIri } from '../api/iri.ts';
import {
  indexOfContaining,
  mergeIntervals,
  overlaps,
  toInterval,
  type Interval,
} from './intervals.ts';
import {
  applyResolvedActions,
  isWindowWithinBound,
  resolveTimeSlotActions,
  type ActiveBookingSlot,
  type OpeningWindow,
  type TimeSlotActionRequests,
} from './time-slot-actions.ts';
import { expandWeeklyPattern } from './weekly-recurrence.ts';

// Time in whole hours from a Monday; four weeks of them, so weekly patterns repeat.
const ORIGIN = Date.UTC(2027, 9, 4);
const HOUR = 3_600_000;
const HORIZON = 24 * 7 * 4;
const instant = (hour: number) => new Date(ORIGIN + hour * HOUR);
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Disjoint windows (some touching), at most one active booking slot inside each. */
const placeState = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 30 }),
      length: fc.integer({ min: 1, max: 12 }),
      slot: fc.option(fc.tuple(fc.nat(11), fc.integer({ min: 1, max: 4 }))),
    }),
    { minLength: 5, maxLength: 20 },
  )
  .map((parts) => {
    const windows: OpeningWindow[] = [];
    const slots: ActiveBookingSlot[] = [];
    let cursor = 0;
    parts.forEach(({ gap, length, slot }, index) => {
      const start = cursor + gap;
      cursor = start + length;
      windows.push({ id: id(index), startDate: instant(start), endDate: instant(cursor) });
      if (slot) {
        const slotStart = start + Math.min(slot[0], length - 1);
        const slotEnd = Math.min(slotStart + slot[1], cursor);
        slots.push({
          startDate: instant(slotStart),
          endDate: instant(slotEnd),
          bookingReference: `RES-2027-${String(index).padStart(6, '0')}`,
        });
      }
    });
    return { windows, slots };
  });

const hourRange = fc
  .tuple(fc.integer({ min: 0, max: HORIZON }), fc.integer({ min: 1, max: 12 }))
  .map(([start, length]) => ({
    startDate: instant(start).toISOString(),
    endDate: instant(start + length).toISOString(),
  }));

/** Actions naming windows 0…21 (a few of which may not exist) or none. */
const timeSlotAction = fc.oneof(
  hourRange.map((range) => ({ action: 'add' as const, ...range, timeSlot: null })),
  fc
    .tuple(hourRange, fc.nat(21), fc.constantFrom('remove' as const, 'update' as const))
    .map(([range, n, action]) => ({ action, ...range, timeSlot: `/api/time_slots/${id(n)}` })),
);

const weekTimeSlotAction = fc
  .tuple(hourRange, fc.integer({ min: 0, max: 27 }))
  .map(([range, days]) => ({
    action: 'add' as const,
    ...range,
    until: new Date(new Date(range.startDate).getTime() + days * 24 * HOUR)
      .toISOString()
      .slice(0, 10),
  }));

const requests: fc.Arbitrary<TimeSlotActionRequests> = fc.record({
  timeSlotActions: fc.array(timeSlotAction, { maxLength: 6 }),
  weekTimeSlotActions: fc.array(weekTimeSlotAction, { maxLength: 2 }),
});

// Mostly early, so that most windows are still open to change; sometimes late.
const now = fc
  .oneof(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: HORIZON }))
  .map(instant);

const intervalsOf = (windows: readonly OpeningWindow[]) => windows.map(toInterval);
const sortedIntervals = (windows: readonly OpeningWindow[]) =>
  intervalsOf(windows).sort((a, b) => a.start - b.start);

/** What the windows should cover once the request is applied, computed independently. */
function expectedCover(
  windows: readonly OpeningWindow[],
  request: TimeSlotActionRequests,
  nowMs: number,
): Interval[] {
  const changed = new Set(
    request.timeSlotActions.flatMap((action) =>
      action.action === 'add' ? [] : [idFromIri(action.timeSlot ?? '')],
    ),
  );
  const ranges = windows.filter((window) => !changed.has(window.id)).map(toInterval);
  for (const action of request.timeSlotActions) {
    if (action.action !== 'remove') ranges.push(toInterval(action));
  }
  for (const pattern of request.weekTimeSlotActions) {
    ranges.push(...expandWeeklyPattern(pattern).filter((range) => range.end > nowMs));
  }
  return mergeIntervals(ranges);
}

describe('resolveTimeSlotActions (properties)', () => {
  it('never creates overlapping windows and never leaves an active slot outside a window', () => {
    fc.assert(
      fc.property(placeState, requests, now, ({ windows, slots }, request, at) => {
        const { outputs, violations } = resolveTimeSlotActions(windows, request, slots, at);
        if (violations.length > 0) {
          expect(outputs).toEqual([]);
          return;
        }
        const after = applyResolvedActions(windows, outputs, (index) => `new-${index}`);
        const ranges = sortedIntervals(after);
        ranges
          .slice(1)
          .forEach((range, index) => expect(overlaps(ranges[index]!, range)).toBe(false));
        const before = sortedIntervals(windows);
        for (const slot of slots) {
          if (indexOfContaining(before, toInterval(slot)) >= 0)
            expect(indexOfContaining(ranges, toInterval(slot))).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('covers exactly what was kept, updated and added, and never touches a past window', () => {
    fc.assert(
      fc.property(placeState, requests, now, ({ windows, slots }, request, at) => {
        const { outputs, violations } = resolveTimeSlotActions(windows, request, slots, at);
        if (violations.length > 0) return;
        const after = applyResolvedActions(windows, outputs, (index) => `new-${index}`);
        expect(mergeIntervals(intervalsOf(after))).toEqual(
          expectedCover(windows, request, at.getTime()),
        );
        const pastIds = new Set(
          windows.filter((window) => window.endDate <= at).map((window) => window.id),
        );
        for (const output of outputs) expect(pastIds.has(output.timeSlot ?? '')).toBe(false);
        // Whatever merges, no action builds a window longer than 24 hours.
        for (const output of outputs) {
          if (output.action !== 'remove')
            expect(isWindowWithinBound(toInterval(output))).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('changes nothing when the same additions are asked again', () => {
    const additionsOnly = fc.record({
      timeSlotActions: fc.array(
        hourRange.map((range) => ({ action: 'add' as const, ...range, timeSlot: null })),
        { maxLength: 6 },
      ),
      weekTimeSlotActions: fc.array(weekTimeSlotAction, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(placeState, additionsOnly, ({ windows, slots }, request) => {
        const first = resolveTimeSlotActions(windows, request, slots, instant(0));
        if (first.violations.length > 0) return;
        const after = applyResolvedActions(windows, first.outputs, (index) => id(1000 + index));
        expect(resolveTimeSlotActions(after, request, slots, instant(0)).outputs).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
