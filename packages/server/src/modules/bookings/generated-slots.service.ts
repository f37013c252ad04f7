import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { BookingQuery, GeneratedBookingSlot } from '@espaces/domain/api/bookings';
import { isInsideOneWindow, overlapsAnyOf } from '@espaces/domain/booking/slot-rules';
import { yearlyOccurrences } from '@espaces/domain/booking/yearly-occurrences';
import { closureReasonOf } from '@espaces/domain/closure/closures';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { closureCalendarOfSources } from '../closures/closure-calendar.ts';
import { findVisibleBooking } from './bookings-read.service.ts';
import { findBookablePlace, lastOpeningWindowEnd, slotCheckReads } from './bookings.repository.ts';

/**
 * GET /api/generated_booking_slots (docs/bookings.md#yearly-bookings): every occurrence of the
 * weekly query, from the first one in the future to the end of the place's last window, that
 * fits inside one window; `available: false` where another booking holds it (the booking
 * being edited, `booking`, left out) or a closure covers it (with `closedReason`). Organisations
 * see only published places.
 */
export async function generateBookingSlots(
  db: Database,
  actor: Actor,
  request: { placeId: string; query: BookingQuery; excludeBookingId?: string },
  now: Date,
): Promise<GeneratedBookingSlot[]> {
  const place = await findBookablePlace(db, request.placeId);
  const resource = place && {
    facilityId: place.facilityId,
    facilityTerritoryId: place.facilityTerritoryId,
  };
  const access = checkAccess('auth-booking-place', actor, resource);
  if (!place || (!access.allowed && access.reason === 'forbidden'))
    throw new DomainError('NOT_FOUND');
  if (!access.allowed) throw new DomainError('ORGANIZATION_NOT_VALIDATED');
  if (!place.published && isOrganizationUser(actor)) throw new DomainError('NOT_FOUND');
  if (request.excludeBookingId) await findVisibleBooking(db, actor, request.excludeBookingId);

  const lastEnd = await lastOpeningWindowEnd(db, place.id);
  if (!lastEnd) return [];
  const occurrences = await queryOccurrences(db, place.id, request.query, {
    from: now,
    to: lastEnd,
    excludeBookingId: request.excludeBookingId,
  });
  return occurrences.map(({ startDate, endDate, available, closedReason }) => ({
    startDate: startDate.toISOString(),
    endDate: endDate.toISOString(),
    available,
    ...(closedReason === null ? {} : { closedReason }),
  }));
}

export interface QueryOccurrence {
  startDate: Date;
  endDate: Date;
  available: boolean;
  closedReason: string | null;
}

/**
 * The occurrences of a weekly query after `from` and ending by `to` that fit inside one opening
 * window of the place, each `available` unless a closure covers it (`closedReason`) or another
 * booking holds it (docs/bookings.md#yearly-bookings). Also read by a campaign's publication.
 */
export async function queryOccurrences(
  db: Database,
  placeId: string,
  query: BookingQuery,
  range: { from: Date; to: Date; excludeBookingId?: string },
): Promise<QueryOccurrence[]> {
  const occurrences = yearlyOccurrences(query, range.from, range.to);
  const first = occurrences[0];
  if (!first) return [];
  const { windows, held, closures } = await slotCheckReads(db, placeId, {
    from: first.startDate,
    to: range.to,
    excludeBookingId: range.excludeBookingId,
  });
  const closedOn = closureCalendarOfSources(closures);
  return occurrences
    .filter((occurrence) => isInsideOneWindow(occurrence, windows))
    .map((occurrence) => {
      const closedReason = closureReasonOf(occurrence, closedOn);
      return {
        ...occurrence,
        available: closedReason === null && !overlapsAnyOf(occurrence, held),
        closedReason,
      };
    });
}
