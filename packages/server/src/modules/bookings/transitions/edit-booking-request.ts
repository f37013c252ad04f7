import type { BookingQuery } from '@espaces/domain/api/bookings';
import type { Violation } from '@espaces/domain/api/hydra';
import { overlaps, toInterval } from '@espaces/domain/availability/intervals';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { isSlotDeletable } from '@espaces/domain/booking/slot-flags';
import { violation } from '../../../http/problems.ts';
import type { TransitionContext } from '../booking-transitions.ts';
import { notifyFacilityDecisionMakers } from '../booking-notifications.ts';
import { refuseIfAny, requestedSlotViolations } from '../booking-slot-checks.ts';
import { bookingEditedMail } from '../bookings.mails.ts';
import { storedSlotsOfBooking, type StoredSlot } from '../booking-slots.repository.ts';
import {
  deleteBookingSlots,
  insertBookingSlots,
  updateBooking,
  type BookingRecord,
  type TimeRange,
} from '../bookings.repository.ts';

const rangeKey = (range: TimeRange) => `${range.startDate.getTime()}/${range.endDate.getTime()}`;
const asJson = (range: TimeRange) => ({
  startDate: range.startDate.toISOString(),
  endDate: range.endDate.toISOString(),
});

function queryOf(booking: BookingRecord): BookingQuery | null {
  const { queryWeekDay, queryStartTime, queryEndTime } = booking;
  if (queryWeekDay === null || queryStartTime === null || queryEndTime === null) return null;
  return { weekDay: queryWeekDay, startTime: queryStartTime, endTime: queryEndTime };
}

/** The query the edit leaves, or the violation refusing it. */
function editedQuery(context: TransitionContext): BookingQuery | null {
  const { booking, update } = context;
  if (booking.purposeType === 'casual') {
    if (update.query) {
      refuseIfAny([violation('query', BOOKING_MESSAGES.yearlyQueryOnCasual)]);
    }
    return null;
  }
  const query = update.query === undefined ? queryOf(booking) : update.query;
  if (!query) refuseIfAny([violation('query', BOOKING_MESSAGES.yearlyQueryRequired)]);
  return query;
}

interface SlotDiff {
  removed: StoredSlot[];
  added: { index: number; startDate: Date; endDate: Date }[];
  violations: Violation[];
}

/** The sent list replaces the stored one: kept slots match by their bounds. */
function diffSlots(
  stored: readonly StoredSlot[],
  sent: readonly TimeRange[],
  context: TransitionContext,
): SlotDiff {
  const sentKeys = new Set(sent.map(rangeKey));
  const storedKeys = new Set(stored.map(rangeKey));
  const removed = stored.filter((slot) => !sentKeys.has(rangeKey(slot)));
  const added = sent
    .map((slot, index) => ({ index, ...slot }))
    .filter((slot) => !storedKeys.has(rangeKey(slot)));
  const violations: Violation[] = [];
  // SPEC §4: the deletable rule of the domain decides which slots may go.
  if (removed.some((slot) => !isSlotDeletable(context.booking.status, slot, context.now))) {
    violations.push(
      violation('bookingSlots', BOOKING_MESSAGES.slotNotDeletable, 'SLOT_NOT_DELETABLE'),
    );
  }
  for (const [index, slot] of sent.entries()) {
    const earlier = sent
      .slice(0, index)
      .some((other) => overlaps(toInterval(other), toInterval(slot)));
    if (earlier)
      violations.push(
        violation(`bookingSlots.${index}`, BOOKING_MESSAGES.duplicateSlots, 'SLOTS_OVERLAP'),
      );
  }
  return { removed, added, violations };
}

/**
 * The organisation edits its request (DESIGN §5: new → new; pending → new, its answer to a
 * counter-proposal): slots (the sent list replaces the stored one; removed slots must be
 * deletable, added ones pass the slot rules), weekly query, activity, expected attendance.
 * Proposing prices is the facility's part.
 */
export async function editBookingRequest(
  context: TransitionContext,
): Promise<Record<string, unknown>> {
  const { tx, booking, update, now } = context;
  if (update.proposedRentPrice !== undefined || update.proposedCleaningPrice !== undefined) {
    const path =
      update.proposedRentPrice === undefined ? 'proposedCleaningPrice' : 'proposedRentPrice';
    refuseIfAny([violation(path, BOOKING_MESSAGES.pricesProposedByStaffOnly)]);
  }
  const query = editedQuery(context);
  const stored = await storedSlotsOfBooking(tx, booking.id);
  const changes: Record<string, unknown> = {};
  if (update.bookingSlots) {
    const sent = update.bookingSlots.map((slot) => ({
      startDate: new Date(slot.startDate),
      endDate: new Date(slot.endDate),
    }));
    const diff = diffSlots(stored, sent, context);
    refuseIfAny(diff.violations);
    refuseIfAny(
      await requestedSlotViolations(tx, booking.placeId, diff.added, {
        now,
        query,
        excludeBookingId: booking.id,
      }),
    );
    await deleteBookingSlots(
      tx,
      diff.removed.map((slot) => slot.id),
    );
    await insertBookingSlots(tx, booking.id, booking.placeId, diff.added);
    if (diff.added.length > 0) changes.addedSlots = diff.added.map(asJson);
    if (diff.removed.length > 0) changes.removedSlots = diff.removed.map(asJson);
  }
  const fields = {
    activity: update.activity ?? booking.activity,
    expectedAttendance: update.expectedAttendance ?? booking.expectedAttendance,
    queryWeekDay: query?.weekDay ?? null,
    queryStartTime: query?.startTime ?? null,
    queryEndTime: query?.endTime ?? null,
  };
  for (const [field, value] of Object.entries(fields)) {
    const before = booking[field as keyof typeof fields];
    if (before !== value) changes[field] = { from: before, to: value };
  }
  await updateBooking(tx, booking.id, { ...fields, status: context.to }, now);
  const slots = (await storedSlotsOfBooking(tx, booking.id)).filter((slot) => !slot.cancelled);
  await notifyFacilityDecisionMakers(tx, context.view, slots, bookingEditedMail, context);
  return changes;
}
