import { facilityInputSchema, type FacilityInput } from '@espaces/domain/api/facilities';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTerritories } from '../../../api/territories.ts';
import { useFacilityTypes } from '../../../api/facilities.ts';
import { facilityInputCandidate, type FacilityFormValues } from './facility-form-values.ts';
import { showFailure, type FormMutation } from '../../../ui/form/field-violations.ts';

const validateInput = schemaResolver(facilityInputSchema, { sync: true });

interface FacilityFormProps {
  initialValues: FacilityFormValues;
  submitLabel: string;
  save: FormMutation<FacilityInput>;
  onCancel?: () => void;
}

/** Every field of the creation and edition contract. */
export function FacilityForm({ initialValues, submitLabel, save, onCancel }: FacilityFormProps) {
  const territories = useTerritories();
  const facilityTypes = useFacilityTypes();
  const form = useForm<FacilityFormValues>({
    initialValues,
    validate: (values) => validateInput(facilityInputCandidate(values)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    save.mutate(facilityInputSchema.parse(facilityInputCandidate(values)), {
      onError: (error) => showFailure(form, error),
    });
  });

  const coordinate = { decimalScale: 6, decimalSeparator: ',', hideControls: true } as const;
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        <Fieldset legend="Identification">
          <Stack gap="md">
            <TextInput label="Nom" withAsterisk {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Type d’établissement"
                withAsterisk
                data={(facilityTypes.data?.['hydra:member'] ?? []).map((type) => ({
                  value: type['@id'],
                  label: type.name,
                }))}
                disabled={facilityTypes.isPending}
                {...form.getInputProps('facilityType')}
              />
              <Select
                label="Territoire"
                withAsterisk
                data={(territories.data?.['hydra:member'] ?? []).map((territory) => ({
                  value: territory['@id'],
                  label: territory.name,
                }))}
                disabled={territories.isPending}
                {...form.getInputProps('territory')}
              />
            </SimpleGrid>
            <TextInput
              label="Code UAI"
              description="7 chiffres et une lettre, par exemple 0693781K"
              withAsterisk
              maxLength={8}
              autoCapitalize="characters"
              {...form.getInputProps('uai')}
              onChange={(event) =>
                form.setFieldValue('uai', event.currentTarget.value.toUpperCase())
              }
            />
            <Checkbox
              label="Établissement actif"
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Adresse">
          <Stack gap="md">
            <TextInput
              label="Adresse"
              withAsterisk
              autoComplete="street-address"
              {...form.getInputProps('address')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Code postal"
                withAsterisk
                inputMode="numeric"
                maxLength={5}
                autoComplete="postal-code"
                {...form.getInputProps('postalCode')}
              />
              <TextInput label="Commune" withAsterisk {...form.getInputProps('city')} />
              <NumberInput
                label="Latitude"
                description="En degrés décimaux, par exemple 45,7640"
                withAsterisk
                {...coordinate}
                {...form.getInputProps('latitude')}
              />
              <NumberInput
                label="Longitude"
                description="En degrés décimaux, par exemple 4,8357"
                withAsterisk
                {...coordinate}
                {...form.getInputProps('longitude')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Téléphone"
              type="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Adresse e-mail"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Signataire des conventions">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nom du signataire" {...form.getInputProps('signatoryName')} />
            <TextInput
              label="Qualité du signataire"
              description={'Par exemple\u00a0: proviseure, proviseur adjoint'}
              {...form.getInputProps('signatoryTitle')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          {onCancel !== undefined && (
            <Button variant="default" onClick={onCancel}>
              Annuler
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
