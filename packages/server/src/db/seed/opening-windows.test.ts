import { describe, expect, it } from 'vitest';
import { schoolYearDays, schoolYearOpeningWindows } from './opening-windows.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);
const paris = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

describe('schoolYearDays', () => {
  it('runs from 1 September to the first Saturday of July', () => {
    const days = schoolYearDays(new Date('2026-11-21T10:00:00Z'));
    expect(day(days[0]!)).toBe('2026-09-01');
    expect(day(days.at(-1)!)).toBe('2027-07-03');
  });

  it('takes the school year that started the previous September in spring', () => {
    expect(day(schoolYearDays(new Date('2027-03-15T10:00:00Z'))[0]!)).toBe('2026-09-01');
  });

  it('takes the coming school year during the summer holidays', () => {
    const days = schoolYearDays(new Date('2027-07-20T10:00:00Z'));
    expect(day(days[0]!)).toBe('2027-09-01');
    expect(day(days.at(-1)!)).toBe('2028-07-01');
  });
});

describe('schoolYearOpeningWindows', () => {
  const windows = schoolYearOpeningWindows(new Date('2026-11-21T10:00:00Z'));

  it('opens weekday evenings 18:00–22:00 and Saturdays 09:00–18:00, Paris time, all year', () => {
    const hours = new Set(
      windows.map((w) => `${paris.format(w.startDate)}–${paris.format(w.endDate)}`),
    );
    expect([...hours].sort()).toEqual([
      'jeudi 18:00–jeudi 22:00',
      'lundi 18:00–lundi 22:00',
      'mardi 18:00–mardi 22:00',
      'mercredi 18:00–mercredi 22:00',
      'samedi 09:00–samedi 18:00',
      'vendredi 18:00–vendredi 22:00',
    ]);
  });

  it('never opens on Sundays and never overlaps', () => {
    const sorted = [...windows].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.startDate.getTime()).toBeGreaterThan(sorted[i - 1]!.endDate.getTime());
    }
    expect(windows.some((w) => paris.format(w.startDate).startsWith('dimanche'))).toBe(false);
  });
});
