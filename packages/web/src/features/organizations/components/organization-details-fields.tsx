import { ORGANIZATION_LEGAL_FORMS } from '@espaces/domain/organizations/legal-forms';
import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PhoneInput } from '../../../ui/phone-input/phone-input.tsx';
import type { OrganizationDetailsValues } from './organization-form-values.ts';

interface OrganizationDetailsFieldsProps<
  Values extends { organization: OrganizationDetailsValues },
> {
  form: UseFormReturnType<Values>;
  /** Shown under the SIRET or RNA field: the sign-up's look-up in the company register. */
  identifierAction?: ReactNode;
}

/**
 * The organisation's details (docs/organisations.md#fields), shared by the sign-up and
 * /organisation/editer: name, legal form, SIRET or RNA (the user picks which), address and a French
 * phone number.
 */
export function OrganizationDetailsFields<
  Values extends { organization: OrganizationDetailsValues },
>({ form, identifierAction }: OrganizationDetailsFieldsProps<Values>) {
  const field = (name: keyof OrganizationDetailsValues) =>
    form.getInputProps(`organization.${name}`);
  const { identifierKind, phone } = form.getValues().organization;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Nom de l’organisation"
          withAsterisk
          autoComplete="organization"
          {...field('name')}
        />
        <Select
          label="Forme juridique"
          placeholder="Choisissez une forme juridique"
          withAsterisk
          data={[...ORGANIZATION_LEGAL_FORMS]}
          allowDeselect={false}
          {...field('legalForm')}
        />
      </SimpleGrid>
      <Radio.Group
        label="Identifiant de l’organisation"
        description="Une association peut donner son numéro RNA à la place du SIRET."
        {...field('identifierKind')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="siret" label="SIRET" />
          <Radio value="rna" label="RNA (association)" />
        </Group>
      </Radio.Group>
      {identifierKind === 'siret' ? (
        <TextInput
          key="siret"
          label="Numéro SIRET"
          description="14 chiffres, par exemple 732 829 320 00074"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          {...field('siret')}
        />
      ) : (
        <TextInput
          key="rna"
          label="Numéro RNA"
          description="La lettre W suivie de 9 chiffres, par exemple W691234567"
          withAsterisk
          autoComplete="off"
          {...field('rna')}
        />
      )}
      {identifierAction}
      <TextInput label="Adresse" withAsterisk autoComplete="street-address" {...field('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Code postal"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextInput label="Commune" withAsterisk autoComplete="address-level2" {...field('city')} />
        <PhoneInput withAsterisk {...field('phone')} value={phone} />
      </SimpleGrid>
    </Stack>
  );
}
