import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLOT_IN_THE_PAST } from '../messages.ts';
import {
  approvalProblems,
  isOnQuarterHourGrid,
  overlapsAnyOf,
  slotProblems,
} from './slot-rules.ts';

const MINUTE = 60_000;
const NOW = new Date('2027-03-01T08:00:00Z');
// One opening window from 2 March 08:00 to 22:00 UTC (09:00–23:00 Paris).
const WINDOW_START = Date.parse('2027-03-02T08:00:00Z');
const WINDOW = {
  startDate: new Date(WINDOW_START),
  endDate: new Date(WINDOW_START + 14 * 60 * MINUTE),
};
const slotAt = (startMinute: number, minutes: number) => ({
  startDate: new Date(WINDOW_START + startMinute * MINUTE),
  endDate: new Date(WINDOW_START + (startMinute + minutes) * MINUTE),
});
const codes = (slot: { startDate: Date; endDate: Date }, windows = [WINDOW], now = NOW) =>
  slotProblems(slot, windows, now).map((problem) => problem.code);

describe('slotProblems', () => {
  it('accepts a future slot of at least 30 minutes on the quarter-hour grid inside a window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 54 }),
        fc.integer({ min: 2, max: 56 }),
        (start, length) => {
          fc.pre((start + length) * 15 <= 14 * 60);
          expect(codes(slotAt(start * 15, length * 15))).toEqual([]);
        },
      ),
    );
  });

  it('refuses a slot off the quarter-hour grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 30, max: 60 }),
        (start, length) => {
          fc.pre(start % 15 !== 0 || (start + length) % 15 !== 0);
          fc.pre(start + length <= 14 * 60);
          expect(codes(slotAt(start, length))).toContain('SLOT_OFF_GRID');
        },
      ),
    );
  });

  it('refuses a slot shorter than 30 minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 29 }),
        (start, length) => {
          expect(codes(slotAt(start, length))).toContain('SLOT_TOO_SHORT');
        },
      ),
    );
    expect(codes(slotAt(0, 15))).toEqual(['SLOT_TOO_SHORT']);
    expect(codes(slotAt(0, 30))).toEqual([]);
  });

  it('refuses a slot longer than 24 hours, even inside one long window', () => {
    const longWindow = {
      startDate: slotAt(0, 0).startDate,
      endDate: slotAt(60 * 24 * 60, 0).startDate,
    };
    const hours = (count: number) => codes(slotAt(0, count * 60), [longWindow]);
    expect(hours(24)).toEqual([]);
    expect(codes(slotAt(0, 24 * 60 + 15), [longWindow])).toEqual(['SLOT_TOO_LONG']);
    expect(hours(30 * 24)).toEqual(['SLOT_TOO_LONG']);
  });

  it('refuses a slot reaching outside its window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 60 }),
        fc.integer({ min: 2, max: 60 }),
        (start, length) => {
          fc.pre(start < 0 || start + length > 56);
          expect(codes(slotAt(start * 15, length * 15))).toContain('SLOT_OUTSIDE_OPENING_WINDOW');
        },
      ),
    );
  });

  it('refuses a slot spanning two touching windows: it must lie inside ONE window', () => {
    const first = { startDate: slotAt(0, 0).startDate, endDate: slotAt(120, 0).startDate };
    const second = { startDate: slotAt(120, 0).startDate, endDate: slotAt(240, 0).startDate };
    expect(codes(slotAt(60, 120), [first, second])).toEqual(['SLOT_OUTSIDE_OPENING_WINDOW']);
    expect(codes(slotAt(0, 120), [first, second])).toEqual([]);
  });

  it('refuses a slot that starts in the past', () => {
    const problems = slotProblems(slotAt(0, 60), [WINDOW], new Date(WINDOW_START + 1));
    expect(problems).toEqual([{ code: 'SLOT_IN_THE_PAST', message: SLOT_IN_THE_PAST }]);
    expect(codes(slotAt(0, 60), [WINDOW], new Date(WINDOW_START))).toEqual(['SLOT_IN_THE_PAST']);
  });
});

describe('isOnQuarterHourGrid', () => {
  it('reads the grid on Paris clocks, seconds included', () => {
    expect(isOnQuarterHourGrid(new Date('2027-07-01T16:45:00Z'))).toBe(true);
    expect(isOnQuarterHourGrid(new Date('2027-07-01T16:45:30Z'))).toBe(false);
    expect(isOnQuarterHourGrid(new Date('2027-07-01T16:50:00Z'))).toBe(false);
  });
});

describe('overlapsAnyOf', () => {
  it('finds a slot sharing time with another, not one that only touches it', () => {
    const others = [slotAt(60, 60), slotAt(180, 30)];
    expect(overlapsAnyOf(slotAt(90, 60), others)).toBe(true);
    expect(overlapsAnyOf(slotAt(0, 60), others)).toBe(false);
    expect(overlapsAnyOf(slotAt(120, 60), others)).toBe(false);
    expect(overlapsAnyOf(slotAt(150, 240), others)).toBe(true);
    expect(overlapsAnyOf(slotAt(90, 60), [])).toBe(false);
  });

  it('reads ISO strings as the web sends them', () => {
    const iso = (slot: { startDate: Date; endDate: Date }) => ({
      startDate: slot.startDate.toISOString(),
      endDate: slot.endDate.toISOString(),
    });
    expect(overlapsAnyOf(iso(slotAt(90, 60)), [iso(slotAt(60, 60))])).toBe(true);
  });
});

describe('approvalProblems', () => {
  it('names every slot that has started, and only those not cancelled', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ offset: fc.integer({ min: -500, max: 500 }), cancelled: fc.boolean() }),
          {
            maxLength: 20,
          },
        ),
        (specs) => {
          const slots = specs.map(({ offset, cancelled }) => ({
            startDate: new Date(NOW.getTime() + offset * 15 * MINUTE),
            endDate: new Date(NOW.getTime() + (offset + 4) * 15 * MINUTE),
            cancelled,
          }));
          const expected = specs.flatMap(({ offset, cancelled }, index) =>
            !cancelled && offset <= 0 ? [index] : [],
          );
          const problems = approvalProblems(slots, NOW);
          expect(problems.map((problem) => problem.index)).toEqual(expected);
          for (const problem of problems) expect(problem.message).toBe(SLOT_IN_THE_PAST);
        },
      ),
    );
  });
});
