import { WALL_CLOCK_TIME } from '../locale/format.ts';
import { END_TIME_BEFORE_START } from '../messages.ts';
import { fieldMessages, REQUEST_YEARS } from './field-messages.ts';

/**
 * The search's « disponible le » rule (docs/bookings.md#search), without zod: the search page reads
 * it on its first render, and zod (≈ 25 kB gzip and its schemas built at load) would delay that
 * render. search.ts builds the API contract on it.
 */

/**
 * « Disponible le » : a Paris calendar day and two Paris wall-clock times
 * (docs/api.md#money-and-dates).
 */
export interface AvailabilityCriterion {
  availableOn?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

export type AvailabilityField = keyof AvailabilityCriterion;

export interface AvailabilityIssue {
  field: AvailabilityField;
  message: string;
}

export const AVAILABILITY_FORMAT_MESSAGES: Record<AvailabilityField, string> = {
  availableOn: 'La date doit être au format AAAA-MM-JJ.',
  startTime: 'L’heure de début doit être au format HH:mm.',
  endTime: 'L’heure de fin doit être au format HH:mm.',
};

const MISSING: Record<AvailabilityField, string> = {
  availableOn: 'Indiquez la date à laquelle l’espace doit être disponible.',
  startTime: 'Indiquez l’heure de début.',
  endTime: 'Indiquez l’heure de fin.',
};

const FIELDS = Object.keys(MISSING) as AvailabilityField[];

/**
 * The three fields go together, and the end comes after the start: what the API checks once
 * each field has its format (the server adds these to its 422 violations).
 */
export function availabilityRuleIssues(criterion: AvailabilityCriterion): AvailabilityIssue[] {
  const given = FIELDS.filter((field) => criterion[field] !== undefined && criterion[field] !== '');
  if (given.length === 0) return [];
  if (given.length < FIELDS.length) {
    return FIELDS.filter((field) => !given.includes(field)).map((field) => ({
      field,
      message: MISSING[field],
    }));
  }
  if ((criterion.endTime ?? '') <= (criterion.startTime ?? '')) {
    return [{ field: 'endTime', message: END_TIME_BEFORE_START }];
  }
  return [];
}

/** A real day written AAAA-MM-JJ (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Every violation the API would answer for these fields, in its order: each field's format, then
 * the rule above unless the day is malformed. The search form shows them under its fields
 * before asking, so its messages are the server's (search-rules.test.ts holds them together).
 */
export function availabilityIssues(criterion: AvailabilityCriterion): AvailabilityIssue[] {
  const { availableOn, startTime, endTime } = criterion;
  const issues: AvailabilityIssue[] = [];
  const malformedDay = availableOn !== undefined && !isCalendarDate(availableOn);
  if (malformedDay) {
    issues.push({ field: 'availableOn', message: AVAILABILITY_FORMAT_MESSAGES.availableOn });
  } else if (availableOn !== undefined) {
    const year = Number(availableOn.slice(0, 4));
    if (year < REQUEST_YEARS.min || year > REQUEST_YEARS.max) {
      issues.push({ field: 'availableOn', message: fieldMessages.dateOutOfRange });
    }
  }
  for (const [field, time] of [
    ['startTime', startTime],
    ['endTime', endTime],
  ] as const) {
    if (time !== undefined && !WALL_CLOCK_TIME.test(time)) {
      issues.push({ field, message: AVAILABILITY_FORMAT_MESSAGES[field] });
    }
  }
  return malformedDay ? issues : [...issues, ...availabilityRuleIssues(criterion)];
}
