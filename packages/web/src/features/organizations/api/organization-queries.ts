import type { OrganizationStatus } from '@espaces/domain/access/actor';
import type {
  NonComplianceInput,
  Organization,
  OrganizationDetails,
  OrganizationSignUp,
  RejectionInput,
} from '@espaces/domain/api/organizations';
import type { OrganizationDocumentKind } from '@espaces/domain/organizations/legal-forms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { fetchCollection } from '../../../api/collections.ts';
import { organizationKeys, organizationPath } from '../../../api/organizations.ts';

/** 30 items per page by default (docs/api.md#collections-and-filters). */
export const ORGANIZATIONS_PER_PAGE = 30;

/** `status`: one status, or null for every status (« Toutes »). */
export interface OrganizationListFilters {
  status: OrganizationStatus | null;
  search: string;
  page: number;
}

/** `status[]`, search by name or SIRET, `order[name]`, pagination. */
export function useOrganizationList(filters: OrganizationListFilters) {
  return useQuery({
    queryKey: organizationKeys.list(filters),
    queryFn: ({ signal }) =>
      fetchCollection<Organization>(
        '/api/organizations',
        {
          status: filters.status === null ? null : [filters.status],
          search: filters.search,
          page: filters.page,
          itemsPerPage: ORGANIZATIONS_PER_PAGE,
          'order[name]': 'asc',
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export type SignUpDocuments = Record<OrganizationDocumentKind, File>;

/**
 * Sign-up: one multipart call, the JSON in the field `data` and the two
 * documents beside it, so the server stores all of it or nothing. The browser sets the
 * multipart boundary itself.
 */
export function signUpOrganization(
  signUp: OrganizationSignUp,
  documents: SignUpDocuments,
): Promise<Organization> {
  const body = new FormData();
  body.append('data', JSON.stringify(signUp));
  body.append('statutes', documents.statutes, documents.statutes.name);
  body.append('insurance', documents.insurance, documents.insurance.name);
  return apiFetch<Organization>('/api/organizations', { method: 'POST', body });
}

/** The link's token alone authorises the e-mail validation. */
export function validateOrganizationEmail(id: string, token: string): Promise<Organization> {
  return apiFetch<Organization>(`${organizationPath(id)}/validate`, {
    query: { token },
    raiseUnauthorized: false,
  });
}

/** Sends a fresh validation link to a representative whose address is still unvalidated. */
export function resendValidationEmail(userId: string): Promise<void> {
  return apiFetch<void>(`/api/users/${userId}/validation-email`, { raiseUnauthorized: false });
}

export function validateNewEmail(id: string, token: string): Promise<{ email: string }> {
  return apiFetch<{ email: string }>(`${organizationPath(id)}/validation-new-email`, {
    query: { token },
    raiseUnauthorized: false,
  });
}

/** The organisation edits its details; a non-compliant one is resubmitted for review. */
export function updateOrganizationDetails(
  id: string,
  details: OrganizationDetails,
): Promise<Organization> {
  return apiFetch<Organization>(organizationPath(id), { method: 'PUT', body: details });
}

/** Central validates with `{ "status": "validated" }`. */
export function validateOrganization(id: string): Promise<Organization> {
  return apiFetch<Organization>(organizationPath(id), {
    method: 'PUT',
    body: { status: 'validated' },
  });
}

export function markOrganizationNonCompliant(
  id: string,
  input: NonComplianceInput,
): Promise<Organization> {
  return apiFetch<Organization>(`${organizationPath(id)}/non-compliant`, {
    method: 'PUT',
    body: input,
  });
}

export function rejectOrganization(id: string, input: RejectionInput): Promise<Organization> {
  return apiFetch<Organization>(`${organizationPath(id)}/reject`, { method: 'PUT', body: input });
}
