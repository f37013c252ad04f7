import {
  FACILITY_PROFILES,
  TERRITORY_PROFILES,
  type FacilityProfile,
  type TerritoryProfile,
} from '@espaces/domain/access/actor';
import { useQueryFilters, type ListPosition } from '../../../ui/list/use-query-filters.ts';
import type { UserListFilters } from '../api/user-queries.ts';

const PROFILES: readonly string[] = [...FACILITY_PROFILES, ...TERRITORY_PROFILES];

function profileOf(value: string | null): FacilityProfile | TerritoryProfile | null {
  return value !== null && PROFILES.includes(value)
    ? (value as FacilityProfile | TerritoryProfile)
    : null;
}

function activeOf(value: string | null): UserListFilters['active'] {
  return value === 'true' || value === 'false' ? value : null;
}

const readUserFilters = (params: URLSearchParams): Omit<UserListFilters, keyof ListPosition> => ({
  facility: params.get('facility'),
  profile: profileOf(params.get('profile')),
  active: activeOf(params.get('active')),
});

/** The filters of /utilisateurs/liste, in its query string (docs/routes.md#page-flows). */
export function useUserListFilters() {
  return useQueryFilters(readUserFilters);
}
