import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisDateOf, parisWallClockToUtc } from '../availability/paris-time.ts';
import { diffSlots, type SlotRange } from './slot-diff.ts';

const slot = (date: string, from: string, to: string): SlotRange => ({
  startDate: parisWallClockToUtc(date, from).toISOString(),
  endDate: parisWallClockToUtc(date, to).toISOString(),
});

describe('diffSlots', () => {
  it('reads hours shifted on the same days as moved slots, and only the dropped days as removed', () => {
    const mondays = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28'];
    const before = mondays.map((day) => slot(day, '18:00', '20:00'));
    const after = mondays
      .filter((day) => day !== '2026-09-14')
      .map((day) => slot(day, '19:00', '21:00'));
    const diff = diffSlots(before, after);
    expect(diff.kept).toEqual([]);
    expect(diff.moved.map(({ from, to }) => [from, to])).toEqual([
      [before[0], after[0]],
      [before[2], after[1]],
      [before[3], after[2]],
    ]);
    expect(diff.removed).toEqual([before[1]]);
    expect(diff.added).toEqual([]);
  });

  it('keeps identical slots whatever their ISO spelling, and adds a slot on a new day', () => {
    const kept = slot('2026-10-05', '18:00', '20:00');
    const respelled = {
      startDate: kept.startDate.replace('.000Z', 'Z'),
      endDate: kept.endDate.replace('.000Z', 'Z'),
    };
    const added = slot('2026-10-06', '18:00', '20:00');
    expect(diffSlots([kept], [respelled, added])).toEqual({
      kept: [kept],
      moved: [],
      added: [added],
      removed: [],
    });
  });

  it('pairs within the week when the weekly query changed day', () => {
    const monday = slot('2026-09-07', '18:00', '20:00');
    const tuesday = slot('2026-09-08', '18:00', '20:00');
    expect(diffSlots([monday], [tuesday]).moved).toEqual([]);
    expect(diffSlots([monday], [tuesday], { sameWeek: true }).moved).toEqual([
      { from: monday, to: tuesday },
    ]);
  });

  it('accounts for every slot once, and moves only within a day', () => {
    const base = Date.UTC(2026, 8, 7, 6);
    const range = fc
      .tuple(fc.integer({ min: 0, max: 20 * 24 * 4 }), fc.integer({ min: 2, max: 12 }))
      .map(([quarter, length]) => ({
        startDate: new Date(base + quarter * 900_000).toISOString(),
        endDate: new Date(base + (quarter + length) * 900_000).toISOString(),
      }));
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 12 }),
        fc.array(range, { maxLength: 12 }),
        (before, after) => {
          const diff = diffSlots(before, after);
          const movedFrom = diff.moved.map(({ from }) => from);
          const movedTo = diff.moved.map(({ to }) => to);
          const sorted = (list: SlotRange[]) =>
            list.map((s) => `${Date.parse(s.startDate)}/${Date.parse(s.endDate)}`).sort();
          const day = (s: SlotRange) => parisDateOf(new Date(s.startDate));
          const removedDays = new Set(diff.removed.map(day));
          return (
            JSON.stringify(sorted([...diff.kept, ...movedFrom, ...diff.removed])) ===
              JSON.stringify(sorted(before)) &&
            diff.kept.length + movedTo.length + diff.added.length === after.length &&
            diff.moved.every(({ from, to }) => day(from) === day(to)) &&
            // Nothing left over on one day on both sides: it would have been a move.
            diff.added.every((s) => !removedDays.has(day(s)))
          );
        },
      ),
    );
  });
});
