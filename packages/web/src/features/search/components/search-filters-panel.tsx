import { availabilityIssues } from '@espaces/domain/api/search-rules';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { afterFirstPaint } from '../../../ui/after-first-paint.ts';
import { PendingField } from '../../../ui/form/pending-field.tsx';
import { NO_FILTERS, type SearchFilters } from '../lib/search-filters.ts';
import { FrenchTimeInput } from '../../../ui/form/french-time-input.tsx';

const useFilterWidgets = afterFirstPaint(() => import('./search-filter-widgets.tsx'));

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptions {
  territories: FilterOption[];
  facilityTypes: FilterOption[];
  placeTypes: FilterOption[];
}

interface FormValues {
  search: string;
  territory: string | null;
  facilityType: string | null;
  placeType: string | null;
  capacity: number | string;
  reducedMobilityAccess: boolean;
  availableOn: string | null;
  startTime: string;
  endTime: string;
}

const toFormValues = (filters: SearchFilters): FormValues => ({
  ...filters,
  capacity: filters.capacity ?? '',
  startTime: filters.startTime ?? '',
  endTime: filters.endTime ?? '',
});

function toFilters(values: FormValues): SearchFilters {
  const capacity = typeof values.capacity === 'number' ? values.capacity : Number.NaN;
  return {
    ...values,
    capacity: Number.isInteger(capacity) && capacity > 0 ? capacity : null,
    startTime: values.startTime || null,
    endTime: values.endTime || null,
  };
}

/** The « disponible le » rule of the API, so the messages match the server's. */
function availabilityErrors(values: FormValues): Record<string, string> {
  const issues = availabilityIssues({
    availableOn: values.availableOn ?? undefined,
    startTime: values.startTime || undefined,
    endTime: values.endTime || undefined,
  });
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
}

interface SearchFiltersPanelProps {
  /** The filters of the query string; the form starts from them (remount it when they change). */
  filters: SearchFilters;
  options: FilterOptions;
  optionsLoading: boolean;
  onApply: (filters: SearchFilters) => void;
}

export function SearchFiltersPanel({
  filters,
  options,
  optionsLoading,
  onApply,
}: SearchFiltersPanelProps) {
  const form = useForm<FormValues>({
    initialValues: toFormValues(filters),
    validate: availabilityErrors,
  });
  const optionsPlaceholder = optionsLoading ? 'Chargement…' : undefined;
  // Each late input and the box drawn in its place until it arrives show the same texts.
  const territory = {
    label: 'Territoire',
    placeholder: optionsPlaceholder ?? 'Tous les territoires',
  };
  const facilityType = {
    label: 'Type d’établissement',
    placeholder: optionsPlaceholder ?? 'Tous les types',
  };
  const placeType = { label: 'Type d’espace', placeholder: optionsPlaceholder ?? 'Tous les types' };
  const capacity = { label: 'Capacité minimale', description: 'Nombre de personnes' };
  // The text, check box and time fields are light: usable from the first paint.
  const widgets = useFilterWidgets();

  return (
    <form
      onSubmit={form.onSubmit((values) => onApply(toFilters(values)))}
      noValidate
      aria-label="Filtres de recherche"
    >
      <Stack gap="md">
        <TextInput
          label="Nom de l’espace, de l’établissement ou commune"
          placeholder={'Ex.\u00a0: gymnase, Villeurbanne'}
          {...form.getInputProps('search')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {widgets ? (
            <>
              <widgets.Select
                {...territory}
                data={options.territories}
                clearable
                searchable
                nothingFoundMessage="Aucun territoire"
                {...form.getInputProps('territory')}
              />
              <widgets.Select
                {...facilityType}
                data={options.facilityTypes}
                clearable
                {...form.getInputProps('facilityType')}
              />
              <widgets.Select
                {...placeType}
                data={options.placeTypes}
                clearable
                {...form.getInputProps('placeType')}
              />
              <widgets.NumberInput
                {...capacity}
                min={1}
                max={100000}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('capacity')}
              />
            </>
          ) : (
            <>
              <PendingField {...territory} />
              <PendingField {...facilityType} />
              <PendingField {...placeType} />
              <PendingField {...capacity} />
            </>
          )}
        </SimpleGrid>
        <Checkbox
          label="Accès pour les personnes à mobilité réduite (PMR)"
          {...form.getInputProps('reducedMobilityAccess', { type: 'checkbox' })}
        />
        <Fieldset legend="Disponible le" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {widgets ? (
              <widgets.FrenchDateInput
                label="Date"
                clearable
                {...form.getInputProps('availableOn')}
              />
            ) : (
              <PendingField label="Date" placeholder="JJ/MM/AAAA" />
            )}
            <FrenchTimeInput label="Heure de début" {...form.getInputProps('startTime')} />
            <FrenchTimeInput label="Heure de fin" {...form.getInputProps('endTime')} />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="xs">
            Heures de Paris. Seuls les espaces libres sur toute la plage sont affichés.
          </Text>
        </Fieldset>
        <Group>
          <Button type="submit">Rechercher</Button>
          <Button
            variant="default"
            onClick={() => {
              form.setValues(toFormValues(NO_FILTERS));
              onApply(NO_FILTERS);
            }}
          >
            Effacer les filtres
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
