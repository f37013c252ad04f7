import type { AffectedBooking, ClosureInput } from '@espaces/domain/api/closures';
import { daysBetweenDates } from '@espaces/domain/availability/paris-time';
import { CLOSURE_MESSAGES } from '@espaces/domain/closure/closure-messages';
import {
  CLOSURE_KIND_LABELS,
  CLOSURE_KINDS,
  MAX_CLOSURE_DAYS,
  type ClosureKind,
} from '@espaces/domain/closure/closures';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
import { createClosure, previewClosure, type FacilityClosures } from '../api/closure-queries.ts';
import { AffectedBookings } from './affected-bookings.tsx';

interface ClosureValues {
  scope: 'facility' | 'territory';
  kind: ClosureKind;
  label: string;
  from: string | null;
  to: string | null;
}

function validate(values: ClosureValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.label.trim() === '') errors.label = 'Le libellé est obligatoire.';
  if (values.from === null) errors.from = 'Le premier jour est obligatoire.';
  if (values.to === null) errors.to = 'Le dernier jour est obligatoire.';
  else if (values.from !== null) {
    const days = daysBetweenDates(values.from, values.to);
    if (days < 0) errors.to = CLOSURE_MESSAGES.endBeforeStart;
    else if (days + 1 > MAX_CLOSURE_DAYS) errors.to = CLOSURE_MESSAGES.tooLong;
  }
  return errors;
}

/**
 * Declares a closure. The bookings on those days are shown before saving (preview)
 * and again once saved, each with its way to be cancelled: nothing is cancelled silently.
 */
export function ClosureForm({
  calendar,
  onSaved,
}: {
  calendar: FacilityClosures;
  onSaved: (affected: AffectedBooking[]) => void;
}) {
  const [pending, setPending] = useState<{ input: ClosureInput; bookings: AffectedBooking[] }>();
  const form = useForm<ClosureValues>({
    mode: 'uncontrolled',
    initialValues: { scope: 'facility', kind: 'works', label: '', from: null, to: null },
    validate,
  });

  const inputOf = (values: ClosureValues): ClosureInput => ({
    ...(values.scope === 'facility'
      ? { facility: calendar.facility['@id'] }
      : { territory: calendar.territory['@id'] }),
    kind: values.kind,
    label: values.label.trim(),
    from: values.from ?? '',
    to: values.to ?? '',
  });

  const fieldOf = (path: string) => (path in form.getValues() ? path : null);
  const creation = useMutation({
    mutationFn: createClosure,
    onSuccess: (created) => {
      setPending(undefined);
      form.reset();
      onSaved(created.affectedBookings);
    },
    onError: (error) => showFailure(form, error, fieldOf),
  });
  const preview = useMutation({
    mutationFn: previewClosure,
    onSuccess: (impact, input) => {
      if (impact.affectedBookings.length === 0) creation.mutate(input);
      else setPending({ input, bookings: impact.affectedBookings });
    },
    onError: (error) => showFailure(form, error, fieldOf),
  });
  const busy = preview.isPending || creation.isPending;

  const submit = form.onSubmit((values) => preview.mutate(inputOf(values)));

  return (
    <form onSubmit={submit} aria-label="Déclarer une fermeture" noValidate>
      <Stack gap="sm">
        {calendar._abilities.createForTerritory && (
          <Radio.Group label="Fermer" key={form.key('scope')} {...form.getInputProps('scope')}>
            <Group mt="xs">
              <Radio value="facility" label={`L’établissement (${calendar.facility.name})`} />
              <Radio value="territory" label={`Tout le territoire (${calendar.territory.name})`} />
            </Group>
          </Radio.Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Type de fermeture"
            withAsterisk
            allowDeselect={false}
            data={CLOSURE_KINDS.map((kind) => ({ value: kind, label: CLOSURE_KIND_LABELS[kind] }))}
            key={form.key('kind')}
            {...form.getInputProps('kind')}
          />
          <TextInput
            label="Libellé (montré aux organisations)"
            withAsterisk
            maxLength={120}
            key={form.key('label')}
            {...form.getInputProps('label')}
          />
          <FrenchDateInput
            label="Premier jour fermé"
            withAsterisk
            key={form.key('from')}
            {...form.getInputProps('from')}
          />
          <FrenchDateInput
            label="Dernier jour fermé"
            withAsterisk
            key={form.key('to')}
            {...form.getInputProps('to')}
          />
        </SimpleGrid>
        {pending ? (
          <Alert color="orange" title="Des réservations ont lieu pendant cette fermeture">
            <Stack gap="sm">
              <AffectedBookings bookings={pending.bookings} />
              <Group>
                <Button loading={busy} onClick={() => creation.mutate(pending.input)}>
                  Enregistrer la fermeture
                </Button>
                <Button variant="default" onClick={() => setPending(undefined)}>
                  Modifier
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button type="submit" loading={busy}>
              Déclarer la fermeture
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
