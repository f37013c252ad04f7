import type { BookingQuery } from '@espaces/domain/api/bookings';
import type {
  SlotAlternativeJson,
  WeeklyAlternativeJson,
} from '@espaces/domain/api/slot-alternatives';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { Button, List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useSlotAlternatives, useWeeklyAlternatives } from '../api/booking-api.ts';
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
  const alternatives = useSlotAlternatives(props.placeId, props.slot);
  const shown = (alternatives.data ?? []).filter(
    (alternative) => !props.samePlaceOnly || alternative.place === props.placeIri,
  );
  return <AlternativeButtons {...props} alternatives={shown} />;
}

interface WeeklyAlternativesProps {
  placeId: string;
  /** The weekly query the yearly request was refused for, or whose preview has taken dates. */
  query: BookingQuery;
  /** Before any request, only the place's own: a click changes the form's hours. */
  samePlaceOnly?: { placeIri: string };
  title?: string;
  onChoose: (alternative: WeeklyAlternativeJson) => void;
  disabled: boolean;
}

/** The weekly queries free on every occurrence of a yearly request (same buttons). */
export function WeeklyAlternatives(props: WeeklyAlternativesProps) {
  const alternatives = useWeeklyAlternatives(props.placeId, props.query);
  const shown = (alternatives.data ?? []).filter(
    (alternative) => !props.samePlaceOnly || alternative.place === props.samePlaceOnly.placeIri,
  );
  return <AlternativeButtons {...props} alternatives={shown} />;
}

interface Alternative {
  place: string;
  label: string;
}

function AlternativeButtons<Item extends Alternative>(props: {
  alternatives: readonly Item[];
  title?: string;
  onChoose: (alternative: Item) => void;
  disabled: boolean;
}) {
  const titleId = useId();
  if (props.alternatives.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Text id={titleId} fw={500}>
        {props.title ?? BOOKING_MESSAGES.slotAlternatives}
      </Text>
      <List listStyleType="none" spacing="xs" aria-labelledby={titleId}>
        {props.alternatives.map((alternative) => (
          <List.Item key={`${alternative.place} ${alternative.label}`}>
            <Button
              variant="light"
              // Long labels (a nearby facility, its city) wrap on a phone instead of being cut.
              h="auto"
              py={6}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.4 } }}
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
