import {
  ORGANIZATION_IDENTIFIER_MISSING,
  type Organization,
} from '@espaces/domain/api/organizations';
import type { FormErrors } from '@mantine/form';

/**
 * SIRET for companies and public bodies, RNA for associations (docs/organisations.md#fields): one
 * is enough.
 */
export type IdentifierKind = 'siret' | 'rna';

/** The organisation's details as the form holds them (strings, nothing parsed yet). */
export interface OrganizationDetailsValues {
  name: string;
  legalForm: string | null;
  identifierKind: IdentifierKind;
  siret: string;
  rna: string;
  address: string;
  postalCode: string;
  city: string;
  /** E.164 once valid (ui/phone-input), otherwise the text typed. */
  phone: string;
}

export const EMPTY_ORGANIZATION_DETAILS: OrganizationDetailsValues = {
  name: '',
  legalForm: null,
  identifierKind: 'siret',
  siret: '',
  rna: '',
  address: '',
  postalCode: '',
  city: '',
  phone: '',
};

export function organizationDetailsValuesOf(organization: Organization): OrganizationDetailsValues {
  return {
    name: organization.name,
    legalForm: organization.legalForm,
    identifierKind: organization.siret === null && organization.rna !== null ? 'rna' : 'siret',
    siret: organization.siret ?? '',
    rna: organization.rna ?? '',
    address: organization.address,
    postalCode: organization.postalCode,
    city: organization.city,
    phone: organization.phone,
  };
}

/**
 * What the domain schema validates: only the identifier the user chose is sent, and an
 * unchosen legal form stays absent so the schema names it.
 */
export function organizationDetailsCandidate(values: OrganizationDetailsValues) {
  return {
    name: values.name,
    legalForm: values.legalForm ?? undefined,
    siret: values.identifierKind === 'siret' ? values.siret : null,
    rna: values.identifierKind === 'rna' ? values.rna : null,
    address: values.address,
    postalCode: values.postalCode,
    city: values.city,
    phone: values.phone,
  };
}

/**
 * The identifier the user chose must be given. The schema says so on `siret`, and only once
 * the other fields pass (zod skips object refinements after field issues), so the form says
 * it at once, next to the field the user sees.
 */
export function identifierErrors(
  errors: FormErrors,
  values: OrganizationDetailsValues,
  prefix: string,
): FormErrors {
  const siretPath = `${prefix}siret`;
  const chosenPath = `${prefix}${values.identifierKind}`;
  const { [siretPath]: siretError, ...others } = errors;
  const chosenError =
    values.identifierKind === 'siret' ? siretError : (others[chosenPath] ?? siretError);
  const missing = values[values.identifierKind].trim() === '';
  const message = missing ? ORGANIZATION_IDENTIFIER_MISSING : chosenError;
  return message === undefined ? others : { ...others, [chosenPath]: message };
}
