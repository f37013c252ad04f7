import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableRanges,
  clip,
  clipSorted,
  contains,
  indexOfContaining,
  mergeIntervals,
  overlaps,
  overlapsAny,
  overlapsOrTouches,
  subtractIntervals,
  type Interval,
} from './intervals.ts';

const r = (start: number, end: number): Interval => ({ start, end });

describe('interval relations', () => {
  it('treats ranges sharing only a bound as touching, not overlapping', () => {
    expect(overlaps(r(0, 10), r(10, 20))).toBe(false);
    expect(overlapsOrTouches(r(0, 10), r(10, 20))).toBe(true);
    expect(overlaps(r(0, 10), r(9, 20))).toBe(true);
    expect(overlapsOrTouches(r(0, 10), r(11, 20))).toBe(false);
  });

  it('never lets an empty range overlap anything', () => {
    expect(overlaps(r(5, 5), r(0, 10))).toBe(false);
  });

  it('contains a range sharing both bounds', () => {
    expect(contains(r(0, 10), r(0, 10))).toBe(true);
    expect(contains(r(0, 10), r(5, 11))).toBe(false);
  });

  it('clips a range to a window, or gives null outside it', () => {
    expect(clip(r(-5, 5), r(0, 10))).toEqual(r(0, 5));
    expect(clip(r(10, 15), r(0, 10))).toBeNull();
  });
});

describe('mergeIntervals', () => {
  it('merges overlapping and touching ranges, keeps separate ones', () => {
    expect(mergeIntervals([r(20, 30), r(0, 10), r(10, 15), r(12, 14), r(40, 50)])).toEqual([
      r(0, 15),
      r(20, 30),
      r(40, 50),
    ]);
  });
});

describe('subtractIntervals and availableRanges', () => {
  it('leaves the free parts of a window around its booked ranges', () => {
    expect(availableRanges(r(0, 100), [r(10, 20), r(50, 60), r(15, 30)])).toEqual([
      r(0, 10),
      r(30, 50),
      r(60, 100),
    ]);
  });

  it('leaves nothing of a fully booked window and all of an unbooked one', () => {
    expect(subtractIntervals(r(0, 10), [r(-5, 20)])).toEqual([]);
    expect(subtractIntervals(r(0, 10), [r(20, 30)])).toEqual([r(0, 10)]);
  });

  it('never returns a part that is booked or outside the window (property)', () => {
    const range = fc
      .tuple(fc.integer({ min: -50, max: 150 }), fc.integer({ min: 1, max: 60 }))
      .map(([start, length]) => r(start, start + length));
    fc.assert(
      fc.property(range, fc.array(range, { maxLength: 8 }), (window, booked) => {
        const free = availableRanges(window, booked);
        for (let t = window.start - 2; t < window.end + 2; t++) {
          const point = r(t, t + 1);
          const isFree = free.some((part) => contains(part, point));
          const expected = contains(window, point) && !booked.some((b) => overlaps(b, point));
          expect(isFree).toBe(expected);
        }
      }),
    );
  });
});

describe('clipSorted', () => {
  it('keeps the extra fields of the ranges it clips', () => {
    expect(
      clipSorted(r(0, 10), [
        { ...r(-4, 2), who: 'a' },
        { ...r(8, 20), who: 'b' },
      ]),
    ).toEqual([
      { start: 0, end: 2, who: 'a' },
      { start: 8, end: 10, who: 'b' },
    ]);
  });

  it('clips exactly the sorted disjoint ranges that overlap the window', () => {
    const sortedDisjoint = fc
      .uniqueArray(fc.integer({ min: -50, max: 150 }), { minLength: 0, maxLength: 20 })
      .map((bounds) => {
        const sorted = [...bounds].sort((a, b) => a - b);
        const ranges: Interval[] = [];
        for (let i = 0; i + 1 < sorted.length; i += 2) ranges.push(r(sorted[i]!, sorted[i + 1]!));
        return ranges;
      });
    fc.assert(
      fc.property(
        sortedDisjoint,
        fc.integer({ min: -60, max: 160 }),
        fc.integer({ min: 0, max: 80 }),
        (ranges, start, length) => {
          const window = r(start, start + length);
          const expected = ranges
            .map((range) => clip(range, window))
            .filter((part): part is Interval => part !== null);
          expect(clipSorted(window, ranges)).toEqual(expected);
        },
      ),
    );
  });
});

describe('searches in sorted disjoint ranges', () => {
  const sorted = [r(0, 10), r(10, 20), r(30, 40)];

  it('finds the range containing another one', () => {
    expect(indexOfContaining(sorted, r(10, 15))).toBe(1);
    expect(indexOfContaining(sorted, r(5, 15))).toBe(-1);
    expect(indexOfContaining(sorted, r(-5, -1))).toBe(-1);
    expect(indexOfContaining(sorted, r(35, 40))).toBe(2);
  });

  it('tells whether any range overlaps another one', () => {
    expect(overlapsAny(sorted, r(20, 30))).toBe(false);
    expect(overlapsAny(sorted, r(19, 21))).toBe(true);
    expect(overlapsAny(sorted, r(45, 50))).toBe(false);
  });
});
