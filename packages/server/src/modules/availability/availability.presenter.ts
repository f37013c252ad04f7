import type { TimeSlot, TimeSlotActionOutput } from '@espaces/domain/api/time-slots';
import { iri } from '@espaces/domain/api/iri';
import {
  availableRanges,
  clipSorted,
  toInterval,
  type Interval,
} from '@espaces/domain/availability/intervals';
import type { ResolvedTimeSlotAction } from '@espaces/domain/availability/time-slot-actions';
import { closedPartsOf, type ClosureCalendar } from '@espaces/domain/closure/closures';
import type { PlaceAudience } from './availability.policy.ts';
import type { ActiveBookingSlotRow, OpeningWindowRow } from './availability.repository.ts';
import type { DeleteFutureSlotsOutcome } from './availability.service.ts';

type BookedInterval = Interval & Pick<ActiveBookingSlotRow, 'bookingId' | 'bookingReference'>;

export interface WindowAvailability {
  /** The place's active slots (disjoint), by start. */
  booked: readonly BookedInterval[];
  audience: PlaceAudience;
  closedOn: ClosureCalendar;
}

/** What every window of a page is presented against, converted once for the page. */
export function windowAvailability(
  bookedSlots: readonly ActiveBookingSlotRow[],
  audience: PlaceAudience,
  closedOn: ClosureCalendar,
): WindowAvailability {
  const booked = bookedSlots.map(({ bookingId, bookingReference, ...range }) => ({
    ...toInterval(range),
    bookingId,
    bookingReference,
  }));
  return { booked, audience, closedOn };
}

/**
 * A window as the API shows it; with the booked slots, its free and booked ranges. DESIGN §5:
 * organisations (and visitors) never see who booked, staff see the booking reference. Keys in
 * the contract's order: the answer goes out as presented (http/answer-serializer.ts).
 */
export function presentOpeningWindow(
  window: OpeningWindowRow,
  placeId: string,
  availability: WindowAvailability | null,
): TimeSlot {
  const startDate = window.startDate.toISOString();
  const endDate = window.endDate.toISOString();
  const presented: TimeSlot = {
    '@id': iri('time_slots', window.id),
    '@type': 'TimeSlot',
    id: window.id,
    place: iri('places', placeId),
    startDate,
    endDate,
  };
  if (availability === null) return presented;
  const range = { start: window.startDate.getTime(), end: window.endDate.getTime() };
  // Most ranges start or end with their window: its bounds are formatted once.
  const isoOf = (instant: number) =>
    instant === range.start
      ? startDate
      : instant === range.end
        ? endDate
        : new Date(instant).toISOString();
  const isoRange = (part: Interval) => ({ startDate: isoOf(part.start), endDate: isoOf(part.end) });
  const booked = clipSorted(range, availability.booked);
  const closed = closedPartsOf(window, availability.closedOn).map((part) => ({
    ...toInterval(part),
    reason: part.reason,
  }));
  // A window every request of a month shows: no copies nor spreads where plain objects do.
  const taken = closed.length === 0 ? booked : [...booked, ...closed];
  presented.availableRanges = availableRanges(range, taken).map(isoRange);
  const staff = availability.audience === 'staff';
  presented.bookedRanges = booked.map((slot) =>
    staff
      ? {
          startDate: isoOf(slot.start),
          endDate: isoOf(slot.end),
          booking: {
            '@id': iri('bookings', slot.bookingId),
            id: slot.bookingId,
            reference: slot.bookingReference,
          },
        }
      : isoRange(slot),
  );
  presented.closedRanges = closed.map((part) => ({
    startDate: isoOf(part.start),
    endDate: isoOf(part.end),
    reason: part.reason,
  }));
  return presented;
}

export function presentTimeSlotActionOutput(output: ResolvedTimeSlotAction): TimeSlotActionOutput {
  return {
    '@type': 'TimeSlotActionOutput',
    action: output.action,
    startDate: output.startDate.toISOString(),
    endDate: output.endDate.toISOString(),
    timeSlot: output.timeSlot === null ? null : iri('time_slots', output.timeSlot),
  };
}

export function presentDeleteFutureSlotsResult(outcome: DeleteFutureSlotsOutcome) {
  return { '@type': 'DeleteFutureSlotsResult' as const, ...outcome };
}
