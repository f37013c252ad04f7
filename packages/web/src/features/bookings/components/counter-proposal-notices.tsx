import type { Booking } from '@espaces/domain/api/bookings';
import { BOOKING_STATUS_LABELS } from '@espaces/domain/booking/booking-labels';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { BookingStatusBadge } from './booking-status-badge.tsx';

export const NOT_COUNTER_PROPOSABLE =
  'Cette demande ne peut pas faire l’objet d’une contre-proposition.';

export function BackToBooking({ id }: { id: string }) {
  return (
    <Anchor component={Link} to={`/reservation/${id}`}>
      Revenir à la réservation
    </Anchor>
  );
}

// Beside the title rather than as the Page lead: the lead is a <p>, the badge a <div>.
export function CounterProposalHeading({ booking }: { booking: Booking }) {
  return (
    <Group gap="sm">
      <BookingStatusBadge status={booking.status} size="lg" />
      <Text size="lg">
        {booking.place.name} · {booking.place.facility.name}
      </Text>
    </Group>
  );
}

/** Only a new request gets a counter-proposal, from its validators. */
export function NotCounterProposable({ booking }: { booking: Booking }) {
  return (
    <Page title={`Contre-proposition ${booking.reference}`}>
      <CounterProposalHeading booking={booking} />
      <Stack gap="xs">
        <Text role="alert">{NOT_COUNTER_PROPOSABLE}</Text>
        <Text>{`Statut de la demande\u00a0: ${BOOKING_STATUS_LABELS[booking.status]}.`}</Text>
      </Stack>
      <BackToBooking id={booking.id} />
    </Page>
  );
}
