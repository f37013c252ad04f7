import { describe, expect, it } from 'vitest';
import dayjs from './dayjs-fr.ts';

describe('dayjs configured in French for Europe/Paris', () => {
  it('speaks French', () => {
    expect(dayjs.locale()).toBe('fr');
    expect(dayjs('2026-11-21T17:00:00Z').tz().format('dddd D MMMM YYYY')).toBe(
      'samedi 21 novembre 2026',
    );
  });

  it('starts weeks on Monday', () => {
    expect(dayjs('2026-11-22').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(dayjs.Ls.fr?.weekStart).toBe(1);
  });

  it('shows an instant on the Paris wall clock with .tz(), in summer and in winter', () => {
    expect(dayjs('2026-07-01T16:00:00Z').tz().format('DD/MM/YYYY HH:mm')).toBe('01/07/2026 18:00');
    expect(dayjs('2026-12-01T17:00:00Z').tz('Europe/Paris').format('HH:mm')).toBe('18:00');
  });

  it('reads wall-clock text with dayjs.tz() in Paris by default, across the clock changes', () => {
    expect(dayjs.tz('2026-07-01 18:00').toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(dayjs.tz('2026-03-30 18:00', 'Europe/Paris').toISOString()).toBe(
      '2026-03-30T16:00:00.000Z',
    );
    expect(dayjs.tz('2026-10-26 18:00', 'Europe/Paris').toISOString()).toBe(
      '2026-10-26T17:00:00.000Z',
    );
  });
});
