import { violation } from '@espaces/domain/errors';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import type { Violation } from '@espaces/domain/api/hydra';
import type { BookingChanges } from '@espaces/domain/booking/booking-changes';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { isSlotDeletable } from '@espaces/domain/booking/slot-flags';
import { overlapsAnyOf } from '@espaces/domain/booking/slot-rules';
import { slotMatchesQuery } from '@espaces/domain/booking/yearly-occurrences';
import { refuseIfAny, requestedSlotViolations } from '../booking-slot-checks.ts';
import { storedSlotsOfBooking, type StoredSlot } from '../booking-slots.repository.ts';
import { deleteBookingSlots, insertBookingSlots, type TimeRange } from '../bookings.repository.ts';
import type { TransitionContext } from '../booking-transitions.ts';
import { refuseUnlessOrganizationMayBook } from './booking-eligibility.ts';

const rangeKey = (range: TimeRange) => `${range.startDate.getTime()}/${range.endDate.getTime()}`;
const asJson = (range: TimeRange) => ({
  startDate: range.startDate.toISOString(),
  endDate: range.endDate.toISOString(),
});

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
  query: { value: BookingQuery | null; changed: boolean },
): SlotDiff {
  const sentKeys = new Set(sent.map(rangeKey));
  const storedKeys = new Set(stored.map(rangeKey));
  const removed = stored.filter((slot) => !sentKeys.has(rangeKey(slot)));
  const added = sent
    .map((slot, index) => ({ index, ...slot }))
    .filter((slot) => !storedKeys.has(rangeKey(slot)));
  const violations: Violation[] = [];
  // The deletable rule of the domain (docs/bookings.md#slot-flags) decides which slots may go.
  if (removed.some((slot) => !isSlotDeletable(context.booking.status, slot, context.now))) {
    violations.push(
      violation('bookingSlots', BOOKING_MESSAGES.slotNotDeletable, 'SLOT_NOT_DELETABLE'),
    );
  }
  for (const [index, slot] of sent.entries()) {
    const path = `bookingSlots.${index}`;
    if (overlapsAnyOf(slot, sent.slice(0, index)))
      violations.push(violation(path, BOOKING_MESSAGES.duplicateSlots, 'SLOTS_OVERLAP'));
    // A new weekly query must hold every slot, the kept ones too (added ones are checked later).
    const kept = storedKeys.has(rangeKey(slot));
    if (kept && query.changed && query.value && !slotMatchesQuery(slot, query.value)) {
      violations.push(
        violation(path, BOOKING_MESSAGES.slotNotMatchingQuery, 'SLOT_NOT_MATCHING_QUERY'),
      );
    }
  }
  return { removed, added, violations };
}

/**
 * Replaces a booking's slots by the sent list (an organisation's edit, a counter-proposal):
 * removed slots must be deletable, added (or moved) ones need an organisation that may book
 * and pass every slot rule, and under a changed weekly
 * query every slot must follow it (the stored ones are checked when no list is sent); answers
 * what changed.
 */
export async function replaceBookingSlots(
  context: TransitionContext,
  sentSlots: readonly { startDate: string; endDate: string }[] | undefined,
  query: { value: BookingQuery | null; changed: boolean },
): Promise<Pick<BookingChanges, 'addedSlots' | 'removedSlots'>> {
  const { tx, booking, now } = context;
  const stored = await storedSlotsOfBooking(tx, booking.id);
  if (sentSlots === undefined && !query.changed) return {};
  const sent =
    sentSlots === undefined
      ? stored.map(({ startDate, endDate }) => ({ startDate, endDate }))
      : sentSlots.map((slot) => ({
          startDate: new Date(slot.startDate),
          endDate: new Date(slot.endDate),
        }));
  const diff = diffSlots(stored, sent, context, query);
  if (diff.added.length > 0) await refuseUnlessOrganizationMayBook(context);
  refuseIfAny(diff.violations);
  refuseIfAny(
    await requestedSlotViolations(tx, booking.placeId, diff.added, {
      now,
      query: query.value,
      excludeBookingId: booking.id,
    }),
  );
  await deleteBookingSlots(
    tx,
    diff.removed.map((slot) => slot.id),
  );
  await insertBookingSlots(tx, booking.id, booking.placeId, diff.added);
  return {
    ...(diff.added.length > 0 ? { addedSlots: diff.added.map(asJson) } : {}),
    ...(diff.removed.length > 0 ? { removedSlots: diff.removed.map(asJson) } : {}),
  };
}
