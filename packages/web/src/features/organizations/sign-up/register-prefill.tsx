import type { CompanyRegisterLookup } from '@espaces/domain/api/company-register';
import { formatDate } from '@espaces/domain/locale/format';
import { parseOrganizationIdentifier } from '@espaces/domain/organizations/identifiers';
import { COMPANY_REGISTER_MESSAGES } from '@espaces/domain/organizations/organization-messages';
import { Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { lookUpCompanyRegister } from '../api/company-register-queries.ts';
import type { SignUpFormValues } from './sign-up-values.ts';

/** What the form says after a lookup, and how strongly. */
function noticeOf(lookup: CompanyRegisterLookup | 'failed'): { text: string; warn: boolean } {
  if (lookup === 'failed' || lookup.outcome === 'unavailable')
    return { text: COMPANY_REGISTER_MESSAGES.unavailable, warn: true };
  if (lookup.entry === null) return { text: COMPANY_REGISTER_MESSAGES.notFound, warn: true };
  const { entry } = lookup;
  const parts: string[] = [COMPANY_REGISTER_MESSAGES.prefilled];
  if (entry.legalFormLabel !== null)
    parts.push(COMPANY_REGISTER_MESSAGES.registerLegalForm(entry.legalFormLabel));
  if (entry.closed)
    parts.push(
      `${COMPANY_REGISTER_MESSAGES.closed(entry.closedOn && formatDate(entry.closedOn))}.`,
    );
  return { text: parts.join(' '), warn: entry.closed };
}

/**
 * « Remplir depuis le répertoire » beside the SIRET or RNA field of /inscription
 * (docs/organisations.md#company-register): on the user's click only, so nothing typed is
 * replaced unasked; every field stays editable, and a register that does not answer leaves the
 * form to be filled by hand.
 */
export function RegisterPrefill({ form }: { form: UseFormReturnType<SignUpFormValues> }) {
  const lookup = useMutation({
    mutationFn: lookUpCompanyRegister,
    onSuccess: ({ entry }) => {
      if (entry === null) return;
      // What the register leaves blank keeps what the user typed.
      const fill = (field: 'name' | 'address' | 'postalCode' | 'city', value: string) => {
        if (value.trim() !== '') form.setFieldValue(`organization.${field}`, value);
      };
      fill('name', entry.name);
      fill('address', entry.address);
      fill('postalCode', entry.postalCode);
      fill('city', entry.city);
      if (entry.legalForm !== null) form.setFieldValue('organization.legalForm', entry.legalForm);
    },
  });

  const search = () => {
    const { identifierKind, siret, rna } = form.getValues().organization;
    const typed = identifierKind === 'siret' ? siret : rna;
    if (parseOrganizationIdentifier(typed) === null) {
      form.validateField(`organization.${identifierKind}`);
      return;
    }
    lookup.mutate(typed);
  };

  const notice = lookup.isSuccess
    ? noticeOf(lookup.data)
    : lookup.isError
      ? noticeOf('failed')
      : null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        size="sm"
        loading={lookup.isPending}
        onClick={search}
        // Its label wraps on a phone instead of overflowing the form.
        styles={{ root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal' } }}
      >
        Remplir depuis le répertoire des entreprises
      </Button>
      <Text size="sm" role="status" c={notice?.warn ? 'orange.9' : undefined}>
        {notice?.text}
      </Text>
    </Stack>
  );
}
