import { Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FACILITY_PROFILE_CHOICES, TERRITORY_PROFILE_CHOICES } from '../profile-choices.ts';
import {
  newFacilityMembershipRow,
  newTerritoryMembershipRow,
  type UserFormValues,
} from './user-form-values.ts';

export interface Choice {
  value: string;
  label: string;
}

interface RowsProps {
  form: UseFormReturnType<UserFormValues>;
  choices: Choice[];
}

/** A person works in facilities (docs/access.md#roles-and-profiles), each with one profile. */
export function FacilityMembershipRows({ form, choices }: RowsProps) {
  const rows = form.values.facilityMemberships;
  return (
    <Fieldset legend="Rattachements aux établissements">
      <Stack gap="sm">
        {rows.length === 0 && <Text c="dimmed">Aucun rattachement pour le moment.</Text>}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" wrap="wrap" gap="sm">
            <Select
              label={`Établissement ${index + 1}`}
              withAsterisk
              searchable
              nothingFoundMessage="Aucun établissement trouvé"
              data={choices}
              style={{ flex: '2 1 16rem' }}
              {...form.getInputProps(`facilityMemberships.${index}.facility`)}
            />
            <Select
              label={`Profil ${index + 1}`}
              withAsterisk
              data={FACILITY_PROFILE_CHOICES}
              style={{ flex: '1 1 10rem' }}
              {...form.getInputProps(`facilityMemberships.${index}.profile`)}
            />
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              mt={26}
              aria-label={`Retirer le rattachement ${index + 1}`}
              onClick={() => form.removeListItem('facilityMemberships', index)}
            >
              Retirer
            </Button>
          </Group>
        ))}
        <Button
          variant="light"
          w="fit-content"
          onClick={() => form.insertListItem('facilityMemberships', newFacilityMembershipRow())}
        >
          Ajouter un établissement
        </Button>
      </Stack>
    </Fieldset>
  );
}

/** A territory admin administers every facility of the territory. */
export function TerritoryMembershipRows({ form, choices }: RowsProps) {
  const rows = form.values.territoryMemberships;
  return (
    <Fieldset legend="Rattachements aux territoires">
      <Stack gap="sm">
        {rows.length === 0 && <Text c="dimmed">Aucun rattachement pour le moment.</Text>}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" wrap="wrap" gap="sm">
            <Select
              label={`Territoire ${index + 1}`}
              withAsterisk
              data={choices}
              style={{ flex: '2 1 16rem' }}
              {...form.getInputProps(`territoryMemberships.${index}.territory`)}
            />
            <Select
              label={`Profil de territoire ${index + 1}`}
              withAsterisk
              data={TERRITORY_PROFILE_CHOICES}
              style={{ flex: '1 1 10rem' }}
              {...form.getInputProps(`territoryMemberships.${index}.profile`)}
            />
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              mt={26}
              aria-label={`Retirer le rattachement au territoire ${index + 1}`}
              onClick={() => form.removeListItem('territoryMemberships', index)}
            >
              Retirer
            </Button>
          </Group>
        ))}
        <Button
          variant="light"
          w="fit-content"
          onClick={() => form.insertListItem('territoryMemberships', newTerritoryMembershipRow())}
        >
          Ajouter un territoire
        </Button>
      </Stack>
    </Fieldset>
  );
}
