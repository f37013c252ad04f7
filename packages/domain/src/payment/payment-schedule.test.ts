import { describe, expect, it } from 'vitest';
import { yearlyOccurrences } from '../booking/yearly-occurrences.ts';
import { parisWallClockToUtc } from '../availability/paris-time.ts';
import { dueDateOfMonth, monthlyAmountsDue, parisMonthOf } from './payment-schedule.ts';

// Tests run with TZ=UTC: months are Paris calendar months, whatever the machine's zone.

const slot = (date: string, start: string, end: string, flags = {}) => ({
  startDate: parisWallClockToUtc(date, start),
  endDate: parisWallClockToUtc(date, end),
  ...flags,
});
// 15 €/h and 5 € cleaning: a 2-hour slot costs 35 €.
const booking = (slots: ReturnType<typeof slot>[]) => ({
  rentPriceCents: 1500,
  cleaningPriceCents: 500,
  slots,
});

describe('parisMonthOf and dueDateOfMonth', () => {
  it('puts a slot at 00:30 Paris on the 1st in that month, not the UTC one before', () => {
    expect(parisMonthOf(parisWallClockToUtc('2027-03-01', '00:30'))).toBe('2027-03');
    expect(parisMonthOf(parisWallClockToUtc('2027-07-01', '01:30'))).toBe('2027-07');
    expect(parisMonthOf(parisWallClockToUtc('2027-01-31', '23:30'))).toBe('2027-01');
  });

  it('falls due on the 5th of the following month, across the new year', () => {
    expect(dueDateOfMonth('2027-01')).toBe('2027-02-05');
    expect(dueDateOfMonth('2027-12')).toBe('2028-01-05');
  });
});

describe('monthlyAmountsDue', () => {
  it('schedules one payment per month of a school year of weekly slots', () => {
    const occurrences = yearlyOccurrences(
      { weekDay: 3, startTime: '18:00', endTime: '20:00' },
      parisWallClockToUtc('2026-09-01', '00:00'),
      parisWallClockToUtc('2027-07-04', '00:00'),
    );
    const months = monthlyAmountsDue([booking(occurrences.map((o) => ({ ...o })))]);
    expect(months.map((m) => m.month)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    // September 2026 has five Wednesdays (2, 9, 16, 23, 30); February 2027 four.
    expect(months[0]).toEqual({ month: '2026-09', amountCents: 5 * 3500, dueDate: '2026-10-05' });
    expect(months[5]).toEqual({ month: '2027-02', amountCents: 4 * 3500, dueDate: '2027-03-05' });
    const total = months.reduce((sum, m) => sum + m.amountCents, 0);
    expect(total).toBe(occurrences.length * 3500);
  });

  it('prices by real duration across the clock changes (the night of 02:00 lasts 1 or 3 hours)', () => {
    const spring = slot('2027-03-28', '01:00', '04:00'); // 2 real hours: 30 € + 5 €
    const autumn = slot('2026-10-25', '01:00', '04:00'); // 4 real hours: 60 € + 5 €
    const months = monthlyAmountsDue([booking([spring, autumn])]);
    expect(months).toEqual([
      { month: '2026-10', amountCents: 6500, dueDate: '2026-11-05' },
      { month: '2027-03', amountCents: 3500, dueDate: '2027-04-05' },
    ]);
  });

  it('applies each cancellation condition and keeps a month that now owes nothing', () => {
    const months = monthlyAmountsDue([
      booking([
        slot('2027-05-05', '18:00', '20:00', {
          cancelled: true,
          cancelledByOrganizationNotToBePaid: true,
        }),
        slot('2027-06-02', '18:00', '20:00', {
          cancelled: true,
          cancelledByOrganizationToBePartiallyPaid: true,
        }),
        slot('2027-06-09', '18:00', '20:00', {
          cancelled: true,
          cancelledByOrganizationToBeFullyPaid: true,
        }),
        slot('2027-06-16', '18:00', '20:00', { cancelled: true }), // by the facility
      ]),
    ]);
    expect(months).toEqual([
      { month: '2027-05', amountCents: 0, dueDate: '2027-06-05' },
      { month: '2027-06', amountCents: 1750 + 3500, dueDate: '2027-07-05' },
    ]);
  });

  it('adds up several bookings of the agreement, each at its own prices', () => {
    const months = monthlyAmountsDue([
      booking([slot('2027-02-03', '18:00', '20:00')]),
      {
        rentPriceCents: 1000,
        cleaningPriceCents: 0,
        slots: [slot('2027-02-04', '18:00', '19:30')],
      },
    ]);
    expect(months).toEqual([{ month: '2027-02', amountCents: 3500 + 1500, dueDate: '2027-03-05' }]);
  });
});
