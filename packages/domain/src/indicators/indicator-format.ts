import { formatCents, LOCALE } from '../locale/format.ts';
import { INDICATOR_MESSAGES } from './indicator-messages.ts';

// French figures of the indicators: « 72,5 % », « 1 234 h », « — » for no figure.

const hoursFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const rateFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Hours from minutes, one decimal at most: « 1 234 h », « 2,5 h ». */
export function formatHours(minutes: number): string {
  return `${hoursFormat.format(minutes / 60)}\u00a0h`;
}

/** A rate in [0, 1] as « 72,5 % »; null (nothing opened) as « — ». */
export function formatRate(rate: number | null): string {
  return rate === null ? INDICATOR_MESSAGES.noFigure : rateFormat.format(rate);
}

/** Cents as « 1 234,50 € »; null (no amount for these filters) as « — ». */
export function formatMoney(cents: number | null): string {
  return cents === null ? INDICATOR_MESSAGES.noFigure : formatCents(cents);
}

/** A count as « 1 234 »; null (no figure yet) as « — ». */
export function formatCount(value: number | null): string {
  return value === null ? INDICATOR_MESSAGES.noFigure : countFormat.format(value);
}

/** A duration in minutes as « 2 j 3 h », « 5 h 30 min », « 45 min »; null as « — ». */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return INDICATOR_MESSAGES.noFigure;
  const total = Math.round(minutes);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const rest = total % 60;
  if (days > 0) return `${days}\u00a0j ${hours}\u00a0h`;
  if (hours > 0) return rest > 0 ? `${hours}\u00a0h ${rest}\u00a0min` : `${hours}\u00a0h`;
  return `${rest}\u00a0min`;
}

const MONTHS = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-09' → « septembre 2026 ». */
export function formatMonth(month: string): string {
  return MONTHS.format(new Date(`${month}-01T00:00:00Z`));
}
