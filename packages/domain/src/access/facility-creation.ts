import type { Actor } from './actor.ts';
import { checkAccess } from './checks.ts';
import { isCentral, managedTerritoryIds } from './roles.ts';

/** Creating a facility in a territory, or moving one there: central or that territory's admin. */
export function canCreateFacilityIn(actor: Actor, territoryId: string): boolean {
  return checkAccess('auth-facilities', actor, { territoryId }).allowed;
}

/**
 * Whether some territory accepts a facility from the actor: served as the signed-in user's
 * `createFacility` ability, which the web reads to offer creation.
 */
export function canCreateSomeFacility(actor: Actor): boolean {
  return (
    isCentral(actor) || managedTerritoryIds(actor).some((id) => canCreateFacilityIn(actor, id))
  );
}
