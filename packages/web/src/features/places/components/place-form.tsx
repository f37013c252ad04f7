import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PlaceInput } from '@espaces/domain/api/places';
import { showFailure, type FormMutation } from '../../../ui/form/field-violations.ts';
import { parsePlaceForm, type PlaceFormValues } from '../lib/place-form-values.ts';

interface Option {
  '@id': string;
  name: string;
}

interface PlaceFormProps {
  initialValues: PlaceFormValues;
  /** Facilities where the place may be (IRI and name). */
  facilities: readonly Option[];
  placeTypes: readonly Option[];
  /** Doors kept as they are (edited on their own page). */
  doors?: PlaceInput['doors'];
  submitLabel: string;
  save: FormMutation<PlaceInput>;
}

const EURO_SECTION = { rightSection: '€', rightSectionPointerEvents: 'none' } as const;

/**
 * Every field of a place, euros typed in French (« 12,50 »). Server violations become toasts
 * (docs/messages.md#violations) and, when they name a field, its error too.
 */
export function PlaceForm({
  initialValues,
  facilities,
  placeTypes,
  doors,
  submitLabel,
  save,
}: PlaceFormProps) {
  const form = useForm<PlaceFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) => parsePlaceForm(values, doors).errors ?? {},
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const { input } = parsePlaceForm(values, doors);
    if (input === undefined) return;
    save.mutate(input, {
      onError: (error) =>
        showFailure(form, error, (path) => (path in form.getValues() ? path : null)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Informations de l’espace">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Établissement"
            placeholder="Choisir un établissement"
            data={facilities.map((facility) => ({ value: facility['@id'], label: facility.name }))}
            searchable
            nothingFoundMessage="Aucun établissement"
            allowDeselect={false}
            withAsterisk
            aria-required
            key={form.key('facility')}
            {...form.getInputProps('facility')}
          />
          <Select
            label="Type d’espace"
            placeholder="Choisir un type"
            data={placeTypes.map((placeType) => ({
              value: placeType['@id'],
              label: placeType.name,
            }))}
            allowDeselect={false}
            withAsterisk
            aria-required
            key={form.key('placeType')}
            {...form.getInputProps('placeType')}
          />
        </SimpleGrid>
        <TextInput
          label="Nom"
          withAsterisk
          aria-required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          resize="vertical"
          rows={3}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Capacité"
            description="Nombre de personnes accueillies"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            key={form.key('capacity')}
            {...form.getInputProps('capacity')}
          />
          <NumberInput
            label="Surface"
            description="En mètres carrés"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            rightSection="m²"
            rightSectionPointerEvents="none"
            key={form.key('surface')}
            {...form.getInputProps('surface')}
          />
        </SimpleGrid>
        <Textarea
          label="Équipements"
          resize="vertical"
          rows={2}
          key={form.key('equipment')}
          {...form.getInputProps('equipment')}
        />
        <Checkbox
          label="Accessible aux personnes à mobilité réduite"
          key={form.key('reducedMobilityAccess')}
          {...form.getInputProps('reducedMobilityAccess', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Tarif horaire"
            description="En euros par heure, par exemple 12,50"
            inputMode="decimal"
            withAsterisk
            aria-required
            {...EURO_SECTION}
            key={form.key('rentPrice')}
            {...form.getInputProps('rentPrice')}
          />
          <TextInput
            label="Forfait ménage"
            description="En euros par créneau, par exemple 12,50"
            inputMode="decimal"
            withAsterisk
            aria-required
            {...EURO_SECTION}
            key={form.key('cleaningPrice')}
            {...form.getInputProps('cleaningPrice')}
          />
        </SimpleGrid>
        <Switch
          label="Publié"
          description="Les organisations peuvent voir et réserver l’espace."
          key={form.key('published')}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
