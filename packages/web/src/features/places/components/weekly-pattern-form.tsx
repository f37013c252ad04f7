import type { WeekTimeSlotAction } from '@espaces/domain/api/time-slots';
import { addMonthsToDate, parisDateOf } from '@espaces/domain/availability/paris-time';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
import { useForm } from '@mantine/form';
import { WEEK_DAYS } from '@espaces/domain/booking/booking-labels';
import { weekTimeSlotActionsFor } from '../lib/weekly-pattern.ts';
import { FrenchTimeInput, TIME_FORMAT_HINT } from '../../../ui/form/french-time-input.tsx';
import { WALL_CLOCK_TIME } from '@espaces/domain/locale/format';
import { END_TIME_BEFORE_START } from '@espaces/domain/messages';

interface WeeklyPatternValues {
  weekDays: string[];
  startTime: string;
  endTime: string;
  from: string | null;
  until: string | null;
}

function initialValues(): WeeklyPatternValues {
  const today = parisDateOf(new Date());
  return {
    weekDays: [],
    startTime: '',
    endTime: '',
    from: today,
    until: addMonthsToDate(today, 1),
  };
}

function validate(values: WeeklyPatternValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.weekDays.length === 0) errors.weekDays = 'Choisissez au moins un jour.';
  if (values.startTime === '') errors.startTime = 'L’heure de début est obligatoire.';
  else if (!WALL_CLOCK_TIME.test(values.startTime)) errors.startTime = TIME_FORMAT_HINT;
  if (values.endTime === '') errors.endTime = 'L’heure de fin est obligatoire.';
  else if (!WALL_CLOCK_TIME.test(values.endTime)) errors.endTime = TIME_FORMAT_HINT;
  else if (values.startTime !== '' && values.endTime <= values.startTime)
    errors.endTime = END_TIME_BEFORE_START;
  if (values.from === null) errors.from = 'La date de début est obligatoire.';
  if (values.until === null) errors.until = 'La date de fin est obligatoire.';
  else if (values.from !== null && values.until < values.from)
    errors.until = 'La date de fin doit être après la date de début.';
  return errors;
}

/**
 * « Ajouter des créneaux récurrents » (docs/bookings.md#opening-windows): the chosen days, the same
 * Paris hours, over a date range; one week time slot action per day, added to the pending changes.
 */
export function WeeklyPatternForm({ onAdd }: { onAdd: (actions: WeekTimeSlotAction[]) => void }) {
  const form = useForm<WeeklyPatternValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(),
    validate,
  });

  const submit = form.onSubmit((values) => {
    const actions = weekTimeSlotActionsFor({
      weekDays: values.weekDays.map(Number),
      startTime: values.startTime,
      endTime: values.endTime,
      from: values.from ?? '',
      until: values.until ?? '',
    });
    if (actions.length === 0) {
      form.setFieldError('weekDays', 'Aucun des jours choisis ne tombe dans la période.');
      return;
    }
    onAdd(actions);
    form.setFieldValue('weekDays', []);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="weekly-pattern-title">
      <Stack gap="sm">
        <Title order={3} id="weekly-pattern-title">
          Ajouter des créneaux récurrents
        </Title>
        <Checkbox.Group
          label="Jours de la semaine"
          withAsterisk
          key={form.key('weekDays')}
          {...form.getInputProps('weekDays')}
        >
          <Group gap="md" mt="xs">
            {WEEK_DAYS.map((day) => (
              <Checkbox key={day.value} value={String(day.value)} label={day.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <FrenchTimeInput
            label="Heure de début"
            withAsterisk
            key={form.key('startTime')}
            {...form.getInputProps('startTime')}
          />
          <FrenchTimeInput
            label="Heure de fin"
            withAsterisk
            key={form.key('endTime')}
            {...form.getInputProps('endTime')}
          />
          <FrenchDateInput
            label="Du"
            withAsterisk
            key={form.key('from')}
            {...form.getInputProps('from')}
          />
          <FrenchDateInput
            label="Au"
            withAsterisk
            key={form.key('until')}
            {...form.getInputProps('until')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Les heures sont celles de Paris, été comme hiver.
        </Text>
        <Group>
          <Button type="submit" variant="light">
            Ajouter aux modifications
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
