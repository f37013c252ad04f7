import {
  grantsTerritoryMemberships,
  userManagementScope,
} from '@espaces/domain/access/user-management';
import { userInputSchema, type UserInput } from '@espaces/domain/api/users';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useCurrentUser } from '../../../session/session.tsx';
import { useFacilityOptions } from '../../../api/facilities.ts';
import { useTerritories } from '../../../api/territories.ts';
import { showFailure, type FormMutation } from '../../../ui/form/field-violations.ts';
import {
  FacilityMembershipRows,
  TerritoryMembershipRows,
  type Choice,
} from './membership-rows.tsx';
import { userInputCandidate, type UserFormValues } from './user-form-values.ts';

const validateInput = schemaResolver(userInputSchema, { sync: true });

interface UserFormProps {
  initialValues: UserFormValues;
  /** Names of facilities and territories already attached, even outside the editor's reach. */
  knownChoices?: { facilities: Choice[]; territories: Choice[] };
  submitLabel: string;
  save: FormMutation<UserInput>;
}

function mergeChoices(fetched: Choice[], known: Choice[]): Choice[] {
  const values = new Set(fetched.map((choice) => choice.value));
  return [...fetched, ...known.filter((choice) => !values.has(choice.value))];
}

/** Names, e-mail, phone and memberships of an institutional user. */
export function UserForm({ initialValues, knownChoices, submitLabel, save }: UserFormProps) {
  const editor = useCurrentUser();
  const managesTerritories =
    editor !== null && grantsTerritoryMemberships(userManagementScope(editor));
  const facilities = useFacilityOptions();
  const territories = useTerritories({ enabled: managesTerritories });
  const form = useForm<UserFormValues>({
    initialValues,
    validate: (values) => validateInput(userInputCandidate(values)),
    validateInputOnBlur: true,
  });

  const facilityChoices = mergeChoices(
    (facilities.data ?? []).map((facility) => ({
      value: facility['@id'],
      label: `${facility.name} (${facility.city})`,
    })),
    knownChoices?.facilities ?? [],
  );
  const territoryChoices = mergeChoices(
    (territories.data?.['hydra:member'] ?? []).map((territory) => ({
      value: territory['@id'],
      label: territory.name,
    })),
    knownChoices?.territories ?? [],
  );

  const submit = form.onSubmit((values) => {
    save.mutate(userInputSchema.parse(userInputCandidate(values)), {
      onError: (error) => showFailure(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Fieldset legend="Identité">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Prénom"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Nom"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label="Adresse e-mail"
              type="email"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Téléphone"
              type="tel"
              autoComplete="off"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
        </Fieldset>
        <FacilityMembershipRows form={form} choices={facilityChoices} />
        {/* Others keep the territory memberships as they are: they are sent back unchanged. */}
        {managesTerritories && <TerritoryMembershipRows form={form} choices={territoryChoices} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
