import type { Organization } from '@espaces/domain/api/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/**
 * One key factory for the organisation resource, read by the organisations and payments
 * features: a payment type saved on one page is the one the other shows.
 */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: (filters: object) => ['organizations', 'list', filters] as const,
  detail: (id: string) => ['organizations', 'detail', id] as const,
};

export const organizationPath = (id: string): string => `/api/organizations/${id}`;

/** `id` null or undefined: nothing to load yet (the session is still loading). */
export function useOrganization(
  id: string | null | undefined,
  options: { refetchInterval?: () => number | false } = {},
) {
  return useQuery({
    queryKey: organizationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<Organization>(organizationPath(id!), { signal }),
    enabled: id != null,
    refetchInterval: options.refetchInterval,
  });
}
