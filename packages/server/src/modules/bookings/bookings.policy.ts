import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import {
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managedFacilityIds,
  managedTerritoryIds,
} from '@espaces/domain/access/roles';
import type { BookingParties } from '@espaces/domain/booking/booking-actors';
import { mayOrganizationBook } from '@espaces/domain/booking/booking-eligibility';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { DomainError } from '@espaces/domain/errors';
import type { BookingScope, BookingViewRow } from './bookings-list.repository.ts';

/**
 * Qui voit quelles réservations (auth-booking, docs/access.md#access-checks) : une organisation les
 * siennes, le personnel celles des établissements qu'il gère (admin, valideur, superviseur, ou
 * admin du territoire), un central toutes. Une réservation invisible répond 404
 * (docs/access.md#not-found-or-forbidden). Seule une organisation qui peut réserver
 * (mayOrganizationBook) demande une réservation.
 */
export function bookingScopeOf(actor: Actor): BookingScope {
  if (isCentral(actor)) return { kind: 'all' };
  if (isOrganizationUser(actor)) {
    return actor.organization
      ? { kind: 'organization', organizationId: actor.organization.id }
      : { kind: 'none' };
  }
  if (isInstitutional(actor)) {
    return {
      kind: 'facilities',
      facilityIds: managedFacilityIds(actor),
      territoryIds: managedTerritoryIds(actor),
    };
  }
  return { kind: 'none' };
}

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
