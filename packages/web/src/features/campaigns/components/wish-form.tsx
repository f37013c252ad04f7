import type { Wish, WishInput } from '@espaces/domain/api/campaigns';
import { iri } from '@espaces/domain/api/iri';
import type { PlaceSummary } from '@espaces/domain/api/search';
import { WEEK_DAYS } from '@espaces/domain/booking/booking-labels';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FieldOf, FormMutation } from '../../../ui/form/field-violations.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { FrenchTimeInput } from '../../../ui/form/french-time-input.tsx';

type PlaceKind = 'place' | 'type';

interface WishValues {
  kind: PlaceKind;
  place: string | null;
  facility: string | null;
  placeType: string | null;
  weekDay: string | null;
  startTime: string;
  endTime: string;
  minimumDuration: number | string;
  participants: number | string;
  activity: string;
  youth: boolean;
}

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

const valuesOf = (wish: Wish | null): WishValues => ({
  kind: wish === null || wish.place !== null ? 'place' : 'type',
  place: wish?.place?.id ?? null,
  facility: wish?.place === null ? (wish?.facility.id ?? null) : null,
  placeType: wish?.placeType?.id ?? null,
  weekDay: wish ? String(wish.weekDay) : null,
  startTime: wish?.startTime ?? '',
  endTime: wish?.endTime ?? '',
  minimumDuration: wish?.minimumDuration ?? 60,
  participants: wish?.participants ?? '',
  activity: wish?.activity ?? '',
  youth: wish?.youth ?? false,
});

const inputOf = (values: WishValues): WishInput => {
  const byPlace = values.kind === 'place';
  return {
    place: byPlace && values.place ? iri('places', values.place) : null,
    facility: !byPlace && values.facility ? iri('facilities', values.facility) : null,
    placeType: !byPlace && values.placeType ? iri('place_types', values.placeType) : null,
    weekDay: values.weekDay === null ? Number.NaN : Number(values.weekDay),
    startTime: values.startTime,
    endTime: values.endTime,
    minimumDuration: numberOf(values.minimumDuration),
    participants: numberOf(values.participants),
    activity: values.activity.trim(),
    youth: values.youth,
  };
};

/** Each facility once, and the types of place it holds. */
function facilitiesOf(places: readonly PlaceSummary[]) {
  const facilities = new Map<string, { name: string; types: Map<string, string> }>();
  for (const place of places) {
    const facility = facilities.get(place.facility.id) ?? {
      name: place.facility.name,
      types: new Map<string, string>(),
    };
    facility.types.set(place.placeType.id, place.placeType.name);
    facilities.set(place.facility.id, facility);
  }
  return facilities;
}

const byLabel = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, 'fr');

/**
 * One wish: a place of the campaign or any place of a type in a facility, a week day, hours on
 * the quarter hour, a minimum duration, participants and activity (docs/campaigns.md#wishes).
 * The server's refusal is shown next to the field it names.
 */
export function WishForm({
  wish,
  places,
  mutation,
  onCancel,
}: {
  wish: Wish | null;
  /** The published places of the campaign's scope. */
  places: readonly PlaceSummary[];
  mutation: FormMutation<WishInput>;
  onCancel: () => void;
}) {
  const form = useForm<WishValues>({ initialValues: valuesOf(wish) });
  const facilities = facilitiesOf(places);
  const placeOptions = places
    .map((place) => ({ value: place.id, label: `${place.name} · ${place.facility.name}` }))
    .sort(byLabel);
  const facilityOptions = [...facilities]
    .map(([id, facility]) => ({ value: id, label: facility.name }))
    .sort(byLabel);
  const chosenFacility = form.values.facility ? facilities.get(form.values.facility) : undefined;
  const typeOptions = [...(chosenFacility?.types ?? [])]
    .map(([id, name]) => ({ value: id, label: name }))
    .sort(byLabel);

  const fieldOf: FieldOf = (path) =>
    path === 'place' && form.values.kind === 'type'
      ? 'facility'
      : path in form.values
        ? path
        : null;
  const submit = form.onSubmit((values) =>
    mutation.mutate(inputOf(values), { onError: (error) => showFailure(form, error, fieldOf) }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={wish ? 'Modifier le vœu' : 'Nouveau vœu'}>
      <Stack gap="sm">
        <Radio.Group label="Lieu souhaité" {...form.getInputProps('kind')}>
          <Stack gap="xs" mt="xs">
            <Radio value="place" label="Un espace précis" />
            <Radio value="type" label="N’importe quel espace d’un type dans un établissement" />
          </Stack>
        </Radio.Group>
        {form.values.kind === 'place' ? (
          <Select
            label="Espace"
            withAsterisk
            searchable
            limit={50}
            nothingFoundMessage="Aucun espace de la campagne de ce nom"
            data={placeOptions}
            {...form.getInputProps('place')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Établissement"
              withAsterisk
              searchable
              limit={50}
              nothingFoundMessage="Aucun établissement de la campagne de ce nom"
              data={facilityOptions}
              {...form.getInputProps('facility')}
              onChange={(value) => {
                form.setFieldValue('facility', value);
                form.setFieldValue('placeType', null);
              }}
            />
            <Select
              label="Type d’espace"
              withAsterisk
              disabled={chosenFacility === undefined}
              data={typeOptions}
              {...form.getInputProps('placeType')}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Jour"
            withAsterisk
            allowDeselect={false}
            data={WEEK_DAYS.map((day) => ({ value: String(day.value), label: day.label }))}
            {...form.getInputProps('weekDay')}
          />
          <FrenchTimeInput label="Début" withAsterisk {...form.getInputProps('startTime')} />
          <FrenchTimeInput label="Fin" withAsterisk {...form.getInputProps('endTime')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Durée minimale acceptée (minutes)"
            description={`Au moins 30 minutes\u00a0; un créneau plus court que demandé peut vous être attribué.`}
            withAsterisk
            min={30}
            step={15}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('minimumDuration')}
          />
          <NumberInput
            label="Nombre de participants"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('participants')}
          />
        </SimpleGrid>
        <TextInput
          label="Activité"
          withAsterisk
          maxLength={200}
          {...form.getInputProps('activity')}
        />
        <Checkbox
          label="Usage jeunesse ou scolaire"
          {...form.getInputProps('youth', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {wish ? 'Enregistrer le vœu' : 'Déposer le vœu'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
