import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, parisWallClockToUtc } from '../availability/paris-time.ts';
import { yearlyOccurrences } from '../booking/yearly-occurrences.ts';
import {
  closedPeriodsBetween,
  closureCalendar,
  closureReasonOf,
  parisDaysOf,
  type ClosureSources,
} from './closures.ts';
import { publicHolidaysOf } from './public-holidays.ts';
import { schoolZoneOfPostalCode } from './school-zones.ts';

const NBSP = '\u00a0';
const open: ClosureSources = { declared: [], schoolZone: null, publicHolidays: false };
const holidaysClosed: ClosureSources = { ...open, publicHolidays: true };

/** A Tuesday 18:00–20:00 series from 10 March to May 2026 (Paris). */
const tuesdays = yearlyOccurrences(
  { weekDay: 2, startTime: '18:00', endTime: '20:00' },
  new Date('2026-03-10T00:00:00Z'),
  new Date('2026-05-31T00:00:00Z'),
);
const mondays = yearlyOccurrences(
  { weekDay: 1, startTime: '18:00', endTime: '20:00' },
  new Date('2026-03-10T00:00:00Z'),
  new Date('2026-05-31T00:00:00Z'),
);

function closedDatesOf(occurrences: { startDate: Date; endDate: Date }[], sources: ClosureSources) {
  const calendar = closureCalendar(sources);
  return occurrences.flatMap((occurrence) => {
    const reason = closureReasonOf(occurrence, calendar);
    return reason === null ? [] : [[parisDaysOf(occurrence)[0], reason]];
  });
}

describe('closures of a weekly series', () => {
  it('closes the Tuesdays of the spring holidays of the zone, with the reason', () => {
    expect(closedDatesOf(tuesdays, { ...open, schoolZone: 'A' })).toEqual([
      ['2026-04-07', 'Vacances de printemps, zone A'],
      ['2026-04-14', 'Vacances de printemps, zone A'],
    ]);
    expect(closedDatesOf(tuesdays, { ...open, schoolZone: 'C' })).toEqual([
      ['2026-04-21', 'Vacances de printemps, zone C'],
      ['2026-04-28', 'Vacances de printemps, zone C'],
    ]);
  });

  it('leaves a facility without a zone open during the school holidays', () => {
    expect(closedDatesOf(tuesdays, open)).toEqual([]);
  });

  it('closes Easter Monday and Whit Monday where the facility closes on public holidays', () => {
    expect(closedDatesOf(mondays, open)).toEqual([]);
    expect(closedDatesOf(mondays, holidaysClosed)).toEqual([
      ['2026-04-06', `Jour férié${NBSP}: lundi de Pâques`],
      ['2026-05-25', `Jour férié${NBSP}: lundi de Pentecôte`],
    ]);
  });

  it('names a declared closure before a public holiday or the school holidays', () => {
    const sources: ClosureSources = {
      declared: [{ from: '2026-04-06', to: '2026-04-08', label: 'Travaux du gymnase' }],
      schoolZone: 'A',
      publicHolidays: true,
    };
    expect(closedDatesOf(mondays, sources)[0]).toEqual(['2026-04-06', 'Travaux du gymnase']);
    expect(closedDatesOf(tuesdays, sources)).toEqual([
      ['2026-04-07', 'Travaux du gymnase'],
      ['2026-04-14', 'Vacances de printemps, zone A'],
    ]);
  });
});

describe('Paris days of a slot', () => {
  it('counts the Paris day, not the UTC one, around the spring clock change', () => {
    // Sunday 29 March 2026, 00:30–01:30 Paris is Saturday 23:30 UTC.
    const slot = {
      startDate: parisWallClockToUtc('2026-03-29', '00:30'),
      endDate: parisWallClockToUtc('2026-03-29', '04:00'),
    };
    expect(slot.startDate.toISOString()).toBe('2026-03-28T23:30:00.000Z');
    expect(parisDaysOf(slot)).toEqual(['2026-03-29']);
    const calendar = closureCalendar({
      ...open,
      declared: [{ from: '2026-03-29', to: '2026-03-29', label: 'Examens' }],
    });
    expect(closureReasonOf(slot, calendar)).toBe('Examens');
  });

  it('ends a slot at midnight on the day before, across the autumn clock change', () => {
    const slot = {
      startDate: parisWallClockToUtc('2026-10-24', '20:00'),
      endDate: parisWallClockToUtc('2026-10-25', '00:00'),
    };
    expect(parisDaysOf(slot)).toEqual(['2026-10-24']);
    const calendar = closureCalendar({
      ...open,
      declared: [{ from: '2026-10-25', to: '2026-10-25', label: 'Travaux' }],
    });
    expect(closureReasonOf(slot, calendar)).toBeNull();
  });

  it('lists every Paris day of a range over several days, none of an empty one at midnight', () => {
    const startDate = parisWallClockToUtc('2026-12-31', '22:00');
    const endDate = parisWallClockToUtc('2027-01-02', '08:00');
    expect(parisDaysOf({ startDate, endDate })).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    const midnight = parisWallClockToUtc('2027-01-01', '00:00');
    expect(parisDaysOf({ startDate: midnight, endDate: midnight })).toEqual([]);
  });

  it('closes a slot when any Paris day it touches is closed (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 2, max: 96 }),
        fc.integer({ min: 0, max: 3 }),
        (dayOffset, startQuarter, quarters, closedOffset) => {
          const day = addDaysToDate('2026-01-01', dayOffset);
          const time = `${String(Math.floor(startQuarter / 4)).padStart(2, '0')}:${String((startQuarter % 4) * 15).padStart(2, '0')}`;
          const startDate = parisWallClockToUtc(day, time);
          const slot = { startDate, endDate: new Date(startDate.getTime() + quarters * 900_000) };
          const closed = addDaysToDate(day, closedOffset - 1);
          const calendar = (date: string) => (date === closed ? 'Fermé' : null);
          const touched = parisDaysOf(slot);
          expect(closureReasonOf(slot, calendar) !== null).toBe(touched.includes(closed));
          expect(touched[0]).toBe(day);
        },
      ),
    );
  });
});

describe('public holidays and zones', () => {
  it('computes the movable holidays of a year from Easter', () => {
    const holidays = publicHolidaysOf(2027).map(({ date, name }) => `${date} ${name}`);
    expect(holidays).toContain('2027-03-29 lundi de Pâques');
    expect(holidays).toContain('2027-05-06 Ascension');
    expect(holidays).toHaveLength(11);
  });

  it('groups closed days into periods of one reason', () => {
    const calendar = closureCalendar({ ...holidaysClosed, schoolZone: 'B' });
    expect(closedPeriodsBetween(calendar, '2026-04-01', '2026-04-30')).toEqual([
      { from: '2026-04-06', to: '2026-04-06', reason: `Jour férié${NBSP}: lundi de Pâques` },
      { from: '2026-04-11', to: '2026-04-26', reason: 'Vacances de printemps, zone B' },
    ]);
  });

  it('proposes the zone of the département of a postal code', () => {
    expect(schoolZoneOfPostalCode('69003')).toBe('A');
    expect(schoolZoneOfPostalCode('33000')).toBe('A');
    expect(schoolZoneOfPostalCode('13001')).toBe('B');
    expect(schoolZoneOfPostalCode('75011')).toBe('C');
    expect(schoolZoneOfPostalCode('20000')).toBe('Corse');
    expect(schoolZoneOfPostalCode('97400')).toBeNull();
    expect(schoolZoneOfPostalCode('6900')).toBeNull();
  });
});
