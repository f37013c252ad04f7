import {
  bookingUpdateSchema,
  type Booking,
  type BookingUpdate,
} from '@espaces/domain/api/bookings';
import { isSlotDeletable } from '@espaces/domain/booking/slot-flags';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { toast } from '../../../ui/toast.tsx';
import type { ChosenSlot, IsoRange } from '../lib/slot-selection.ts';
import { AddSlotForm } from './add-slot-form.tsx';
import { ChosenSlotsEditor, type SlotPrices } from './chosen-slots-editor.tsx';
import { PriceTotal } from './price-total.tsx';
import { ActivityFields } from './activity-fields.tsx';
import { NO_SLOT_LEFT } from '@espaces/domain/messages';

interface BookingEditFormProps {
  booking: Booking;
  slots: readonly ChosenSlot[];
  prices: SlotPrices;
  onAdd: (slot: ChosenSlot) => void;
  onChange: (key: string, range: IsoRange) => void;
  onRemove: (key: string) => void;
  onSave: (update: BookingUpdate) => void;
  saving: boolean;
}

interface EditValues {
  activity: string;
  expectedAttendance: number | string;
}

/**
 * While its request is new, the organisation removes the slots the domain says are deletable
 * (docs/bookings.md#slot-flags), adds free ranges (casual requests: a yearly one keeps its weekly
 * query) and changes its activity and attendance.
 */
export function BookingEditForm({
  booking,
  slots,
  prices,
  onAdd,
  onChange,
  onRemove,
  onSave,
  saving,
}: BookingEditFormProps) {
  const now = useMemo(() => new Date(), []);
  const form = useForm<EditValues>({
    initialValues: {
      activity: booking.activity,
      expectedAttendance: booking.expectedAttendance ?? '',
    },
  });
  // A slot added on this page is not saved yet: the domain rule for an unsaved booking applies.
  const canRemove = (slot: ChosenSlot) =>
    isSlotDeletable(slot.freeRange ? undefined : booking.status, slot, now);

  const submit = form.onSubmit((values) => {
    const parsed = bookingUpdateSchema.safeParse({
      bookingSlots: slots.map(({ startDate, endDate }) => ({ startDate, endDate })),
      activity: values.activity,
      expectedAttendance:
        typeof values.expectedAttendance === 'number' ? values.expectedAttendance : Number.NaN,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'activity' || field === 'expectedAttendance') {
          form.setFieldError(field, issue.message);
        } else toast({ message: issue.message, type: 'warning' });
      }
      return;
    }
    onSave(parsed.data);
  });

  return (
    <Stack gap="md">
      <ChosenSlotsEditor
        slots={slots}
        prices={prices}
        onChange={onChange}
        onRemove={onRemove}
        canRemove={canRemove}
        emptyText={NO_SLOT_LEFT}
      />
      {booking.purposeType === 'casual' && (
        <AddSlotForm
          placeId={booking.place.id}
          bookingToExclude={booking.id}
          chosen={slots}
          onPick={onAdd}
        />
      )}
      <PriceTotal slots={slots} prices={prices} />
      {/* Apart from the slot form above: forms never nest. */}
      <form onSubmit={submit} noValidate aria-label="Modifier la demande">
        <Stack gap="md">
          <Title order={3} size="h4">
            Activité
          </Title>
          <ActivityFields
            activity={form.getInputProps('activity')}
            expectedAttendance={form.getInputProps('expectedAttendance')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Enregistrer les modifications
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
