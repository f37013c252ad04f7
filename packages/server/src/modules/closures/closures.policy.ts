import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import type { FacilityAccess } from '../facilities/facilities.policy.ts';

/**
 * Who declares a closure (docs/bookings.md#closures):
 * - of a facility: its administrators, its territory's administrator, central
 *   (auth-facilities); supervisors and validators see it without changing it;
 * - of a whole territory: that territory's administrator or central;
 * - choosing a facility's school holiday zone: same as closing it.
 */
export function mayCloseFacility(actor: Actor, facility: FacilityAccess): boolean {
  return checkAccess('auth-facilities', actor, facility).allowed;
}

export function mayCloseTerritory(actor: Actor, territoryId: string): boolean {
  return checkAccess('auth-facilities', actor, { territoryId }).allowed;
}
