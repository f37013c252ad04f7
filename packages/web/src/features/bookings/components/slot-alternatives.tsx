import type { SlotAlternativeJson } from '@espaces/domain/api/slot-alternatives';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { Button, List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useSlotAlternatives } from '../api/booking-api.ts';
import type { IsoRange } from '../lib/slot-selection.ts';

interface SlotAlternativesProps {
  placeId: string;
  /** The slot the request was refused for, as it was sent. */
  slot: IsoRange;
  /** A request of several slots moves only the taken one: other places are left out. */
  samePlaceOnly: boolean;
  placeIri: string;
  onChoose: (alternative: SlotAlternativeJson) => void;
  disabled: boolean;
}

/**
 * The free slots near a taken one (docs/bookings.md#alternatives), each a button that requests
 * it; nothing while they load or when there is none (the refusal's toast already spoke).
 */
export function SlotAlternatives(props: SlotAlternativesProps) {
  const titleId = useId();
  const alternatives = useSlotAlternatives(props.placeId, props.slot);
  const shown = (alternatives.data ?? []).filter(
    (alternative) => !props.samePlaceOnly || alternative.place === props.placeIri,
  );
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Text id={titleId} fw={500}>
        {BOOKING_MESSAGES.slotAlternatives}
      </Text>
      <List listStyleType="none" spacing="xs" aria-labelledby={titleId}>
        {shown.map((alternative) => (
          <List.Item key={`${alternative.place} ${alternative.startDate}`}>
            <Button
              variant="light"
              disabled={props.disabled}
              onClick={() => props.onChoose(alternative)}
            >
              {alternative.label}
            </Button>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
