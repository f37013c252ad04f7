import type { FacilityProposal, OverrideInput } from '@espaces/domain/api/campaigns';
import { iri } from '@espaces/domain/api/iri';
import { WISH_OUTCOME_STATUSES } from '@espaces/domain/campaign/allocation-outcome';
import { OUTCOME_STATUS_LABELS } from '@espaces/domain/campaign/campaign-screen-messages';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormMutation } from '../../../ui/form/field-violations.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { FrenchTimeInput } from '../../../ui/form/french-time-input.tsx';

type Outcome = FacilityProposal['outcomes'][number];

interface OutcomeValues {
  status: string;
  place: string | null;
  startTime: string;
  endTime: string;
}

/**
 * Decides one wish by hand (docs/campaigns.md#facility-proposal): unmet, or a place of the
 * facility at hours of the wish's day, which the server checks against the opening hours and the
 * other placements.
 */
export function OutcomeForm({
  outcome,
  places,
  mutation,
  onCancel,
}: {
  outcome: Outcome;
  /** The facility's places of the campaign. */
  places: readonly { id: string; name: string }[];
  mutation: FormMutation<OverrideInput>;
  onCancel: () => void;
}) {
  const placement = outcome.placement;
  const form = useForm<OutcomeValues>({
    initialValues: {
      status: outcome.status,
      place: placement?.place.id ?? outcome.wish.place?.id ?? null,
      startTime: placement?.startTime ?? outcome.wish.startTime,
      endTime: placement?.endTime ?? outcome.wish.endTime,
    },
  });
  const unmet = form.values.status === 'unmet';
  const submit = form.onSubmit((values) =>
    mutation.mutate(
      values.status === 'unmet'
        ? { status: 'unmet', place: null, startTime: null, endTime: null }
        : {
            status: values.status as OverrideInput['status'],
            place: values.place ? iri('places', values.place) : null,
            startTime: values.startTime || null,
            endTime: values.endTime || null,
          },
      {
        onError: (error) => showFailure(form, error, (path) => (path in form.values ? path : null)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Décider le vœu">
      <Stack gap="sm">
        <Select
          label="Décision"
          withAsterisk
          allowDeselect={false}
          data={WISH_OUTCOME_STATUSES.map((status) => ({
            value: status,
            label: OUTCOME_STATUS_LABELS[status],
          }))}
          {...form.getInputProps('status')}
        />
        {!unmet && (
          <>
            <Select
              label="Espace attribué"
              withAsterisk
              data={places.map((place) => ({ value: place.id, label: place.name }))}
              {...form.getInputProps('place')}
            />
            <SimpleGrid cols={2}>
              <FrenchTimeInput label="Début" withAsterisk {...form.getInputProps('startTime')} />
              <FrenchTimeInput label="Fin" withAsterisk {...form.getInputProps('endTime')} />
            </SimpleGrid>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Enregistrer la décision
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
