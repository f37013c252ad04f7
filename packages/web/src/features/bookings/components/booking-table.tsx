import type { Booking } from '@espaces/domain/api/bookings';
import { formatDate, formatTime } from '@espaces/domain/locale/format';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { byStartDate } from '../lib/slot-selection.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

function firstSlotLabel(booking: Booking): string {
  const first = [...booking.bookingSlots].sort(byStartDate)[0];
  return first ? `${formatDate(first.startDate)} ${formatTime(first.startDate)}` : '—';
}

/** Issue 5 item 5: one row per booking; staff also see the organisation. */
export function BookingTable({
  bookings,
  showOrganization,
}: {
  bookings: Booking[];
  showOrganization: boolean;
}) {
  return (
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
            <Table.Tr key={booking.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={`/reservation/${booking.id}`}>
                  {booking.reference}
                </Anchor>
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
  );
}
