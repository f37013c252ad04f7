import { addDaysToDate, parisDateOf } from '../availability/paris-time.ts';
import type { BookingQuery } from '../api/bookings.ts';
import { heldPriceCents, slotPriceCents } from '../booking/booking-pricing.ts';
import { isSlotCancelable } from '../booking/slot-flags.ts';
import type { BookingStatus } from '../booking/booking-statuses.ts';
import { isoWeekDayOfDate, slotMatchesQuery } from '../booking/yearly-occurrences.ts';
import { AMENDMENT_MESSAGES, cancellationConditionLabel } from './amendment-messages.ts';
import {
  cancellationFlags,
  type AmendableSlot,
  type AmendmentContent,
  type AmendmentSlotLine,
  type SlotCancellation,
} from './amendment-plan.ts';
import { repricedSlots, type Repricing } from './amendment-lines.ts';
import { amountDueCents, slotAmountDueCents, type DueSlot } from './cancellation-conditions.ts';

/**
 * An amendment that changes the agreement (docs/agreements.md#amendments): facility staff or
 * central propose added slots, a new weekly query, other prices; the organisation accepts it
 * and only then does it take effect. `bookingSlots` lists the slots to come as the amendment
 * leaves them: a slot to come that it leaves out is cancelled (at no cost to the organisation,
 * since the facility asks), one it names that the booking does not hold is added; slots already
 * begun and cancelled ones are never compared, and entries marked cancelled only echo them.
 */
export interface TimeRange {
  startDate: Date;
  endDate: Date;
}

export interface ProposedSlot extends TimeRange {
  cancelled?: boolean;
}

export interface AmendmentChangeRequest {
  bookingReference: string;
  bookingStatus: BookingStatus;
  slots: readonly AmendableSlot[];
  /** Ids of slots to cancel outright (the draft's `timeSlotsToCancel`). */
  slotIdsToCancel: readonly string[];
  /** The slots as the amendment leaves them; undefined keeps them (prices or query only). */
  proposedSlots: readonly ProposedSlot[] | undefined;
  query: { before: BookingQuery | null; after: BookingQuery | null };
  rentPriceCents: { before: number; after: number };
  cleaningPriceCents: { before: number; after: number };
  now: Date;
}

/** A slot the amendment adds, at the price it states. */
export interface PricedRange extends TimeRange {
  priceCents: number;
}

export interface AmendmentChanges {
  cancellations: SlotCancellation[];
  additions: PricedRange[];
  /** Slots to come whose price the new prices change (amendment-lines.ts). */
  repricings: Repricing[];
  content: AmendmentContent;
  /** Added slots, other prices or another query wait for the organisation's consent. */
  needsAcceptance: boolean;
}

export type AmendmentChangePlan =
  ({ ok: true } & AmendmentChanges) | { ok: false; problems: { path: string; message: string }[] };

const keyOf = (range: { startDate: Date; endDate: Date }) =>
  `${range.startDate.getTime()}/${range.endDate.getTime()}`;
const iso = (range: TimeRange) => ({
  startDate: range.startDate.toISOString(),
  endDate: range.endDate.toISOString(),
});

/** The Monday (YYYY-MM-DD, Paris) of the week a slot starts in. */
export function parisWeekOf(instant: Date): string {
  const day = parisDateOf(instant);
  return addDaysToDate(day, 1 - isoWeekDayOfDate(day));
}

export function sameQuery(a: BookingQuery | null, b: BookingQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return a.weekDay === b.weekDay && a.startTime === b.startTime && a.endTime === b.endTime;
}

export interface SlotDiff {
  /** Slots to come that the proposal leaves out. */
  removed: AmendableSlot[];
  /** Ranges the proposal names that the booking does not hold. */
  added: TimeRange[];
  /**
   * A removed slot and an added one of the same Paris day, or of the same Paris week under a
   * changed query (« modifié », docs/bookings.md#yearly-bookings): the same evening moved.
   */
  moved: { from: AmendableSlot; to: TimeRange }[];
}

/**
 * Compares the proposed slots with the held ones by their bounds. A slot left out and one added
 * on the same Paris day are the same evening moved, shown as « modifié »; under another weekly
 * query (weekDay, start or end differ) the same Paris week is enough.
 */
export function diffProposedSlots(
  slots: readonly AmendableSlot[],
  proposed: readonly ProposedSlot[] | undefined,
  now: Date,
  queryChanged: boolean,
): SlotDiff {
  if (proposed === undefined) return { removed: [], added: [], moved: [] };
  const held = slots.filter((slot) => !slot.cancelled);
  const heldKeys = new Set(held.map(keyOf));
  const sent = proposed.filter((slot) => !slot.cancelled);
  const sentKeys = new Set(sent.map(keyOf));
  let removed = held.filter((slot) => slot.startDate > now && !sentKeys.has(keyOf(slot)));
  const added: TimeRange[] = [];
  for (const slot of sent) {
    const key = keyOf(slot);
    if (heldKeys.has(key) || added.some((other) => keyOf(other) === key)) continue;
    added.push({ startDate: slot.startDate, endDate: slot.endDate });
  }
  added.sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  removed = [...removed].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const pairKey = (instant: Date) => (queryChanged ? parisWeekOf(instant) : parisDateOf(instant));
  const moved: SlotDiff['moved'] = [];
  const addedLeft = [...added];
  const removedLeft: AmendableSlot[] = [];
  for (const slot of removed) {
    const key = pairKey(slot.startDate);
    const index = addedLeft.findIndex((range) => pairKey(range.startDate) === key);
    if (index === -1) removedLeft.push(slot);
    else moved.push({ from: slot, to: addedLeft.splice(index, 1)[0]! });
  }
  return { removed: removedLeft, added: addedLeft, moved };
}

/** Every refusal of the draft, judged on the booking as it stands. */
function changeProblems(
  request: AmendmentChangeRequest,
  diff: SlotDiff,
  queryChanged: boolean,
): { path: string; message: string }[] {
  const { slots, now } = request;
  const byId = new Map(slots.map((slot) => [slot.id, slot]));
  const problems: { path: string; message: string }[] = [];
  request.slotIdsToCancel.forEach((id, index) => {
    const slot = byId.get(id);
    const path = `timeSlotsToCancel[${index}]`;
    if (!slot) problems.push({ path, message: AMENDMENT_MESSAGES.slotNotInBooking });
    else if (!isSlotCancelable(request.bookingStatus, slot, now)) {
      problems.push({ path, message: AMENDMENT_MESSAGES.slotNotCancelable });
    }
  });
  const query = request.query.after;
  if (queryChanged && query) {
    // Under another weekly query every evening still to come must follow it.
    const cancelled = new Set([...request.slotIdsToCancel, ...diff.removed.map((s) => s.id)]);
    for (const { from } of diff.moved) cancelled.add(from.id);
    const kept = slots.filter(
      (slot) => !slot.cancelled && slot.startDate > now && !cancelled.has(slot.id),
    );
    if (kept.some((slot) => !slotMatchesQuery(slot, query))) {
      problems.push({ path: 'query', message: AMENDMENT_MESSAGES.keptSlotsOffQuery });
    }
  }
  return problems;
}

/**
 * What an amendment proposal would change, or why it cannot: the slots it cancels (the
 * facility's, nothing due), those it adds, the prices and the amount due before and after.
 * Whether the added slots are free and inside opening windows is the server's to check, under
 * the place's lock, exactly as for a booking request.
 */
export function planAmendmentChange(request: AmendmentChangeRequest): AmendmentChangePlan {
  const { slots, now } = request;
  const queryChanged = !sameQuery(request.query.before, request.query.after);
  const diff = diffProposedSlots(slots, request.proposedSlots, now, queryChanged);
  const problems = changeProblems(request, diff, queryChanged);
  if (problems.length > 0) return { ok: false, problems };

  const rent = request.rentPriceCents;
  const cleaning = request.cleaningPriceCents;
  const pricesChanged = rent.before !== rent.after || cleaning.before !== cleaning.after;
  const movedFrom = new Set(diff.moved.map(({ from }) => from.id));
  const cancelledIds = new Set([
    ...request.slotIdsToCancel,
    ...diff.removed.map((slot) => slot.id),
    ...movedFrom,
  ]);
  const additions = [...diff.added, ...diff.moved.map(({ to }) => to)];
  if (cancelledIds.size === 0 && additions.length === 0 && !pricesChanged && !queryChanged) {
    return {
      ok: false,
      problems: [{ path: 'bookingSlots', message: AMENDMENT_MESSAGES.nothingChanged }],
    };
  }
  const flags = cancellationFlags('byFacility');
  const priceBefore = (slot: AmendableSlot) => heldPriceCents(slot, rent.before, cleaning.before);
  const priceAfter = (range: TimeRange) => slotPriceCents(range, rent.after, cleaning.after);
  const cancellations: SlotCancellation[] = slots
    .filter((slot) => cancelledIds.has(slot.id))
    .map((slot) => ({ id: slot.id, ...flags, priceCents: priceBefore(slot), dueCents: 0 }));
  const repricings = repricedSlots(slots, cancelledIds, request, now);
  const repriced = new Map(repricings.map((repricing) => [repricing.id, repricing.priceCents]));
  const pricedAdditions = additions.map((range) => ({ ...range, priceCents: priceAfter(range) }));
  // Every amount as it is held, then only the lines the amendment names changed.
  const held: DueSlot[] = slots.map((slot) => ({
    ...slot,
    priceCents: priceBefore(slot),
    dueCents: slot.cancelled ? slotAmountDueCents(slot, rent.before, cleaning.before) : null,
  }));
  const after: DueSlot[] = [
    ...held.map((slot, index) => {
      const { id } = slots[index]!;
      if (cancelledIds.has(id)) return { ...slot, cancelled: true, ...flags, dueCents: 0 };
      return repriced.has(id) ? { ...slot, priceCents: repriced.get(id)! } : slot;
    }),
    ...pricedAdditions,
  ];
  const cancelledSlots: AmendmentSlotLine[] = slots
    .filter((slot) => cancelledIds.has(slot.id) && !movedFrom.has(slot.id))
    .map((slot) => ({
      ...iso(slot),
      priceCents: priceBefore(slot),
      dueCents: 0,
      condition: 'byFacility' as const,
      label: cancellationConditionLabel('byFacility'),
    }));
  return {
    ok: true,
    needsAcceptance: additions.length > 0 || pricesChanged || queryChanged,
    cancellations,
    additions: pricedAdditions,
    repricings,
    content: {
      bookingReference: request.bookingReference,
      cancelledSlots,
      addedSlots: diff.added.map((range) => ({ ...iso(range), priceCents: priceAfter(range) })),
      movedSlots: diff.moved.map(({ from, to }) => ({
        from: iso(from),
        to: iso(to),
        priceCents: priceAfter(to),
        previousPriceCents: priceBefore(from),
      })),
      repricedSlots: repricings.map((repricing) => repricing.line),
      query: queryChanged ? { ...request.query } : undefined,
      rentPriceCents: { ...rent },
      cleaningPriceCents: { ...cleaning },
      totalBeforeCents: amountDueCents(held, rent.before, cleaning.before),
      totalAfterCents: amountDueCents(after, rent.after, cleaning.after),
      remainingSlots: after.filter((slot) => !slot.cancelled).length,
    },
  };
}
