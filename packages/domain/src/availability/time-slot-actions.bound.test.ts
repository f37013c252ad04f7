import { describe, expect, it } from 'vitest';
import { WINDOW_TOO_LONG } from './availability-messages.ts';
import { parisWallClockToUtc } from './paris-time.ts';
import { resolveTimeSlotActions, type OpeningWindow } from './time-slot-actions.ts';

// One action had once merged seven months into a single window. A window lasts
// at most 24 hours, and no merge builds a longer one.

const NOW = parisWallClockToUtc('2027-10-01', '12:00');
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const paris = (date: string, time: string) => parisWallClockToUtc(date, time);
const window = (n: number, date: string, from: string, toDate: string, to: string) => ({
  id: ID(n),
  startDate: paris(date, from),
  endDate: paris(toDate, to),
});
const add = (date: string, from: string, toDate: string, to: string) => ({
  action: 'add' as const,
  startDate: paris(date, from).toISOString(),
  endDate: paris(toDate, to).toISOString(),
  timeSlot: null,
});
type WeeklyAction = { action: 'add'; startDate: string; endDate: string; until: string };

function resolve(
  windows: OpeningWindow[],
  timeSlotActions: ReturnType<typeof add>[],
  weekTimeSlotActions: WeeklyAction[] = [],
) {
  return resolveTimeSlotActions(windows, { timeSlotActions, weekTimeSlotActions }, [], NOW);
}
const refusals = (result: ReturnType<typeof resolve>) =>
  result.violations.map((violation) => [violation.propertyPath, violation.message]);

describe('resolveTimeSlotActions: a window lasts at most 24 hours', () => {
  it('accepts 24 hours, across midnight too', () => {
    const result = resolve([], [add('2027-10-04', '20:00', '2027-10-05', '20:00')]);
    expect(result.violations).toEqual([]);
    expect(result.outputs).toHaveLength(1);
  });

  it('refuses 24 h 15 and seven months at once, proposing nothing', () => {
    expect(refusals(resolve([], [add('2027-10-04', '20:00', '2027-10-05', '20:15')]))).toEqual([
      ['timeSlotActions.0', WINDOW_TOO_LONG],
    ]);
    const sevenMonths = resolve([], [add('2027-10-04', '08:00', '2028-05-04', '20:00')]);
    expect(refusals(sevenMonths)).toEqual([['timeSlotActions.0', WINDOW_TOO_LONG]]);
    expect(sevenMonths.outputs).toEqual([]);
  });

  it('refuses additions that would merge with each other into a longer window', () => {
    const result = resolve(
      [],
      [
        add('2027-10-04', '08:00', '2027-10-04', '20:00'),
        add('2027-10-04', '20:00', '2027-10-05', '10:00'),
      ],
    );
    expect(refusals(result)).toEqual([
      ['timeSlotActions.0', WINDOW_TOO_LONG],
      ['timeSlotActions.1', WINDOW_TOO_LONG],
    ]);
  });

  it('refuses an addition bridging existing windows into more than 24 hours', () => {
    const existing = [
      window(1, '2027-10-04', '08:00', '2027-10-04', '20:00'),
      window(2, '2027-10-04', '22:00', '2027-10-05', '12:00'),
    ];
    const result = resolve(existing, [add('2027-10-04', '20:00', '2027-10-04', '22:00')]);
    expect(refusals(result)).toEqual([['timeSlotActions.0', WINDOW_TOO_LONG]]);
    expect(result.outputs).toEqual([]);
  });

  it('still merges touching windows up to 24 hours', () => {
    const existing = [window(1, '2027-10-04', '08:00', '2027-10-04', '20:00')];
    const result = resolve(existing, [add('2027-10-04', '20:00', '2027-10-05', '08:00')]);
    expect(result.violations).toEqual([]);
    expect(result.outputs.map((output) => [output.action, output.timeSlot])).toEqual([
      ['update', ID(1)],
    ]);
  });

  it('refuses a weekly pattern one of whose occurrences lasts 25 hours (clock change)', () => {
    const pattern: WeeklyAction = {
      action: 'add',
      startDate: paris('2027-10-23', '12:00').toISOString(),
      endDate: paris('2027-10-24', '12:00').toISOString(),
      until: '2027-11-06',
    };
    expect(refusals(resolve([], [], [pattern]))).toEqual([
      ['weekTimeSlotActions.0', WINDOW_TOO_LONG],
    ]);
  });
});
