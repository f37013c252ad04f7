import { checkAccess, isSignedIn, type AccessResource } from '@espaces/domain/access/checks';
import { primaryRole } from '@espaces/domain/access/roles';
import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { idFromIri } from '@espaces/domain/api/iri';
import { accessDenialCode, DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { findPlaceForAvailability, type PlaceForAvailability } from './availability.repository.ts';

/**
 * Qui voit les créneaux d'ouverture d'un espace et qui les modifie (DESIGN §4, §5) :
 * - le central et le personnel qui gère l'établissement (admin, superviseur, valideur, admin
 *   du territoire : auth-booking-place) voient les créneaux de tous ses espaces, publiés ou
 *   non, avec la référence des réservations ;
 * - une organisation validée, et tout visiteur qui cherche un espace (auth-search), voient
 *   ceux d'un espace publié, sans savoir qui a réservé ; une organisation non validée reçoit
 *   le message de SPEC §6 ;
 * - un espace que l'on ne peut pas voir répond 404 ;
 * - modifier les créneaux demande auth-place sur l'établissement (admin ou superviseur, ou
 *   admin du territoire) : un refus sur un espace visible répond 403.
 */
export type PlaceAudience = 'staff' | 'public';

export interface PlaceAccess {
  place: PlaceForAvailability;
  audience: PlaceAudience;
}

function resourceOf(place: PlaceForAvailability): AccessResource {
  return { facilityId: place.facilityId, facilityTerritoryId: place.territoryId };
}

/** The place named by a path parameter or an IRI, if it exists. */
async function findPlace(db: Database, placeIdOrIri: string): Promise<PlaceForAvailability> {
  const placeId = idFromIri(placeIdOrIri);
  const place = placeId === null ? undefined : await findPlaceForAvailability(db, placeId);
  if (place === undefined) throw new DomainError('NOT_FOUND');
  return place;
}

export async function placeReadAccess(
  db: Database,
  actor: AuthenticatedUser | null,
  placeIdOrIri: string,
): Promise<PlaceAccess> {
  const place = await findPlace(db, placeIdOrIri);
  const resource = resourceOf(place);
  if (isSignedIn(actor) && primaryRole(actor) === 'ROLE_ORGANIZATION') {
    if (!place.published) throw new DomainError('NOT_FOUND');
    const decision = checkAccess('auth-booking-place', actor, resource);
    if (!decision.allowed) throw new DomainError(accessDenialCode(decision.reason));
    return { place, audience: 'public' };
  }
  if (checkAccess('auth-booking-place', actor, resource).allowed)
    return { place, audience: 'staff' };
  if (place.published) return { place, audience: 'public' };
  throw new DomainError('NOT_FOUND');
}

export async function placeManageAccess(
  db: Database,
  actor: AuthenticatedUser | null,
  placeIdOrIri: string,
): Promise<{ place: PlaceForAvailability; manager: AuthenticatedUser }> {
  if (!isSignedIn(actor)) throw new DomainError('NOT_AUTHENTICATED');
  const { place } = await placeReadAccess(db, actor, placeIdOrIri);
  const decision = checkAccess('auth-place', actor, resourceOf(place));
  if (!decision.allowed) throw new DomainError(accessDenialCode(decision.reason));
  return { place, manager: actor };
}
