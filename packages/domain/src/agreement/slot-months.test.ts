import { describe, expect, it } from 'vitest';
import { groupSlotsByMonth, weekdayOf } from './slot-months.ts';

describe('groupSlotsByMonth', () => {
  it('groups slots by Paris month, in order, even when UTC says another month', () => {
    // 31/01/2027 23:30 Paris is 22:30 UTC; 01/02/2027 00:30 Paris is 31/01 23:30 UTC.
    const late = { startDate: new Date('2027-01-31T22:30:00Z') };
    const early = { startDate: new Date('2027-01-31T23:30:00Z') };
    const march = { startDate: new Date('2027-03-02T17:00:00Z') };
    const months = groupSlotsByMonth([march, early, late]);
    expect(months.map((month) => month.label)).toEqual([
      'janvier 2027',
      'février 2027',
      'mars 2027',
    ]);
    expect(months[1]!.slots).toEqual([early]);
  });

  it('names the Paris week day', () => {
    expect(weekdayOf(new Date('2027-02-01T23:30:00Z'))).toBe('mardi');
  });
});
