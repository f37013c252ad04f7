import type { FacilityProfile, TerritoryProfile } from '@espaces/domain/access/actor';
import type { ManagedUser, UserInput } from '@espaces/domain/api/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { fetchCollection } from '../../../api/collections.ts';

/** The list filters, as read from the query string. `active`: 'true', 'false' or all. */
export interface UserListFilters {
  search: string;
  facility: string | null;
  profile: FacilityProfile | TerritoryProfile | null;
  active: 'true' | 'false' | null;
  page: number;
}

export const USERS_PER_PAGE = 30;

export const userKeys = {
  all: ['users'] as const,
  list: (filters: UserListFilters) => ['users', 'list', filters] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

export function useUserList(filters: UserListFilters) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) =>
      fetchCollection<ManagedUser>(
        '/api/users',
        {
          search: filters.search,
          facility: filters.facility,
          profile: filters.profile,
          isActive: filters.active,
          page: filters.page,
          itemsPerPage: USERS_PER_PAGE,
          'order[lastName]': 'asc',
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<ManagedUser>(`/api/users/${id}`, { signal }),
  });
}

/** POST /api/users creates an institutional user and e-mails the password link. */
export function createUser(input: UserInput): Promise<ManagedUser> {
  return apiFetch<ManagedUser>('/api/users', { method: 'POST', body: input });
}

export function updateUser(id: string, input: UserInput): Promise<ManagedUser> {
  return apiFetch<ManagedUser>(`/api/users/${id}`, { method: 'PUT', body: input });
}

/** PUT {userIri}/active with {active}. */
export function setUserActive(
  user: Pick<ManagedUser, '@id'>,
  active: boolean,
): Promise<ManagedUser> {
  return apiFetch<ManagedUser>(`${user['@id']}/active`, { method: 'PUT', body: { active } });
}
