import type { CompanyRegisterEntry, CompanyRegisterLookup } from '../api/company-register.ts';

/**
 * Test factory: the company register's answer for an association found by its SIRET, as the
 * server's adapter gives it (docs/organisations.md#company-register).
 */
export function registerLookup(
  overrides: Partial<CompanyRegisterLookup> = {},
  entry: Partial<CompanyRegisterEntry> = {},
): CompanyRegisterLookup {
  return {
    '@type': 'CompanyRegisterLookup',
    identifier: '73282932000074',
    outcome: 'found',
    entry: {
      siren: '732829320',
      siret: '73282932000074',
      rna: 'W691234567',
      name: 'LES FOULEES DE LA SAONE',
      legalFormCode: '9220',
      legalFormLabel: 'Association déclarée',
      legalForm: 'Association loi 1901',
      address: '3 QUAI SAINT-VINCENT',
      postalCode: '69001',
      city: 'LYON',
      closed: false,
      closedOn: null,
      ...entry,
    },
    ...overrides,
  };
}
