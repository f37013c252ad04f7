import type { FacilityProfile, TerritoryProfile } from './actor.ts';

/**
 * Facility and territory profiles (docs/access.md#roles-and-profiles), as staff read them: one
 * French name for every screen and message.
 */
export const FACILITY_PROFILE_LABELS: Record<FacilityProfile, string> = {
  FACILITY_PROFILE_ADMIN: 'Administrateur',
  FACILITY_PROFILE_SUPERVISOR: 'Superviseur',
  FACILITY_PROFILE_VALIDATOR: 'Validateur',
};

export const TERRITORY_PROFILE_LABELS: Record<TerritoryProfile, string> = {
  TERRITORY_PROFILE_ADMIN: 'Administrateur du territoire',
};
