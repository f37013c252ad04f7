import { describe, expect, it } from 'vitest';
import { firstDayOnWeekDay } from '@espaces/domain/booking/yearly-occurrences';
import { weekTimeSlotActionsFor } from './weekly-pattern.ts';

// Tests run with TZ=UTC (vitest config): the Paris conversion must not rely on the process zone.
describe('weekly pattern', () => {
  it('makes one week time slot action per day, at its first occurrence in Paris time', () => {
    // Monday and Thursday 18:00–22:00 over a month crossing the end of summer time (31/10/2027).
    const actions = weekTimeSlotActionsFor({
      weekDays: [4, 1],
      startTime: '18:00',
      endTime: '22:00',
      from: '2027-10-20',
      until: '2027-11-19',
    });
    expect(actions).toEqual([
      // 25/10/2027 is still summer time (UTC+2).
      {
        action: 'add',
        startDate: '2027-10-25T16:00:00.000Z',
        endDate: '2027-10-25T20:00:00.000Z',
        until: '2027-11-19',
      },
      {
        action: 'add',
        startDate: '2027-10-21T16:00:00.000Z',
        endDate: '2027-10-21T20:00:00.000Z',
        until: '2027-11-19',
      },
    ]);
  });

  it('uses winter time for a first occurrence after the clock change', () => {
    const [monday] = weekTimeSlotActionsFor({
      weekDays: [1],
      startTime: '18:00',
      endTime: '22:00',
      from: '2027-10-26',
      until: '2027-11-30',
    });
    expect(monday?.startDate).toBe('2027-11-01T17:00:00.000Z');
    expect(monday?.endDate).toBe('2027-11-01T21:00:00.000Z');
  });

  it('starts on the first day itself when it is one of the chosen days', () => {
    expect(firstDayOnWeekDay('2027-10-25', 1)).toBe('2027-10-25');
    expect(firstDayOnWeekDay('2027-10-25', 7)).toBe('2027-10-31');
    expect(firstDayOnWeekDay('2027-10-31', 1)).toBe('2027-11-01');
  });

  it('leaves out a day that never falls in the period', () => {
    const actions = weekTimeSlotActionsFor({
      weekDays: [1, 3],
      startTime: '09:00',
      endTime: '10:00',
      from: '2027-10-25',
      until: '2027-10-26',
    });
    expect(actions.map((action) => action.startDate)).toEqual(['2027-10-25T07:00:00.000Z']);
  });
});
