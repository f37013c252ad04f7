import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@espaces/domain/access/actor';
import type { OrganizationListFilters } from '../api/organization-queries.ts';
import { useQueryFilters, type ListPosition } from '../../../ui/list/use-query-filters.ts';

/** The « Toutes » choice: every status. */
export const ALL_STATUSES = 'all';
export type StatusChoice = OrganizationStatus | typeof ALL_STATUSES;

/** Central staff land on the organisations to review. */
export const DEFAULT_STATUS: OrganizationStatus = 'to_review';

function statusChoiceOf(value: string | null): StatusChoice {
  if (value === ALL_STATUSES) return ALL_STATUSES;
  return value !== null && (ORGANIZATION_STATUSES as readonly string[]).includes(value)
    ? (value as OrganizationStatus)
    : DEFAULT_STATUS;
}

const readOrganizationFilters = (
  params: URLSearchParams,
): Omit<OrganizationListFilters, keyof ListPosition> => {
  const statusChoice = statusChoiceOf(params.get('status'));
  return { status: statusChoice === ALL_STATUSES ? null : statusChoice };
};

/** The filters of /organisations/liste (`?status=to_review&search=…&page=2`). */
export function useOrganizationListFilters() {
  const list = useQueryFilters(readOrganizationFilters);
  return { ...list, statusChoice: statusChoiceOf(list.params.get('status')) };
}
