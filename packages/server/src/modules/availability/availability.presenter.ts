import type {
  SlotAlternativeJson,
  WeeklyAlternativeJson,
} from '@espaces/domain/api/slot-alternatives';
import type { TimeSlotActionOutput } from '@espaces/domain/api/time-slots';
import { iri } from '@espaces/domain/api/iri';
import { availableRanges, clipSorted, type Interval } from '@espaces/domain/availability/intervals';
import type { ResolvedTimeSlotAction } from '@espaces/domain/availability/time-slot-actions';
import type { SlotAlternative } from '@espaces/domain/booking/slot-alternatives';
import type { WeeklyAlternative } from '@espaces/domain/booking/weekly-alternatives';
import { closedPartsOf, type ClosureCalendar } from '@espaces/domain/closure/closures';
import type { PlaceAudience } from './availability.policy.ts';
import type { DeleteFutureSlotsOutcome } from './availability.service.ts';
import type { BookedInterval, ListedOpeningWindow } from './opening-windows-read.repository.ts';

export interface WindowAvailability {
  /** The place's active slots (disjoint), by start. */
  booked: readonly BookedInterval[];
  audience: PlaceAudience;
  closedOn: ClosureCalendar;
}

type ClosedInterval = Interval & { reason: string };

/**
 * The page's windows as the JSON text of their TimeSlot array, written as JSON.stringify
 * writes the contract's objects (keys in its order; http/answer-serializer.ts checks the bytes
 * outside production): a month of windows was a thousand small objects, their dates formatted
 * and then stringified at every request. Bounds come formatted by PostgreSQL; ids
 * are uuids read from the database, with nothing to escape; texts go through JSON.stringify.
 * With the booked slots, each window gets its free, booked and closed ranges.
 * Organisations (and visitors) never see who booked, staff see the booking reference.
 */
export function openingWindowsJson(
  windows: readonly ListedOpeningWindow[],
  placeId: string,
  availability: WindowAvailability | null,
): string {
  const place = JSON.stringify(iri('places', placeId));
  let json = '[';
  for (let index = 0; index < windows.length; index++) {
    const window = windows[index]!;
    if (index > 0) json += ',';
    json += `{"@id":"${iri('time_slots', window.id)}","@type":"TimeSlot","id":"${window.id}","place":${place},"startDate":"${window.startDate}","endDate":"${window.endDate}"`;
    json += availability === null ? '}' : `${rangesJson(window, availability)}}`;
  }
  return `${json}]`;
}

/** The three range lists of a window, each key with its leading comma. */
function rangesJson(window: ListedOpeningWindow, availability: WindowAvailability): string {
  const booked = clipSorted(window, availability.booked);
  const closed: ClosedInterval[] = closedPartsOf(
    { startDate: new Date(window.start), endDate: new Date(window.end) },
    availability.closedOn,
  ).map((part) => ({
    start: part.startDate.getTime(),
    end: part.endDate.getTime(),
    reason: part.reason,
  }));
  // Most windows of a month are free and open: their one free range is the window.
  if (booked.length === 0 && closed.length === 0) {
    return `,"availableRanges":[{"startDate":"${window.startDate}","endDate":"${window.endDate}"}],"bookedRanges":[],"closedRanges":[]`;
  }
  const taken = closed.length === 0 ? booked : [...booked, ...closed];
  const free = availableRanges(window, taken);
  const staff = availability.audience === 'staff';
  let json = `,"availableRanges":[`;
  for (let index = 0; index < free.length; index++) {
    json += `${index > 0 ? ',' : ''}${rangeJson(window, free[index]!)}}`;
  }
  json += '],"bookedRanges":[';
  for (let index = 0; index < booked.length; index++) {
    const slot = booked[index]!;
    json += `${index > 0 ? ',' : ''}${rangeJson(window, slot)}`;
    json += staff
      ? `,"booking":{"@id":"${iri('bookings', slot.bookingId)}","id":"${slot.bookingId}","reference":${JSON.stringify(slot.bookingReference)}}}`
      : '}';
  }
  json += '],"closedRanges":[';
  for (let index = 0; index < closed.length; index++) {
    const part = closed[index]!;
    json += `${index > 0 ? ',' : ''}${rangeJson(window, part)},"reason":${JSON.stringify(part.reason)}}`;
  }
  return `${json}]`;
}

/** `{"startDate":…,"endDate":…` of a part of a window (the object left open for more keys). */
function rangeJson(window: ListedOpeningWindow, part: Interval): string {
  return `{"startDate":"${isoOf(window, part.start)}","endDate":"${isoOf(window, part.end)}"`;
}

/** Most ranges start or end with their window: its bounds are already written. */
function isoOf(window: ListedOpeningWindow, instant: number): string {
  if (instant === window.start) return window.startDate;
  if (instant === window.end) return window.endDate;
  return new Date(instant).toISOString();
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

/** An alternative to a taken slot, its place as the IRI a booking request sends. */
export function presentSlotAlternative(alternative: SlotAlternative): SlotAlternativeJson {
  return {
    '@type': 'SlotAlternative',
    kind: alternative.kind,
    place: iri('places', alternative.placeId),
    placeName: alternative.placeName,
    startDate: alternative.startDate.toISOString(),
    endDate: alternative.endDate.toISOString(),
    label: alternative.label,
  };
}

/** A weekly alternative: the place, query and slots a yearly request sends again. */
export function presentWeeklyAlternative(alternative: WeeklyAlternative): WeeklyAlternativeJson {
  return {
    '@type': 'WeeklyAlternative',
    kind: alternative.kind,
    place: iri('places', alternative.placeId),
    placeName: alternative.placeName,
    query: alternative.query,
    bookingSlots: alternative.bookingSlots.map((slot) => ({
      startDate: slot.startDate.toISOString(),
      endDate: slot.endDate.toISOString(),
    })),
    label: alternative.label,
  };
}
