import { Button, Group, Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
import { placeKeys } from '../../../api/places.ts';
import { FrenchTimeInput } from '../../../ui/form/french-time-input.tsx';
import { fetchAvailability } from '../api/booking-api.ts';
import {
  chosenSlotProblem,
  freeRangeHolding,
  parisDay,
  rangeOnDay,
  slotKey,
  type ChosenSlot,
} from '../lib/slot-selection.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

interface AddSlotFormProps {
  placeId: string;
  bookingToExclude?: string;
  chosen: readonly ChosenSlot[];
  onPick: (slot: ChosenSlot) => void;
}

/**
 * The keyboard way to choose a slot (RGAA): a day and two times, checked against the free
 * ranges of that day as the calendar shows them (docs/bookings.md#availability).
 */
export function AddSlotForm({ placeId, bookingToExclude, chosen, onPick }: AddSlotFormProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [day, setDay] = useState('');
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (!DAY.test(day) || !TIME.test(startTime) || !TIME.test(endTime)) {
      setProblem('Indiquez la date, l’heure de début et l’heure de fin.');
      return;
    }
    const range = rangeOnDay(day, startTime, endTime);
    const wholeDay = parisDay(day);
    setChecking(true);
    try {
      const windows = await queryClient.fetchQuery({
        queryKey: placeKeys.freeRanges(placeId, wholeDay, bookingToExclude),
        queryFn: () => fetchAvailability(placeId, wholeDay, bookingToExclude),
      });
      const freeRanges = windows.flatMap((window) => window.availableRanges ?? []);
      const found = chosenSlotProblem(range, freeRanges, chosen, new Date());
      setProblem(found);
      if (found === null) {
        onPick({ ...range, key: slotKey(range), freeRange: freeRangeHolding(range, freeRanges) });
        setStartTime('');
        setEndTime('');
      }
    } catch (error) {
      handleApiError(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <Title order={3} size="h4" id={titleId} mb="sm">
        Ajouter un créneau
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FrenchDateInput
          label="Date"
          value={day || null}
          onChange={(value) => setDay(value ?? '')}
          error={problem ?? undefined}
        />
        <FrenchTimeInput label="Heure de début" value={startTime} onChange={setStartTime} />
        <FrenchTimeInput label="Heure de fin" value={endTime} onChange={setEndTime} />
        <Button type="submit" variant="light" loading={checking}>
          Ajouter le créneau
        </Button>
      </Group>
    </Paper>
  );
}
