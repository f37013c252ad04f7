import {
  BOOKING_ABILITIES,
  bookingOriginalDataSchema,
  type Booking,
  type BookingHistoryEvent,
  type BookingOriginalData,
  type BookingSlot,
} from '@espaces/domain/api/bookings';
import { iri } from '@espaces/domain/api/iri';
import {
  amountDueCents,
  slotAmountDueCents,
} from '@espaces/domain/agreement/cancellation-conditions';
import type { BookingAbilities } from '@espaces/domain/booking/booking-abilities';
import { bookingTotalCents, heldPriceCents } from '@espaces/domain/booking/booking-pricing';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { centsToEuros } from '@espaces/domain/locale/format';
import type { BookingText, BookingViewRow } from './bookings-list.repository.ts';
import type { AuditHistoryRow } from '../audit/audit-events.ts';
import type { BookingSlotRow } from './booking-slots.repository.ts';

// JSON-LD shape of a booking (docs/api.md): money in euros, instants in ISO 8601.

export function presentBookingSlot(
  slot: BookingSlotRow,
  rentPriceCents: number,
  cleaningPriceCents: number,
): BookingSlot {
  return {
    '@id': iri('booking_slots', slot.id),
    id: slot.id,
    startDate: slot.startDate.toISOString(),
    endDate: slot.endDate.toISOString(),
    cancelled: slot.cancelled,
    available: slot.available,
    // The contract's order (a person, then its IRI): production sends this object as written.
    cancelledBy: slot.cancelledBy && {
      firstName: slot.cancelledBy.firstName,
      lastName: slot.cancelledBy.lastName,
      '@id': iri('users', slot.cancelledBy.id),
      id: slot.cancelledBy.id,
    },
    cancelledByOrganizationNotToBePaid: slot.cancelledByOrganizationNotToBePaid,
    cancelledByOrganizationToBeFullyPaid: slot.cancelledByOrganizationToBeFullyPaid,
    cancelledByOrganizationToBePartiallyPaid: slot.cancelledByOrganizationToBePartiallyPaid,
    price: centsToEuros(heldPriceCents(slot, rentPriceCents, cleaningPriceCents)),
    due: centsToEuros(slotAmountDueCents(slot, rentPriceCents, cleaningPriceCents)),
  };
}

/** The request as stored when first sent; prices only on requests stored since they are kept. */
function originalDataOf(stored: unknown): BookingOriginalData | null {
  if (stored === null || typeof stored !== 'object') return null;
  const parsed = bookingOriginalDataSchema.safeParse({
    query: null,
    rentPrice: null,
    cleaningPrice: null,
    expectedAttendance: null,
    ...stored,
  });
  return parsed.success ? parsed.data : null;
}

/** The slots as last signed; jsonb gives the keys back shortest first: the contract's order. */
function previousContractTimeSlotsOf(
  stored: BookingViewRow['booking']['previousContractTimeSlots'],
) {
  return stored?.map(({ startDate, endDate }) => ({ startDate, endDate })) ?? null;
}

const asStatus = (value: string | null) => value as BookingStatus | null;

export function presentHistoryEvent(event: AuditHistoryRow): BookingHistoryEvent {
  return {
    occurredAt: event.occurredAt.toISOString(),
    action: event.action,
    fromStatus: asStatus(event.fromStatus),
    toStatus: asStatus(event.toStatus),
    actor:
      event.actorFirstName === null
        ? null
        : { firstName: event.actorFirstName, lastName: event.actorLastName ?? '' },
    changes: (event.changes as Record<string, unknown> | null) ?? null,
  };
}

export function presentBooking(
  row: BookingViewRow,
  slots: readonly BookingSlotRow[],
  abilities: BookingAbilities,
  history?: readonly AuditHistoryRow[],
): Booking {
  const { booking } = row;
  const { rentPriceCents, cleaningPriceCents } = booking;
  const query =
    booking.queryWeekDay === null ||
    booking.queryStartTime === null ||
    booking.queryEndTime === null
      ? null
      : {
          weekDay: booking.queryWeekDay,
          startTime: booking.queryStartTime,
          endTime: booking.queryEndTime,
        };
  const creatorId = booking.createdByUserId;
  return {
    '@id': iri('bookings', booking.id),
    '@type': 'Booking',
    id: booking.id,
    status: booking.status,
    reference: booking.reference,
    place: {
      '@id': iri('places', booking.placeId),
      id: booking.placeId,
      name: row.placeName,
      facility: {
        '@id': iri('facilities', row.facilityId),
        id: row.facilityId,
        name: row.facilityName,
        city: row.facilityCity,
      },
    },
    createdBy: {
      '@id': creatorId === null ? null : iri('users', creatorId),
      id: creatorId,
      firstName: row.creatorFirstName ?? '',
      lastName: row.creatorLastName ?? '',
      organization: {
        '@id': iri('organizations', booking.organizationId),
        id: booking.organizationId,
        name: row.organizationName,
      },
    },
    purposeType: booking.purposeType,
    query,
    activity: booking.activity,
    expectedAttendance: booking.expectedAttendance,
    rentPrice: centsToEuros(rentPriceCents),
    cleaningPrice: centsToEuros(cleaningPriceCents),
    originalData: originalDataOf(booking.originalData),
    previousContractTimeSlots: previousContractTimeSlotsOf(booking.previousContractTimeSlots),
    rejectionReason: booking.rejectionReason,
    bookingSlots: slots.map((slot) => presentBookingSlot(slot, rentPriceCents, cleaningPriceCents)),
    totalPrice: centsToEuros(bookingTotalCents(slots, rentPriceCents, cleaningPriceCents)),
    amountDue: centsToEuros(amountDueCents(slots, rentPriceCents, cleaningPriceCents)),
    createdAt: booking.createdAt.toISOString(),
    ...(history ? { history: history.map(presentHistoryEvent) } : {}),
    _abilities: abilities,
  };
}

/**
 * A booking of a list as JSON text, byte for byte what presentBooking's object stringifies
 * to (no history): PostgreSQL wrote the mapped columns (BookingText), Node writes what the
 * domain decides (original data, prices, amount due, abilities) in the contract's order.
 * Pushed onto `parts` piece by piece: the pieces PostgreSQL wrote are slices of its one text,
 * and the answer's buffer is written from them (writtenAnswer) without a string of the whole
 * booking, nor of the whole page, ever being built.
 */
export function presentBookingText(
  booking: BookingText,
  abilities: BookingAbilities,
  parts: string[],
): void {
  const { bookingSlots: slots, rentPriceCents, cleaningPriceCents } = booking;
  parts.push(
    booking.head,
    JSON.stringify(originalDataOf(booking.originalData)),
    ',"previousContractTimeSlots":',
    JSON.stringify(previousContractTimeSlotsOf(booking.previousContractTimeSlots)),
    booking.middle,
  );
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index]!;
    if (index > 0) parts.push(',');
    parts.push(
      slot.text,
      String(centsToEuros(heldPriceCents(slot, rentPriceCents, cleaningPriceCents))),
      ',"due":',
      String(centsToEuros(slotAmountDueCents(slot, rentPriceCents, cleaningPriceCents))),
      '}',
    );
  }
  parts.push(
    '],"totalPrice":',
    String(centsToEuros(bookingTotalCents(slots, rentPriceCents, cleaningPriceCents))),
    ',"amountDue":',
    String(centsToEuros(amountDueCents(slots, rentPriceCents, cleaningPriceCents))),
    booking.tail,
    ',"_abilities":',
    abilitiesJson(abilities),
    '}',
  );
}

/** Each combination of abilities' JSON, written once: a list has a few among its bookings. */
const abilitiesTexts = new Map<number, string>();

function abilitiesJson(abilities: BookingAbilities): string {
  let key = 0;
  for (const ability of BOOKING_ABILITIES) key = key * 2 + (abilities[ability] ? 1 : 0);
  let text = abilitiesTexts.get(key);
  if (text === undefined) abilitiesTexts.set(key, (text = JSON.stringify(abilities)));
  return text;
}
