import { slotLineLabel, type Canceller } from '@espaces/domain/agreement/amendment-plan';
import type { Booking } from '@espaces/domain/api/bookings';
import { formatCents, formatDate, formatTimeRange } from '@espaces/domain/locale/format';
import { Button, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useAppConfig } from '../../../api/config.ts';
import { cancelableSlotsOf, cancellationPreview } from '../lib/cancellation-plan.ts';

interface SlotCancellationPanelProps {
  booking: Booking;
  by: Canceller;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (slotIris: string[]) => void;
}

/**
 * Picks slots still to come (or all of them) to cancel. For the organisation, each
 * slot shows the condition its notice gives it and the amount due changes as slots are picked.
 */
export function SlotCancellationPanel({
  booking,
  by,
  submitLabel,
  busy = false,
  onSubmit,
}: SlotCancellationPanelProps) {
  const { cancellationTerms } = useAppConfig();
  const now = useMemo(() => new Date(), []);
  const cancelable = useMemo(() => cancelableSlotsOf(booking, now), [booking, now]);
  const [chosen, setChosen] = useState<string[]>([]);
  const preview = cancellationPreview(booking, chosen, by, now, cancellationTerms);
  const allChosen = chosen.length === cancelable.length && cancelable.length > 0;
  const lineOf = (slotId: string) =>
    preview?.cancelledSlots.find(
      (line) => line.startDate === booking.bookingSlots.find((s) => s.id === slotId)?.startDate,
    );

  if (cancelable.length === 0) {
    return <Text c="dimmed">Aucun créneau à venir ne peut être annulé.</Text>;
  }
  return (
    <Stack gap="sm">
      <Checkbox
        label="Tous les créneaux à venir"
        checked={allChosen}
        indeterminate={chosen.length > 0 && !allChosen}
        onChange={() => setChosen(allChosen ? [] : cancelable.map((slot) => slot.id))}
      />
      <ScrollArea.Autosize mah={360} type="auto">
        <Checkbox.Group
          value={chosen}
          onChange={setChosen}
          label="Créneaux à annuler"
          aria-describedby="montant-du-annulation"
        >
          <Stack gap={6} mt="xs">
            {cancelable.map((slot) => {
              const line = chosen.includes(slot.id) ? lineOf(slot.id) : undefined;
              return (
                <Checkbox
                  key={slot.id}
                  value={slot.id}
                  label={`${formatDate(slot.startDate)} ${formatTimeRange(slot.startDate, slot.endDate)}`}
                  description={line && `${slotLineLabel(line)} (${formatCents(line.dueCents)})`}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
      </ScrollArea.Autosize>
      <Text id="montant-du-annulation" aria-live="polite" fw={500}>
        {preview
          ? `Montant dû\u00a0: ${formatCents(preview.totalBeforeCents)} → ${formatCents(preview.totalAfterCents)}`
          : 'Choisissez les créneaux à annuler.'}
      </Text>
      <Group>
        <Button
          color="red"
          variant="outline"
          disabled={chosen.length === 0}
          loading={busy}
          onClick={() =>
            onSubmit(
              cancelable.filter((slot) => chosen.includes(slot.id)).map((slot) => slot['@id']),
            )
          }
        >
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
