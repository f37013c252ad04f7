import { slotPriceCents } from '@espaces/domain/booking/booking-pricing';
import { formatCents, formatDate, formatTime } from '@espaces/domain/locale/format';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { FrenchTimeInput } from '../../../ui/form/french-time-input.tsx';
import {
  chosenSlotProblem,
  withWallClockTimes,
  type ChosenSlot,
  type IsoRange,
} from '../lib/slot-selection.ts';

export interface SlotPrices {
  rentPriceCents: number;
  cleaningPriceCents: number;
}

interface ChosenSlotsEditorProps {
  slots: readonly ChosenSlot[];
  prices: SlotPrices;
  onChange: (key: string, range: IsoRange) => void;
  onRemove: (key: string) => void;
  /**
   * Whether a slot may be removed (docs/bookings.md#slot-flags: deletable); every slot when
   * omitted.
   */
  canRemove?: (slot: ChosenSlot) => boolean;
  /** A word telling how a slot differs (« Modifié », « Ajouté »), shown in its own column. */
  slotMarker?: (slot: ChosenSlot) => string | null;
  emptyText: string;
}

/**
 * The chosen slots with their price (docs/bookings.md#prices). A slot taken from a free range on
 * this page has start and end inputs on the 15-minute grid, kept inside that free range; saved
 * slots are kept or removed.
 */
export function ChosenSlotsEditor({
  slots,
  prices,
  onChange,
  onRemove,
  canRemove = () => true,
  slotMarker,
  emptyText,
}: ChosenSlotsEditorProps) {
  if (slots.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Créneaux choisis">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Horaires</Table.Th>
            <Table.Th scope="col" ta="right">
              Prix
            </Table.Th>
            {slotMarker && <Table.Th scope="col">Changement</Table.Th>}
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => (
            <Table.Tr key={slot.key}>
              <Table.Td>{formatDate(slot.startDate)}</Table.Td>
              <Table.Td>
                {slot.freeRange ? (
                  <SlotTimeInputs
                    slot={slot}
                    others={slots.filter((other) => other.key !== slot.key)}
                    onChange={(range) => onChange(slot.key, range)}
                  />
                ) : (
                  `${formatTime(slot.startDate)} – ${formatTime(slot.endDate)}`
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCents(
                  slotPriceCents(slot, prices.rentPriceCents, prices.cleaningPriceCents),
                )}
              </Table.Td>
              {slotMarker && <MarkerCell marker={slotMarker(slot)} />}
              <Table.Td>
                {canRemove(slot) && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Retirer le créneau du ${formatDate(slot.startDate)} de ${formatTime(slot.startDate)} à ${formatTime(slot.endDate)}`}
                    onClick={() => onRemove(slot.key)}
                  >
                    Retirer
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MarkerCell({ marker }: { marker: string | null }) {
  return (
    <Table.Td>
      {marker && (
        <Badge color="orange" variant="light">
          {marker}
        </Badge>
      )}
    </Table.Td>
  );
}

function SlotTimeInputs({
  slot,
  others,
  onChange,
}: {
  slot: ChosenSlot;
  others: readonly ChosenSlot[];
  onChange: (range: IsoRange) => void;
}) {
  const [startTime, setStartTime] = useState(formatTime(slot.startDate));
  const [endTime, setEndTime] = useState(formatTime(slot.endDate));
  const [problem, setProblem] = useState<string | null>(null);
  const day = formatDate(slot.startDate);
  const freeRange = slot.freeRange;

  const change = (nextStart: string, nextEnd: string): void => {
    setStartTime(nextStart);
    setEndTime(nextEnd);
    if (!freeRange || !/^\d{2}:\d{2}$/.test(nextStart) || !/^\d{2}:\d{2}$/.test(nextEnd)) return;
    const range = withWallClockTimes(slot, nextStart, nextEnd);
    const found = chosenSlotProblem(range, [freeRange], others, new Date());
    setProblem(found);
    if (found === null) onChange(range);
  };

  return (
    <div style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', flexWrap: 'wrap' }}>
      <FrenchTimeInput
        label="Début"
        aria-label={`Début du créneau du ${day}`}
        size="xs"
        value={startTime}
        onChange={(value) => change(value, endTime)}
        error={problem ?? undefined}
      />
      <FrenchTimeInput
        label="Fin"
        aria-label={`Fin du créneau du ${day}`}
        size="xs"
        value={endTime}
        onChange={(value) => change(startTime, value)}
      />
    </div>
  );
}
