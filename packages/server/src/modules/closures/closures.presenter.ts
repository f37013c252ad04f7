import type { AffectedBooking, Closure } from '@espaces/domain/api/closures';
import { iri } from '@espaces/domain/api/iri';
import type { ClosureKind } from '@espaces/domain/closure/closures';
import type { activeSlotsInClosure, ClosureRow } from './closures.repository.ts';

type SlotRow = Awaited<ReturnType<typeof activeSlotsInClosure>>[number];

export interface ClosureNames {
  facility: { id: string; name: string } | null;
  territory: { id: string; name: string } | null;
}

const named = (collection: string, ref: { id: string; name: string } | null) =>
  ref && { '@id': iri(collection, ref.id), id: ref.id, name: ref.name };

export function presentClosure(
  row: ClosureRow,
  names: ClosureNames,
  abilities: { delete: boolean },
): Closure {
  return {
    '@id': iri('closures', row.id),
    '@type': 'Closure',
    id: row.id,
    scope: row.facilityId ? 'facility' : 'territory',
    facility: named('facilities', names.facility),
    territory: named('territories', names.territory),
    from: row.fromDate,
    to: row.toDate,
    kind: row.kind as ClosureKind,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    _abilities: abilities,
  };
}

/** The slots on closed days grouped by booking, in the order of their first slot. */
export function presentAffectedBookings(slots: readonly SlotRow[]): AffectedBooking[] {
  const byBooking = new Map<string, AffectedBooking>();
  for (const slot of slots) {
    let booking = byBooking.get(slot.bookingId);
    if (!booking) {
      booking = {
        '@id': iri('bookings', slot.bookingId),
        id: slot.bookingId,
        reference: slot.reference,
        status: slot.status,
        organization: { id: slot.organizationId, name: slot.organizationName },
        place: { id: slot.placeId, name: slot.placeName },
        facility: { id: slot.facilityId, name: slot.facilityName },
        closedSlots: [],
      };
      byBooking.set(slot.bookingId, booking);
    }
    booking.closedSlots.push({
      startDate: slot.startDate.toISOString(),
      endDate: slot.endDate.toISOString(),
    });
  }
  return [...byBooking.values()];
}
