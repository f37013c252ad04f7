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
 * Comment une personne se situe face à une réservation (SPEC §6, DESIGN §5) :
 * - l'organisation qui l'a demandée ;
 * - « valideur » : admin ou valideur de l'établissement de l'espace, ou admin de son
 *   territoire (admin de ce territoire, SPEC §6) ;
 * - « admin de l'établissement » : admin de l'établissement ou de son territoire ;
 * - central.
 * Le rôle principal décide (SPEC §6 : institutionnel, puis organisation, puis central).
 */
export function bookingActorKinds(
  actor: Pick<Actor, 'roles' | 'organization' | 'facilityMemberships' | 'territoryMemberships'>,
  booking: BookingParties,
): BookingActorKind[] {
  if (isCentral(actor)) return ['central'];
  if (isOrganizationUser(actor)) {
    return actor.organization?.id === booking.organizationId ? ['organization'] : [];
  }
  if (!isInstitutional(actor)) return [];
  const territoryAdmin = managesTerritory(actor, booking.facilityTerritoryId);
  const kinds: BookingActorKind[] = [];
  if (territoryAdmin || validatesFacility(actor, booking.facilityId)) {
    kinds.push('validator');
  }
  if (territoryAdmin || administersFacility(actor, booking.facilityId)) {
    kinds.push('facility_admin');
  }
  return kinds;
}
