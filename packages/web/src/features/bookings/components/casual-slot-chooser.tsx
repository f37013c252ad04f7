import { Stack, Title } from '@mantine/core';
import type { ChosenSlot, IsoRange } from '../lib/slot-selection.ts';
import { AddSlotForm } from './add-slot-form.tsx';
import { ChosenSlotsEditor, type SlotPrices } from './chosen-slots-editor.tsx';
import { SlotPickerCalendar } from './slot-picker-calendar.tsx';

interface CasualSlotChooserProps {
  placeId: string;
  bookingToExclude?: string;
  slots: readonly ChosenSlot[];
  prices: SlotPrices;
  onAdd: (slot: ChosenSlot) => void;
  onChange: (key: string, range: IsoRange) => void;
  onRemove: (key: string) => void;
  canRemove?: (slot: ChosenSlot) => boolean;
}

/** Casual purpose: free ranges chosen on the calendar or with the form. */
export function CasualSlotChooser({
  placeId,
  bookingToExclude,
  slots,
  prices,
  onAdd,
  onChange,
  onRemove,
  canRemove,
}: CasualSlotChooserProps) {
  return (
    <Stack gap="md">
      <SlotPickerCalendar
        placeId={placeId}
        bookingToExclude={bookingToExclude}
        chosen={slots}
        onPick={onAdd}
      />
      <AddSlotForm
        placeId={placeId}
        bookingToExclude={bookingToExclude}
        chosen={slots}
        onPick={onAdd}
      />
      <Title order={3} size="h4">
        Créneaux choisis
      </Title>
      <ChosenSlotsEditor
        slots={slots}
        prices={prices}
        onChange={onChange}
        onRemove={onRemove}
        canRemove={canRemove}
        emptyText={
          'Aucun créneau choisi pour le moment\u00a0: sélectionnez une plage disponible dans le calendrier ou ajoutez un créneau.'
        }
      />
    </Stack>
  );
}
