import type { Organization } from '@espaces/domain/api/organizations';

/** « SIRET 732 829 320 00074 » or « RNA W691234567 », as staff read and search them. */
export function organizationIdentifier(organization: Pick<Organization, 'siret' | 'rna'>): string {
  if (organization.siret !== null) {
    const siret = organization.siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');
    return `SIRET ${siret}`;
  }
  return organization.rna !== null ? `RNA ${organization.rna}` : '—';
}
