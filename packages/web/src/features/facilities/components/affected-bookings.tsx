import type { AffectedBooking } from '@espaces/domain/api/closures';
import { formatDate, formatTimeRange } from '@espaces/domain/locale/format';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The bookings with slots on the closed days. The closure never cancels them:
 * a validated booking is cancelled through an amendment (/reservation/{id}/avenant), the
 * others are refused or counter-proposed from their page.
 */
export function AffectedBookings({ bookings }: { bookings: readonly AffectedBooking[] }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {
          'La fermeture ne les annule pas\u00a0: annulez leurs créneaux par avenant, ou refusez les demandes en cours depuis leur page.'
        }
      </Text>
      <List spacing="sm" listStyleType="none" p={0} aria-label="Réservations concernées">
        {bookings.map((booking) => (
          <List.Item key={booking.id}>
            <Stack gap={2}>
              <Text fw={500}>
                {booking.reference} · {booking.organization.name} · {booking.place.name}
              </Text>
              <Text size="sm">
                {booking.closedSlots
                  .map(
                    (slot) =>
                      `${formatDate(slot.startDate)} ${formatTimeRange(slot.startDate, slot.endDate)}`,
                  )
                  .join(', ')}
              </Text>
              {booking.status === 'validated' ? (
                <Anchor component={Link} to={`/reservation/${booking.id}/avenant`}>
                  Annuler ces créneaux par avenant ({booking.reference})
                </Anchor>
              ) : (
                <Anchor component={Link} to={`/reservation/${booking.id}`}>
                  Voir la réservation {booking.reference}
                </Anchor>
              )}
            </Stack>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
