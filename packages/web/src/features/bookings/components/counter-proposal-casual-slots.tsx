import type { Booking } from '@espaces/domain/api/bookings';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { CasualProposalSlots } from '../pages/use-counter-proposal-slots.ts';
import { AddSlotForm } from './add-slot-form.tsx';
import { ChosenSlotsEditor, type SlotPrices } from './chosen-slots-editor.tsx';
import { SlotPickerCalendar } from './slot-picker-calendar.tsx';
import { NO_SLOT_LEFT } from '@espaces/domain/messages';

interface CounterProposalCasualSlotsProps {
  booking: Booking;
  proposal: CasualProposalSlots;
  prices: SlotPrices;
}

/**
 * Casual booking: the proposed slots (each removable, and movable inside its
 * free range), the keyboard form to add a free range and the week calendar on demand.
 */
export function CounterProposalCasualSlots({
  booking,
  proposal,
  prices,
}: CounterProposalCasualSlotsProps) {
  const calendarId = useId();
  const [calendarShown, setCalendarShown] = useState(false);
  const firstSlot = proposal.slots[0]?.startDate;

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Créneaux proposés
      </Title>
      <ChosenSlotsEditor
        slots={proposal.slots}
        prices={prices}
        onChange={proposal.change}
        onRemove={proposal.remove}
        canRemove={proposal.canRemove}
        slotMarker={proposal.marker}
        emptyText={NO_SLOT_LEFT}
      />
      {proposal.availabilityFailed && (
        <Text role="alert">
          {
            'Les disponibilités n’ont pas pu être chargées\u00a0: les créneaux gardent leurs horaires.'
          }
        </Text>
      )}
      <AddSlotForm
        placeId={booking.place.id}
        bookingToExclude={booking.id}
        chosen={proposal.slots}
        onPick={proposal.add}
      />
      <Group justify="space-between">
        <Title order={3} size="h4">
          Calendrier
        </Title>
        <Button
          variant="default"
          aria-expanded={calendarShown}
          aria-controls={calendarId}
          onClick={() => setCalendarShown((shown) => !shown)}
        >
          {calendarShown ? 'Masquer le calendrier' : 'Afficher le calendrier'}
        </Button>
      </Group>
      {calendarShown && (
        <div id={calendarId}>
          <SlotPickerCalendar
            placeId={booking.place.id}
            bookingToExclude={booking.id}
            chosen={proposal.slots}
            chosenLabel="Créneau proposé"
            initialDate={firstSlot}
            onPick={proposal.add}
          />
        </div>
      )}
    </Stack>
  );
}
