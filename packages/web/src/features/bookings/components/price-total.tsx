import { bookingTotalCents } from '@espaces/domain/booking/booking-pricing';
import { formatCents } from '@espaces/domain/locale/format';
import { Group, Paper, Text } from '@mantine/core';
import { slotCountLabel } from '@espaces/domain/booking/booking-labels';
import type { IsoRange } from '../lib/slot-selection.ts';
import type { SlotPrices } from './chosen-slots-editor.tsx';

/** The total is the sum of the slot prices (duration × hourly rate + cleaning). */
export function PriceTotal({ slots, prices }: { slots: readonly IsoRange[]; prices: SlotPrices }) {
  const total = bookingTotalCents(slots, prices.rentPriceCents, prices.cleaningPriceCents);
  return (
    <Paper withBorder p="md" aria-live="polite">
      <Group justify="space-between">
        <Text>{slotCountLabel(slots.length)}</Text>
        <Text fw={700} size="lg">
          {`Total\u00a0: ${formatCents(total)}`}
        </Text>
      </Group>
    </Paper>
  );
}
