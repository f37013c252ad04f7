import type { Booking, BookingQuery } from '@espaces/domain/api/bookings';
import { sameInterval, toInterval } from '@espaces/domain/availability/intervals';
import { isSlotDeletable } from '@espaces/domain/booking/slot-flags';
import { useCallback, useMemo, useState } from 'react';
import { useAvailability, useGeneratedSlots } from '../api/booking-api.ts';
import {
  currentSlotsOf,
  freeRangeHolding,
  slotKey,
  type ChosenSlot,
  type IsoRange,
} from '../lib/slot-selection.ts';
import { useChosenSlots } from './use-chosen-slots.ts';

export const SLOT_MOVED = 'Modifié';
export const SLOT_ADDED = 'Ajouté';

/** From the start of the first slot to the end of the last one. */
function spanOf(slots: readonly IsoRange[]): IsoRange | null {
  const first = slots[0];
  if (first === undefined) return null;
  const ends = slots.map((slot) => Date.parse(slot.endDate));
  return { startDate: first.startDate, endDate: new Date(Math.max(...ends)).toISOString() };
}

export interface CasualProposalSlots {
  slots: ChosenSlot[];
  add: (slot: ChosenSlot) => void;
  change: (key: string, range: IsoRange) => void;
  remove: (key: string) => void;
  canRemove: (slot: ChosenSlot) => boolean;
  /** « Ajouté », « Modifié » or null (unchanged). */
  marker: (slot: ChosenSlot) => string | null;
  availabilityFailed: boolean;
}

/**
 * Casual booking: the validator removes slots, adds free ranges and moves a
 * slot inside the free range that holds it (its own booking's slots counting as free), so
 * each current slot gets the start and end inputs of the editor once availability is known.
 */
export function useCasualProposalSlots(booking: Booking, enabled: boolean): CasualProposalSlots {
  const current = useMemo(() => currentSlotsOf(booking), [booking]);
  const currentByKey = useMemo(() => new Map(current.map((slot) => [slot.key, slot])), [current]);
  const chosen = useChosenSlots(current);
  const span = useMemo(() => (enabled ? spanOf(current) : null), [enabled, current]);
  const availability = useAvailability(booking.place.id, span, booking.id);
  const slots = useMemo(() => {
    const freeRanges = (availability.data ?? []).flatMap((window) => window.availableRanges ?? []);
    // The free range holding the slot as saved: the slot stays inside it however it moves.
    return chosen.slots.map((slot) =>
      slot.freeRange
        ? slot
        : { ...slot, freeRange: freeRangeHolding(currentByKey.get(slot.key) ?? slot, freeRanges) },
    );
  }, [chosen.slots, availability.data, currentByKey]);
  const marker = useCallback(
    (slot: ChosenSlot): string | null => {
      const saved = currentByKey.get(slot.key);
      if (saved === undefined) return SLOT_ADDED;
      return sameInterval(toInterval(saved), toInterval(slot)) ? null : SLOT_MOVED;
    },
    [currentByKey],
  );
  const now = useMemo(() => new Date(), []);
  // A slot added on this page is unsaved; a current one follows the booking's status.
  const canRemove = useCallback(
    (slot: ChosenSlot) =>
      isSlotDeletable(currentByKey.has(slot.key) ? booking.status : undefined, slot, now),
    [currentByKey, booking.status, now],
  );
  return {
    slots,
    add: chosen.add,
    change: chosen.change,
    remove: chosen.remove,
    canRemove,
    marker,
    availabilityFailed: availability.isError,
  };
}

const sameQuery = (a: BookingQuery, b: BookingQuery | null): boolean =>
  b !== null && a.weekDay === b.weekDay && a.startTime === b.startTime && a.endTime === b.endTime;

/**
 * Yearly booking: an unchanged weekly query proposes the current slots; a
 * changed one proposes every available occurrence of the new query, each marked as updated
 * (docs/bookings.md#yearly-bookings). The validator may remove slots from either.
 */
export function useYearlyProposalSlots(booking: Booking, query: BookingQuery | null) {
  const occurrences = useGeneratedSlots(booking.place.id, query, booking.id);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const changed = query !== null && !sameQuery(query, booking.query);
  const slots = useMemo(() => {
    const proposed: ChosenSlot[] = changed
      ? (occurrences.data ?? [])
          .filter((occurrence) => occurrence.available)
          .map(({ startDate, endDate }) => ({
            startDate,
            endDate,
            key: slotKey({ startDate, endDate }),
            freeRange: null,
          }))
      : currentSlotsOf(booking);
    return proposed.filter((slot) => !removed.has(slot.key));
  }, [changed, occurrences.data, booking, removed]);
  const remove = useCallback((key: string) => {
    setRemoved((keys) => new Set(keys).add(key));
  }, []);
  const marker = useCallback(() => (changed ? SLOT_MOVED : null), [changed]);
  return {
    slots,
    remove,
    marker,
    occurrences,
    changed,
    computing: changed && occurrences.isPending,
  };
}

export type YearlyProposalSlots = ReturnType<typeof useYearlyProposalSlots>;
