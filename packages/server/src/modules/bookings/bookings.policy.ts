import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { BookingParties } from '@espaces/domain/booking/booking-actors';
import { mayOrganizationBook } from '@espaces/domain/booking/booking-eligibility';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { DomainError } from '@espaces/domain/errors';
import type { BookingViewRow } from './bookings-list.repository.ts';

/**
 * Who sees which bookings (auth-booking, docs/access.md#access-checks; the list applies the same
 * rule as `bookingListScope`): an organisation its own, staff those of the facilities they manage
 * (admin, validator, supervisor, or territory admin), central all of them. An invisible booking
 * answers 404 (docs/access.md#not-found-or-forbidden). Only an organisation that may book
 * (mayOrganizationBook) requests a booking.
 */
export function bookingPartiesOf(row: BookingViewRow): BookingParties {
  return {
    organizationId: row.booking.organizationId,
    facilityId: row.facilityId,
    facilityTerritoryId: row.facilityTerritoryId,
  };
}

export function mayViewBooking(actor: Actor, parties: BookingParties): boolean {
  return checkAccess('auth-booking', actor, parties).allowed;
}

/** The organisation on whose behalf a booking is requested; refuses anyone else. */
export function requireBookingRequester(actor: Actor): { organizationId: string } {
  if (!isOrganizationUser(actor) || actor.organization === null) {
    throw new DomainError('FORBIDDEN', BOOKING_MESSAGES.onlyOrganizationsRequest);
  }
  if (!mayOrganizationBook(actor.organization)) throw new DomainError('ORGANIZATION_NOT_VALIDATED');
  return { organizationId: actor.organization.id };
}
