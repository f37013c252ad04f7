import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { Booking, BookingUpdate } from '@espaces/domain/api/bookings';
import { eurosToCents } from '@espaces/domain/locale/format';
import { CHANGES_SAVED } from '@espaces/domain/messages';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useCurrentUser } from '../../../session/session.tsx';
import { useBooking } from '../../../api/bookings.ts';
import { updateBooking, useBookingSaved } from '../api/booking-api.ts';
import {
  BookingAmendmentsPanel,
  BookingCancellationSection,
  BookingProposalNotice,
} from '../../amendments/public.ts';
import { BookingAnswerPanel } from '../components/booking-answer-panel.tsx';
import { WithdrawRequestButton } from '../components/booking-answer-withdraw.tsx';
import { BookingDecisionPanel, decidesOn } from '../components/booking-decision-panel.tsx';
import { BookingEditForm } from '../components/booking-edit-form.tsx';
import { BookingHistory } from '../components/booking-history.tsx';
import { BookingNextStep } from '../components/booking-next-step.tsx';
import { BookingSlotsTable } from '../components/booking-slots-table.tsx';
import { BookingStatusBadge } from '../components/booking-status-badge.tsx';
import { BookingSummary } from '../components/booking-summary.tsx';
import { RejectionNotice } from '../components/rejection-notice.tsx';
import { SlotPickerCalendar } from '../components/slot-picker-calendar.tsx';
import { showBookingUpdateError } from '../lib/booking-errors.ts';
import { byStartDate, currentSlotsOf } from '../lib/slot-selection.ts';
import { BookingAgreementPanel } from '../../agreements/public.ts';
import { useChosenSlots } from './use-chosen-slots.ts';
import { BOOKING_LOAD_FAILURE } from '@espaces/domain/messages';

const CALENDAR_ID = 'calendrier-de-la-reservation';
/** From to_review on, a booking has its agreement. */
const AGREEMENT_HOLDING_STATUSES: readonly Booking['status'][] = [
  'to_review',
  'validated',
  'finished',
];
/** A signed agreement's bookings may carry amendments, even once cancelled. */
const AMENDABLE_STATUSES: readonly Booking['status'][] = ['validated', 'finished', 'cancelled'];
const SLOTS_SECTION_ID = 'creneaux';
export const COUNTER_ANSWER_SENT = 'Votre demande modifiée a été renvoyée à l’établissement.';

/** /reservation/{id}: the booking, its decisions and answers. */
export function BookingPage() {
  const { id = '' } = useParams();
  const booking = useBooking(id);
  if (booking.isPending) return <PageLoader />;
  if (booking.isError) {
    return (
      <Page title="Réservation">
        <Text role="alert">{BOOKING_LOAD_FAILURE}</Text>
        <Anchor component={Link} to="/reservations/liste">
          Revenir à la liste des réservations
        </Anchor>
      </Page>
    );
  }
  return <LoadedBooking booking={booking.data} />;
}

/** The week shown first: the first slot still to come, else the last one. */
function firstDayOf(booking: Booking): string | undefined {
  const slots = [...booking.bookingSlots].sort(byStartDate);
  const now = Date.now();
  return (slots.find((slot) => Date.parse(slot.endDate) > now) ?? slots.at(-1))?.startDate;
}

function LoadedBooking({ booking }: { booking: Booking }) {
  const saved = useBookingSaved();
  const user = useCurrentUser();
  const reader = user !== null && isOrganizationUser(user) ? 'organization' : 'staff';
  const [calendarShown, setCalendarShown] = useState(false);
  // « Modifier ma demande » unfolds the edit form of a pending booking; sending closes it.
  const [answerEditOpen, setAnswerEditOpen] = useState(false);
  const slotsHeading = useRef<HTMLHeadingElement>(null);
  // The organisation answers a counter-proposal (pending) it may accept.
  const answering = booking.status === 'pending' && booking._abilities.accept;
  const editingAnswer = answering && answerEditOpen;
  // The organisation edits while its request is new, or as its answer
  // (docs/bookings.md#lifecycle).
  const editable = booking._abilities.edit && (booking.status === 'new' || editingAnswer);
  const chosen = useChosenSlots(currentSlotsOf(booking));
  const { reset } = chosen;
  useEffect(() => reset(currentSlotsOf(booking)), [booking, reset]);
  // The form opens further down the page: take the reader there.
  useEffect(() => {
    if (editingAnswer) slotsHeading.current?.focus();
  }, [editingAnswer]);
  const prices = useMemo(
    () => ({
      rentPriceCents: eurosToCents(booking.rentPrice),
      cleaningPriceCents: eurosToCents(booking.cleaningPrice),
    }),
    [booking.rentPrice, booking.cleaningPrice],
  );

  const edit = useMutation({
    // The organisation's own edit of a proposal makes it a new request again.
    mutationFn: (update: BookingUpdate) =>
      updateBooking(booking.id, editingAnswer ? { ...update, status: 'new' } : update),
    onSuccess: async (updated) => {
      toast({ message: editingAnswer ? COUNTER_ANSWER_SENT : CHANGES_SAVED });
      setAnswerEditOpen(false);
      await saved(updated);
    },
    onError: showBookingUpdateError,
  });

  const calendarSlots = editable ? chosen.slots : currentSlotsOf(booking);
  const withdrawAction = booking._abilities.withdraw && <WithdrawRequestButton booking={booking} />;

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
      {booking.status === 'rejected' && <RejectionNotice reason={booking.rejectionReason} />}
      <BookingNextStep booking={booking} reader={reader} />
      {decidesOn(booking) && <BookingDecisionPanel booking={booking} />}
      {answering ? (
        <BookingAnswerPanel
          booking={booking}
          editing={editingAnswer}
          onEditToggle={() => setAnswerEditOpen((open) => !open)}
          editSectionId={SLOTS_SECTION_ID}
          withdrawAction={withdrawAction}
        />
      ) : (
        withdrawAction && <Group>{withdrawAction}</Group>
      )}

      <Stack gap="sm" component="section" aria-labelledby="details-titre">
        <Title order={2} size="h3" id="details-titre">
          Détails
        </Title>
        <BookingSummary booking={booking} />
      </Stack>

      {AGREEMENT_HOLDING_STATUSES.includes(booking.status) && (
        <BookingAgreementPanel bookingId={booking.id} />
      )}
      {booking.status === 'validated' && <BookingProposalNotice booking={booking} />}
      {AMENDABLE_STATUSES.includes(booking.status) && (
        <BookingAmendmentsPanel bookingId={booking.id} />
      )}
      {booking._abilities.cancel && <BookingCancellationSection booking={booking} />}

      <Stack gap="sm" component="section" aria-labelledby="creneaux-titre" id={SLOTS_SECTION_ID}>
        <Title order={2} size="h3" id="creneaux-titre" ref={slotsHeading} tabIndex={-1}>
          Créneaux
        </Title>
        {editingAnswer && (
          <Text>
            Modifiez les créneaux, l’activité ou le nombre de participants&nbsp;: en enregistrant,
            vous renvoyez votre demande à l’établissement à la place de sa proposition.
          </Text>
        )}
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
