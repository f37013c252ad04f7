import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import type { FacilityAccess } from '../facilities/facilities.policy.ts';

/**
 * Qui déclare une fermeture (docs/bookings.md#closures) :
 * - d’un établissement : ses administrateurs, l’administrateur de son territoire, le central
 *   (auth-facilities) ; superviseurs et valideurs la voient sans la modifier ;
 * - d’un territoire entier : l’administrateur de ce territoire ou le central ;
 * - choisir la zone de vacances scolaires d’un établissement : comme le fermer.
 */
export function mayCloseFacility(actor: Actor, facility: FacilityAccess): boolean {
  return checkAccess('auth-facilities', actor, facility).allowed;
}

export function mayCloseTerritory(actor: Actor, territoryId: string): boolean {
  return checkAccess('auth-facilities', actor, { territoryId }).allowed;
}
