import type { Organization } from '@espaces/domain/api/organizations';
import { formatOrganizationIdentifier } from '@espaces/domain/locale/format';

/** « SIRET 732 829 320 00074 » or « RNA W691234567 », as staff read and search them. */
export function organizationIdentifier(organization: Pick<Organization, 'siret' | 'rna'>): string {
  return formatOrganizationIdentifier(organization) ?? '—';
}
