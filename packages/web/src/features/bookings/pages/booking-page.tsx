import type { Booking, BookingUpdate } from '@espaces/domain/api/bookings';
import { eurosToCents } from '@espaces/domain/locale/format';
import { CHANGES_SAVED } from '@espaces/domain/messages';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirm } from '../../../ui/confirm.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { bookingKeys, updateBooking, useBooking } from '../api/booking-api.ts';
import { BookingEditForm } from '../components/booking-edit-form.tsx';
import { BookingHistory } from '../components/booking-history.tsx';
import { BookingSlotsTable } from '../components/booking-slots-table.tsx';
import { BookingStatusBadge } from '../components/booking-status-badge.tsx';
import { BookingSummary } from '../components/booking-summary.tsx';
import { SlotPickerCalendar } from '../components/slot-picker-calendar.tsx';
import { showBookingUpdateError } from '../lib/booking-errors.ts';
import { byStartDate, type ChosenSlot } from '../lib/slot-selection.ts';
import { useChosenSlots } from './use-chosen-slots.ts';

const CALENDAR_ID = 'calendrier-de-la-reservation';
export const BOOKING_WITHDRAWN = 'Votre demande a été retirée.';

/** SPEC §2 /reservation/{id} (issue 5 item 6). */
export function BookingPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <PageLoader />;
  if (booking.isError) {
    return (
      <Page title="Réservation">
        <Text role="alert">Cette réservation n’a pas pu être chargée.</Text>
        <Anchor component={Link} to="/reservations/liste">
          Revenir à la liste des réservations
        </Anchor>
      </Page>
    );
  }
  return <LoadedBooking booking={booking.data} />;
}

/** The saved, non-cancelled slots as the editor holds them (kept or removed, not moved). */
function savedSlotsOf(booking: Booking): ChosenSlot[] {
  return booking.bookingSlots
    .filter((slot) => !slot.cancelled)
    .map((slot) => ({
      key: slot.id,
      startDate: slot.startDate,
      endDate: slot.endDate,
      freeRange: null,
    }))
    .sort(byStartDate);
}

/** The week shown first: the first slot still to come, else the last one. */
function firstDayOf(booking: Booking): string | undefined {
  const slots = [...booking.bookingSlots].sort(byStartDate);
  const now = Date.now();
  return (slots.find((slot) => Date.parse(slot.endDate) > now) ?? slots.at(-1))?.startDate;
}

function LoadedBooking({ booking }: { booking: Booking }) {
  const queryClient = useQueryClient();
  const [calendarShown, setCalendarShown] = useState(false);
  // SPEC §4 / DESIGN §5: the organisation edits while its request is new.
  const editable = booking.status === 'new' && booking._abilities.edit;
  const chosen = useChosenSlots(savedSlotsOf(booking));
  const { reset } = chosen;
  useEffect(() => reset(savedSlotsOf(booking)), [booking, reset]);
  const prices = useMemo(
    () => ({
      rentPriceCents: eurosToCents(booking.rentPrice),
      cleaningPriceCents: eurosToCents(booking.cleaningPrice),
    }),
    [booking.rentPrice, booking.cleaningPrice],
  );

  const saved = async (updated: Booking): Promise<void> => {
    queryClient.setQueryData(bookingKeys.detail(updated.id), updated);
    await queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['places', 'detail', updated.place.id] });
  };
  const edit = useMutation({
    mutationFn: (update: BookingUpdate) => updateBooking(booking.id, update),
    onSuccess: async (updated) => {
      toast({ message: CHANGES_SAVED });
      await saved(updated);
    },
    onError: showBookingUpdateError,
  });
  const withdraw = useMutation({
    mutationFn: () => updateBooking(booking.id, { status: 'cancelled' }),
    onSuccess: async (updated) => {
      toast({ message: BOOKING_WITHDRAWN });
      await saved(updated);
    },
    onError: showBookingUpdateError,
  });

  const askWithdrawal = async (): Promise<void> => {
    const confirmed = await confirm({
      title: 'Retirer la demande',
      message: `La demande ${booking.reference} sera annulée et ses créneaux libérés. Cette action est définitive.`,
      confirmLabel: 'Retirer la demande',
      danger: true,
    });
    if (confirmed) withdraw.mutate();
  };

  const calendarSlots = editable ? chosen.slots : savedSlotsOf(booking);

  return (
    <Page
      title={`Réservation ${booking.reference}`}
      lead={
        <Group gap="sm" component="span">
          <BookingStatusBadge status={booking.status} size="lg" />
          <span>
            {booking.place.name} · {booking.place.facility.name}
          </span>
        </Group>
      }
    >
      {booking._abilities.withdraw && (
        <Group>
          <Button
            color="red"
            variant="outline"
            onClick={() => void askWithdrawal()}
            loading={withdraw.isPending}
          >
            Retirer la demande
          </Button>
        </Group>
      )}

      <Stack gap="sm" component="section" aria-labelledby="details-titre">
        <Title order={2} size="h3" id="details-titre">
          Détails
        </Title>
        <BookingSummary booking={booking} />
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="creneaux-titre">
        <Title order={2} size="h3" id="creneaux-titre">
          Créneaux
        </Title>
        {editable ? (
          <BookingEditForm
            key={booking['@id'] + booking.bookingSlots.length + booking.activity}
            booking={booking}
            slots={chosen.slots}
            prices={prices}
            onAdd={chosen.add}
            onChange={chosen.change}
            onRemove={chosen.remove}
            onSave={(update) => edit.mutate(update)}
            saving={edit.isPending}
          />
        ) : (
          <BookingSlotsTable booking={booking} />
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="calendrier-titre">
        <Group justify="space-between">
          <Title order={2} size="h3" id="calendrier-titre">
            Calendrier
          </Title>
          <Button
            variant="default"
            aria-expanded={calendarShown}
            aria-controls={CALENDAR_ID}
            onClick={() => setCalendarShown((shown) => !shown)}
          >
            {calendarShown ? 'Masquer le calendrier' : 'Afficher le calendrier'}
          </Button>
        </Group>
        {calendarShown && (
          <div id={CALENDAR_ID}>
            <SlotPickerCalendar
              placeId={booking.place.id}
              bookingToExclude={booking.id}
              chosen={calendarSlots}
              chosenLabel="Créneau de la réservation"
              initialDate={firstDayOf(booking)}
              onPick={editable && booking.purposeType === 'casual' ? chosen.add : undefined}
            />
          </div>
        )}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="historique-titre">
        <Title order={2} size="h3" id="historique-titre">
          Historique
        </Title>
        <BookingHistory events={booking.history ?? []} />
      </Stack>
    </Page>
  );
}
