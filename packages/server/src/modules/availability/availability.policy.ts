import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess, isSignedIn, type AccessResource } from '@espaces/domain/access/checks';
import { primaryRole } from '@espaces/domain/access/roles';
import { DomainError } from '@espaces/domain/errors';
import { requireAccess } from '../access/access.policy.ts';
import type { PlaceForAvailability } from './availability.repository.ts';

/**
 * Who sees the opening windows of a place and who changes them (docs/bookings.md#availability):
 * - central and the staff who manage the facility (admin, supervisor, validator, territory
 *   admin: auth-booking-place) see the windows of all its places, published or not, with the
 *   reference of the bookings;
 * - a validated organisation, and any visitor looking for a place (auth-search), see those of
 *   a published place without learning who booked; an organisation not yet validated gets the
 *   message of auth-booking-place;
 * - a place one may not see answers 404 (so does one that does not exist);
 * - changing the windows takes auth-place on the facility (admin or supervisor, or territory
 *   admin): a refusal on a visible place answers 403.
 */
export type PlaceAudience = 'staff' | 'public';

function resourceOf(place: PlaceForAvailability): AccessResource {
  return { facilityId: place.facilityId, facilityTerritoryId: place.territoryId };
}

/** Who the windows of this place are shown to; 404 when the actor may not see it. */
export function placeAudienceOf(
  actor: Actor | null,
  place: PlaceForAvailability | undefined,
): PlaceAudience {
  if (place === undefined) throw new DomainError('NOT_FOUND');
  const resource = resourceOf(place);
  if (isSignedIn(actor) && primaryRole(actor) === 'ROLE_ORGANIZATION') {
    if (!place.published) throw new DomainError('NOT_FOUND');
    requireAccess('auth-booking-place', actor, resource);
    return 'public';
  }
  if (checkAccess('auth-booking-place', actor, resource).allowed) return 'staff';
  if (place.published) return 'public';
  throw new DomainError('NOT_FOUND');
}

/** 401 for a visitor, 404 for a place the actor may not see, 403 when they may not manage it. */
export function requireWindowsManager(
  actor: Actor | null,
  place: PlaceForAvailability | undefined,
): Actor {
  if (!isSignedIn(actor)) throw new DomainError('NOT_AUTHENTICATED');
  placeAudienceOf(actor, place);
  return requireAccess('auth-place', actor, resourceOf(place!));
}
