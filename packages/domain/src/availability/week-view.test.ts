import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toInterval, type Interval } from './intervals.ts';
import { parisDateOf, parisWallClockToUtc } from './paris-time.ts';
import {
  DEFAULT_HOUR_SPAN,
  earliestSlotStart,
  firstActionableWeek,
  hourSpanTimes,
  mondayOf,
  splitFreeRangesAt,
  weekHourSpan,
} from './week-view.ts';

const at = (date: string, time: string) => parisWallClockToUtc(date, time).getTime();
const range = (date: string, from: string, to: string): Interval => ({
  start: at(date, from),
  end: at(date, to),
});
const MINUTE = 60_000;

describe('firstActionableWeek', () => {
  // Sunday 29/11/2026 at 20:00: this week's windows (18:00–22:00 each day) are all past but
  // tonight's last two hours.
  const sundayEvening = at('2026-11-29', '20:00');
  const weekdays = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-12-02', '2026-12-03'];
  const windows = weekdays.map((day) => range(day, '18:00', '22:00'));

  it('skips a week whose free ranges are all past', () => {
    expect(firstActionableWeek(windows, sundayEvening)).toBe('2026-11-30');
  });

  it('keeps this week while tonight still holds a slot', () => {
    const tonight = range('2026-11-29', '18:00', '22:00');
    expect(firstActionableWeek([...windows, tonight], sundayEvening)).toBe('2026-11-23');
    // At 21:40 the next quarter-hour is 21:45: 15 minutes left, no slot of 30.
    expect(firstActionableWeek([...windows, tonight], at('2026-11-29', '21:40'))).toBe(
      '2026-11-30',
    );
  });

  it('starts from the date the user came with when it is later', () => {
    expect(firstActionableWeek(windows, sundayEvening, at('2026-12-03', '00:00'))).toBe(
      '2026-11-30',
    );
    expect(firstActionableWeek(windows, sundayEvening, at('2026-12-04', '00:00'))).toBeNull();
    // An earlier date changes nothing: the past cannot be chosen.
    expect(firstActionableWeek(windows, sundayEvening, at('2026-11-01', '00:00'))).toBe(
      '2026-11-30',
    );
  });

  it('answers null without free ranges', () => {
    expect(firstActionableWeek([], sundayEvening)).toBeNull();
  });

  it('is the Monday of the earliest bookable start, whatever the order and the clock', () => {
    const base = at('2026-09-07', '00:00');
    const free = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 24 * 4 * 120 }), fc.integer({ min: 1, max: 48 })))
      .map((pairs) =>
        pairs.map(([quarter, length]) => ({
          start: base + quarter * 15 * MINUTE,
          end: base + (quarter + length) * 15 * MINUTE,
        })),
      );
    fc.assert(
      fc.property(free, fc.integer({ min: 0, max: 120 * 24 * 60 }), (ranges, minutes) => {
        const now = base + minutes * MINUTE;
        const week = firstActionableWeek(ranges, now);
        const starts = ranges
          .map((r) => ({ start: Math.max(r.start, earliestSlotStart(now)), end: r.end }))
          .filter((r) => r.end - r.start >= 30 * MINUTE)
          .map((r) => r.start);
        if (starts.length === 0) return week === null;
        const first = Math.min(...starts);
        return week === mondayOf(parisDateOf(new Date(first))) && first > now;
      }),
    );
  });
});

describe('splitFreeRangesAt', () => {
  it('draws the gone part of a range as past and keeps the rest choosable', () => {
    const evening = range('2026-11-29', '18:00', '22:00');
    expect(splitFreeRangesAt([evening], at('2026-11-29', '20:05'))).toEqual({
      past: [{ start: evening.start, end: at('2026-11-29', '20:15') }],
      bookable: [{ start: at('2026-11-29', '20:15'), end: evening.end }],
    });
  });

  it('cuts every range into past and bookable parts that cover it exactly', () => {
    const base = Date.UTC(2026, 10, 1);
    const free = fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 40 }))
        .map(([q, n]) => ({ start: base + q * 15 * MINUTE, end: base + (q + n) * 15 * MINUTE })),
    );
    fc.assert(
      fc.property(free, fc.integer({ min: 0, max: 2100 * 15 }), (ranges, minutes) => {
        const now = base + minutes * MINUTE;
        const { past, bookable } = splitFreeRangesAt(ranges, now);
        const length = (list: Interval[]) => list.reduce((sum, r) => sum + r.end - r.start, 0);
        const pieces = [...past, ...bookable];
        return (
          length(pieces) === length(ranges) &&
          pieces.every((piece) =>
            ranges.some((r) => r.start <= piece.start && piece.end <= r.end),
          ) &&
          bookable.every((r) => r.start > now && r.end - r.start >= 30 * MINUTE) &&
          past.every((r) => r.start < earliestSlotStart(now) || r.end - r.start < 30 * MINUTE)
        );
      }),
    );
  });
});

describe('weekHourSpan', () => {
  it('spans the opening hours of the week, an hour around them', () => {
    const evenings = [range('2026-11-30', '18:00', '22:00'), range('2026-12-02', '17:30', '21:15')];
    expect(weekHourSpan(evenings)).toEqual({ startHour: 16, endHour: 23 });
    expect(hourSpanTimes(weekHourSpan(evenings))).toEqual({
      slotMinTime: '16:00:00',
      slotMaxTime: '23:00:00',
    });
  });

  it('keeps within the day and takes all of it for a window past midnight', () => {
    expect(weekHourSpan([range('2026-11-30', '00:30', '23:30')])).toEqual({
      startHour: 0,
      endHour: 24,
    });
    const overnight = toInterval({
      startDate: parisWallClockToUtc('2026-11-30', '22:00'),
      endDate: parisWallClockToUtc('2026-12-01', '02:00'),
    });
    expect(weekHourSpan([overnight])).toEqual({ startHour: 0, endHour: 24 });
    const toMidnight = toInterval({
      startDate: parisWallClockToUtc('2026-11-30', '20:00'),
      endDate: parisWallClockToUtc('2026-12-01', '00:00'),
    });
    expect(weekHourSpan([toMidnight])).toEqual({ startHour: 19, endHour: 24 });
  });

  it('shows the working day for a week without windows', () => {
    expect(weekHourSpan([])).toEqual(DEFAULT_HOUR_SPAN);
  });

  it('holds every window of the week, in summer as in winter', () => {
    const days = ['2026-03-23', '2026-03-30', '2026-10-19', '2026-10-26'];
    const window = fc
      .tuple(
        fc.constantFrom(...days),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 2, max: 40 }),
      )
      .filter(([, start, length]) => start + length <= 96)
      .map(([day, start, length]) => {
        const time = (q: number) =>
          `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
        return { day, start, end: start + length, time };
      });
    fc.assert(
      fc.property(fc.array(window, { minLength: 1, maxLength: 6 }), (list) => {
        const span = weekHourSpan(
          list
            .filter(({ end }) => end < 96)
            .map(({ day, start, end, time }) => range(day, time(start), time(end))),
        );
        return list
          .filter(({ end }) => end < 96)
          .every(
            ({ start, end }) =>
              span.startHour * 4 <= Math.max(0, start - 4) &&
              Math.min(96, end + 4) <= span.endHour * 4,
          );
      }),
    );
  });
});
