import { ValidationFailure, violation } from '@espaces/domain/errors';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import type { Violation } from '@espaces/domain/api/hydra';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { overlapsAnyOf, slotProblems } from '@espaces/domain/booking/slot-rules';
import { slotMatchesQuery } from '@espaces/domain/booking/yearly-occurrences';
import { CLOSURE_MESSAGES } from '@espaces/domain/closure/closure-messages';
import { closureReasonOf } from '@espaces/domain/closure/closures';
import { PG_EXCLUSION_VIOLATION, pgErrorOf, type Database } from '../../db/client.ts';
import { closureCalendarOfSources } from '../closures/closure-calendar.ts';
import { slotCheckReads, type TimeRange } from './bookings.repository.ts';

/** A slot of a request with its position in the body, for the violation's propertyPath. */
export interface RequestedSlot extends TimeRange {
  index: number;
}

const slotPath = (index: number) => `bookingSlots.${index}`;

/**
 * Every rule the requested slots break (docs/bookings.md#availability): inside one opening window,
 * on the grid, ≥ 30 minutes, in the future; on no closed day; for a yearly booking on the
 * query's day and hours; not
 * overlapping one another; not held by another booking. Run under the place lock, so the
 * windows cannot change meanwhile; the exclusion constraint still has the last word on
 * availability (see slotTakenOnConflict).
 */
export async function requestedSlotViolations(
  tx: Database,
  placeId: string,
  slots: readonly RequestedSlot[],
  options: { now: Date; query: BookingQuery | null; excludeBookingId?: string },
): Promise<Violation[]> {
  if (slots.length === 0) return [];
  const from = new Date(Math.min(...slots.map((slot) => slot.startDate.getTime())));
  const to = new Date(Math.max(...slots.map((slot) => slot.endDate.getTime())));
  const reads = await slotCheckReads(tx, placeId, {
    from,
    to,
    excludeBookingId: options.excludeBookingId,
  });
  const { windows, held: taken } = reads;
  const closedOn = closureCalendarOfSources(reads.closures);
  const violations: Violation[] = [];
  for (const slot of slots) {
    const path = slotPath(slot.index);
    for (const problem of slotProblems(slot, windows, options.now)) {
      violations.push(violation(path, problem.message, problem.code));
    }
    if (options.query && !slotMatchesQuery(slot, options.query)) {
      violations.push(
        violation(path, BOOKING_MESSAGES.slotNotMatchingQuery, 'SLOT_NOT_MATCHING_QUERY'),
      );
    }
    const closedReason = closureReasonOf(slot, closedOn);
    if (closedReason !== null) {
      violations.push(violation(path, CLOSURE_MESSAGES.slotClosed(closedReason), 'SLOT_CLOSED'));
    }
    const earlier = slots.filter((other) => other.index < slot.index);
    if (overlapsAnyOf(slot, earlier)) {
      violations.push(violation(path, BOOKING_MESSAGES.duplicateSlots, 'SLOTS_OVERLAP'));
    } else if (overlapsAnyOf(slot, taken)) {
      violations.push(violation(path, BOOKING_MESSAGES.slotTaken, 'SLOT_TAKEN'));
    }
  }
  return violations;
}

/** Throws the violations, if any: nothing of the transaction is then written. */
export function refuseIfAny(violations: readonly Violation[]): void {
  if (violations.length > 0) throw new ValidationFailure([...violations]);
}

/**
 * Runs a write and turns the exclusion constraint's refusal (SQLSTATE 23P01, a concurrent
 * request took the range first) into the 422 violation of docs/bookings.md#no-double-booking; the
 * transaction that raised it has rolled back, so nothing was written.
 */
export async function slotTakenOnConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error).code === PG_EXCLUSION_VIOLATION) {
      throw new ValidationFailure([
        violation('bookingSlots', BOOKING_MESSAGES.slotTaken, 'SLOT_TAKEN'),
      ]);
    }
    throw error;
  }
}
