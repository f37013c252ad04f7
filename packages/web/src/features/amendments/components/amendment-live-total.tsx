import type { Booking } from '@espaces/domain/api/bookings';
import { slotCountLabel } from '@espaces/domain/booking/booking-labels';
import { formatCents, formatEuros } from '@espaces/domain/locale/format';
import { Group, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { changePreview, type ChangeDraft } from '../lib/cancellation-plan.ts';

/**
 * The amount due as the change being typed would leave it, by the rule the preview applies:
 * the proposed prices as typed for the slots to come, every amount already held kept.
 */
export function AmendmentLiveTotal({
  booking,
  draft,
  now,
}: {
  booking: Booking;
  draft: ChangeDraft;
  now: Date;
}) {
  const content = useMemo(() => changePreview(booking, draft, now), [booking, draft, now]);
  return (
    <Paper withBorder p="md" aria-live="polite">
      <Group justify="space-between">
        <Text>{slotCountLabel(draft.slots.length)}</Text>
        <Text fw={700} size="lg">
          {content
            ? `Montant dû\u00a0: ${formatCents(content.totalBeforeCents)} → ${formatCents(content.totalAfterCents)}`
            : `Montant dû\u00a0: ${formatEuros(booking.amountDue)}, inchangé`}
        </Text>
      </Group>
    </Paper>
  );
}
