import type { Actor } from '../access/actor.ts';
import {
  administersFacility,
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managesTerritory,
  validatesFacility,
} from '../access/roles.ts';
import type { BookingActorKind } from './booking-lifecycle.ts';

/** What the rules need to know of a booking to tell who stands where towards it. */
export interface BookingParties {
  organizationId: string;
  facilityId: string;
  facilityTerritoryId: string;
}

/**
 * How a person stands towards a booking (docs/bookings.md#lifecycle):
 * - the organisation that requested it;
 * - « valideur »: admin or validator of the place's facility, or admin of its
 *   territory (docs/access.md#roles-and-profiles);
 * - « admin de l'établissement »: admin of the facility or of its territory;
 * - central.
 * The main role decides (institutional, then organisation, then central:
 * docs/access.md#roles-and-profiles).
 */
export function bookingActorKinds(
  actor: Pick<Actor, 'roles' | 'organization' | 'facilityMemberships' | 'territoryMemberships'>,
  booking: BookingParties,
): readonly BookingActorKind[] {
  if (isCentral(actor)) return KINDS.central;
  if (isOrganizationUser(actor)) {
    return actor.organization?.id === booking.organizationId ? KINDS.organization : KINDS.none;
  }
  if (!isInstitutional(actor)) return KINDS.none;
  const territoryAdmin = managesTerritory(actor, booking.facilityTerritoryId);
  const validator = territoryAdmin || validatesFacility(actor, booking.facilityId);
  const facilityAdmin = territoryAdmin || administersFacility(actor, booking.facilityId);
  if (validator) return facilityAdmin ? KINDS.validatorAndFacilityAdmin : KINDS.validator;
  return facilityAdmin ? KINDS.facilityAdmin : KINDS.none;
}

/** The answers, frozen and shared: a booking list asks for each of its bookings. */
const KINDS = {
  none: Object.freeze([]),
  central: Object.freeze(['central']),
  organization: Object.freeze(['organization']),
  validator: Object.freeze(['validator']),
  facilityAdmin: Object.freeze(['facility_admin']),
  validatorAndFacilityAdmin: Object.freeze(['validator', 'facility_admin']),
} satisfies Record<string, readonly BookingActorKind[]>;
