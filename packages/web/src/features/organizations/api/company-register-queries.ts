import type { CompanyRegisterLookup } from '@espaces/domain/api/company-register';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { organizationPath } from '../../../api/organizations.ts';

/** Sign-up: what the register holds for a SIRET or an RNA number (docs/organisations.md#company-register). */
export function lookUpCompanyRegister(identifier: string): Promise<CompanyRegisterLookup> {
  return apiFetch<CompanyRegisterLookup>('/api/company-register', { query: { identifier } });
}

/** Central's review: what the register holds for the identifier the organisation declared. */
export function useOrganizationRegisterEntry(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['organizations', 'company-register', organizationId],
    queryFn: ({ signal }) =>
      apiFetch<CompanyRegisterLookup>(`${organizationPath(organizationId)}/company-register`, {
        signal,
      }),
    enabled,
    // The server keeps the answers; one look per visit of the page is enough.
    staleTime: Infinity,
    retry: false,
  });
}
