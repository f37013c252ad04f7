import type { Booking } from '@espaces/domain/api/bookings';
import { contains, toInterval, type Interval } from '@espaces/domain/availability/intervals';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import {
  MIN_SLOT_MINUTES,
  overlapsAnyOf,
  SLOT_GRID_MINUTES,
  slotProblems,
} from '@espaces/domain/booking/slot-rules';

/** A range of instants as the API writes them (ISO 8601). */
export interface IsoRange {
  startDate: string;
  endDate: string;
}

/**
 * A slot chosen on screen. `freeRange` is the free range it was taken from: its start and end
 * may move inside it. Saved slots of a booking have none (they are only kept or removed).
 */
export interface ChosenSlot extends IsoRange {
  key: string;
  freeRange: IsoRange | null;
}

const MINUTE_MS = 60_000;
const GRID_MS = SLOT_GRID_MINUTES * MINUTE_MS;
const MIN_SLOT_MS = MIN_SLOT_MINUTES * MINUTE_MS;

// Paris is UTC+1 or UTC+2: whole hours, so Paris quarter-hours are UTC quarter-hours.
const snapDown = (instant: number): number => Math.floor(instant / GRID_MS) * GRID_MS;
const snapUp = (instant: number): number => Math.ceil(instant / GRID_MS) * GRID_MS;

const toIso = (interval: Interval): IsoRange => ({
  startDate: new Date(interval.start).toISOString(),
  endDate: new Date(interval.end).toISOString(),
});

export const slotKey = (range: IsoRange): string => `${range.startDate}/${range.endDate}`;

/**
 * The slot a selection on the calendar asks for (docs/bookings.md#availability): snapped to the
 * 15-minute grid, kept inside the free range where it starts, and stretched to 30 minutes when
 * shorter (a single click on a quarter of an hour). Null when no free range of 30 minutes holds it.
 */
export function slotFromSelection(
  selection: { start: Date; end: Date },
  freeRanges: readonly IsoRange[],
): ChosenSlot | null {
  let start = snapDown(selection.start.getTime());
  const range = freeRanges.find((candidate) => {
    const free = toInterval(candidate);
    return free.start <= start && start < free.end;
  });
  if (!range) return null;
  const free = toInterval(range);
  let end = Math.min(snapUp(selection.end.getTime()), free.end);
  if (end - start < MIN_SLOT_MS) {
    end = Math.min(start + MIN_SLOT_MS, free.end);
    start = Math.max(end - MIN_SLOT_MS, free.start);
  }
  if (end - start < MIN_SLOT_MS || start % GRID_MS !== 0 || end % GRID_MS !== 0) return null;
  const slot = toIso({ start, end });
  return { ...slot, key: slotKey(slot), freeRange: range };
}

/** The same Paris day as `slot`, between two HH:mm wall-clock times. */
export function withWallClockTimes(slot: IsoRange, startTime: string, endTime: string): IsoRange {
  const day = parisDateOf(new Date(slot.startDate));
  return {
    startDate: parisWallClockToUtc(day, startTime).toISOString(),
    endDate: parisWallClockToUtc(day, endTime).toISOString(),
  };
}

/** The day YYYY-MM-DD between two HH:mm wall-clock times, Paris time. */
export function rangeOnDay(day: string, startTime: string, endTime: string): IsoRange {
  return {
    startDate: parisWallClockToUtc(day, startTime).toISOString(),
    endDate: parisWallClockToUtc(day, endTime).toISOString(),
  };
}

/** The whole Paris day YYYY-MM-DD (23, 24 or 25 hours). */
export function parisDay(day: string): IsoRange {
  return {
    startDate: parisWallClockToUtc(day, '00:00').toISOString(),
    endDate: parisWallClockToUtc(addDaysToDate(day, 1), '00:00').toISOString(),
  };
}

/**
 * Why `slot` cannot be chosen: the domain slot rules (future, grid, 30 minutes) against the
 * free ranges standing in for the windows, then no overlap with the other chosen slots.
 * Null when it can.
 */
export function chosenSlotProblem(
  slot: IsoRange,
  freeRanges: readonly IsoRange[],
  otherSlots: readonly IsoRange[],
  now: Date,
): string | null {
  const problem = slotProblems(slot, freeRanges, now)[0];
  if (problem) {
    return problem.code === 'SLOT_OUTSIDE_OPENING_WINDOW' ? SLOT_NOT_FREE : problem.message;
  }
  if (overlapsAnyOf(slot, otherSlots)) return SLOT_ALREADY_CHOSEN;
  return null;
}

export const SLOT_NOT_FREE =
  'Ce créneau n’est pas libre\u00a0: choisissez-le dans une plage disponible.';
export const SLOT_ALREADY_CHOSEN = 'Ce créneau chevauche un créneau déjà choisi.';

/** The free range holding the whole `slot`, if any. */
export function freeRangeHolding(slot: IsoRange, freeRanges: readonly IsoRange[]): IsoRange | null {
  const interval = toInterval(slot);
  return freeRanges.find((range) => contains(toInterval(range), interval)) ?? null;
}

export function byStartDate(a: IsoRange, b: IsoRange): number {
  return Date.parse(a.startDate) - Date.parse(b.startDate);
}

/** The booking's slots that are not cancelled, keyed by their id, in time order. */
export function currentSlotsOf(booking: Booking): ChosenSlot[] {
  return booking.bookingSlots
    .filter((slot) => !slot.cancelled)
    .map((slot) => ({
      key: slot.id,
      startDate: slot.startDate,
      endDate: slot.endDate,
      freeRange: null,
    }))
    .sort(byStartDate);
}
