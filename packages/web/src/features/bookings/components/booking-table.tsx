import type { Booking } from '@espaces/domain/api/bookings';
import { isInProgress } from '@espaces/domain/booking/booking-statuses';
import { formatDate, formatTime } from '@espaces/domain/locale/format';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { byStartDate } from '../lib/slot-selection.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

function firstSlotLabel(booking: Booking): string {
  const first = [...booking.bookingSlots].sort(byStartDate)[0];
  return first ? `${formatDate(first.startDate)} ${formatTime(first.startDate)}` : '—';
}

/**
 * A booking waiting for a decision stands out by a word first (colour is never
 * the only signal), then by a pale row; both keep a 4.5:1 contrast (white on regionBlue 8 is
 * 10:1, every text on yellow 0 above 7:1).
 */
const TO_DECIDE_ROW = {
  backgroundColor: 'var(--mantine-color-yellow-0)',
  boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)',
};

/**
 * One row per booking; staff also see the organisation, and those who decide
 * see the bookings in progress marked « À traiter ».
 */
export function BookingTable({
  bookings,
  showOrganization,
  markInProgress,
}: {
  bookings: Booking[];
  showOrganization: boolean;
  markInProgress: boolean;
}) {
  const toDecide = (booking: Booking) => markInProgress && isInProgress(booking.status);
  return (
    <>
      {markInProgress && bookings.some(toDecide) && (
        <Text size="sm" mb="xs">
          Les demandes nouvelles ou en contre-proposition sont marquées «&nbsp;À traiter&nbsp;».
        </Text>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Référence</Table.Th>
              <Table.Th scope="col">Espace</Table.Th>
              <Table.Th scope="col">Établissement</Table.Th>
              {showOrganization && <Table.Th scope="col">Organisation</Table.Th>}
              <Table.Th scope="col">Première date</Table.Th>
              <Table.Th scope="col" ta="right">
                Créneaux
              </Table.Th>
              <Table.Th scope="col">Statut</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bookings.map((booking) => (
              <Table.Tr key={booking.id} style={toDecide(booking) ? TO_DECIDE_ROW : undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={`/reservation/${booking.id}`}>
                      {booking.reference}
                    </Anchor>
                    {toDecide(booking) && (
                      <Badge
                        color="regionBlue.8"
                        variant="filled"
                        size="sm"
                        style={{ minWidth: 'max-content' }}
                      >
                        À traiter
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{booking.place.name}</Table.Td>
                <Table.Td>{booking.place.facility.name}</Table.Td>
                {showOrganization && <Table.Td>{booking.createdBy.organization.name}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{firstSlotLabel(booking)}</Table.Td>
                <Table.Td ta="right">
                  {booking.bookingSlots.filter((slot) => !slot.cancelled).length}
                </Table.Td>
                <Table.Td>
                  <BookingStatusBadge status={booking.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
