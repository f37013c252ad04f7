import { contains, overlaps, toInterval } from '../availability/intervals.ts';
import { parisPartsOf } from '../availability/paris-time.ts';
import { BOOKING_MESSAGES } from './booking-messages.ts';

/**
 * Rules for a requested slot (docs/bookings.md#availability):
 * - it lies within ONE opening window of the place (not straddling two);
 * - it starts and ends on the quarter-hour grid, Paris time;
 * - it lasts at least 30 minutes and at most 24 hours (without an upper bound, a 30-day slot
 *   had been accepted inside a seven-month opening window);
 * - it starts in the future (« Un créneau est dans le passé. »).
 * That it is free only the database guarantees (exclusion constraint).
 */
export const SLOT_GRID_MINUTES = 15;
export const MIN_SLOT_MINUTES = 30;
export const MAX_SLOT_HOURS = 24;

export const SLOT_PROBLEM_CODES = [
  'SLOT_IN_THE_PAST',
  'SLOT_OUTSIDE_OPENING_WINDOW',
  'SLOT_OFF_GRID',
  'SLOT_TOO_SHORT',
  'SLOT_TOO_LONG',
] as const;
export type SlotProblemCode = (typeof SLOT_PROBLEM_CODES)[number];

export interface SlotProblem {
  code: SlotProblemCode;
  message: string;
}

export interface SlotRange {
  startDate: Date | string;
  endDate: Date | string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** On the quarter-hour grid of Paris clocks (whole minutes 00, 15, 30 or 45). */
export function isOnQuarterHourGrid(instant: Date): boolean {
  return (
    instant.getTime() % MINUTE_MS === 0 && parisPartsOf(instant).minute % SLOT_GRID_MINUTES === 0
  );
}

export function isInsideOneWindow(slot: SlotRange, windows: readonly SlotRange[]): boolean {
  const interval = toInterval(slot);
  return windows.some((window) => contains(toInterval(window), interval));
}

/**
 * Whether `slot` overlaps one of `others`: two slots of one request may not (« Deux créneaux
 * de la demande se chevauchent. »), checked on screen while choosing and by the server.
 */
export function overlapsAnyOf(slot: SlotRange, others: readonly SlotRange[]): boolean {
  const interval = toInterval(slot);
  return others.some((other) => overlaps(toInterval(other), interval));
}

/** Every rule the slot breaks, in a stable order; empty when it may be requested. */
export function slotProblems(
  slot: SlotRange,
  windows: readonly SlotRange[],
  now: Date,
): SlotProblem[] {
  const start = new Date(slot.startDate);
  const end = new Date(slot.endDate);
  const problems: SlotProblem[] = [];
  if (start.getTime() <= now.getTime()) {
    problems.push({ code: 'SLOT_IN_THE_PAST', message: BOOKING_MESSAGES.slotInThePast });
  }
  if (!isOnQuarterHourGrid(start) || !isOnQuarterHourGrid(end)) {
    problems.push({ code: 'SLOT_OFF_GRID', message: BOOKING_MESSAGES.slotOffGrid });
  }
  if (end.getTime() - start.getTime() < MIN_SLOT_MINUTES * MINUTE_MS) {
    problems.push({ code: 'SLOT_TOO_SHORT', message: BOOKING_MESSAGES.slotTooShort });
  }
  if (end.getTime() - start.getTime() > MAX_SLOT_HOURS * HOUR_MS) {
    problems.push({ code: 'SLOT_TOO_LONG', message: BOOKING_MESSAGES.slotTooLong });
  }
  if (!isInsideOneWindow(slot, windows)) {
    problems.push({
      code: 'SLOT_OUTSIDE_OPENING_WINDOW',
      message: BOOKING_MESSAGES.slotOutsideOpeningWindow,
    });
  }
  return problems;
}

export interface ApprovalProblem extends SlotProblem {
  /** Position of the slot in the list checked. */
  index: number;
}

/**
 * Pre-approval checks (validation group booking_approve, docs/bookings.md#lifecycle): a decision
 * that keeps the slots as they are (approval, acceptance of a counter-proposal) needs every slot
 * still to come; a cancelled one no longer counts.
 */
export function approvalProblems(
  slots: readonly (SlotRange & { cancelled?: boolean })[],
  now: Date,
): ApprovalProblem[] {
  const problems: ApprovalProblem[] = [];
  for (const [index, slot] of slots.entries()) {
    if (!slot.cancelled && new Date(slot.startDate).getTime() <= now.getTime()) {
      problems.push({ index, code: 'SLOT_IN_THE_PAST', message: BOOKING_MESSAGES.slotInThePast });
    }
  }
  return problems;
}
