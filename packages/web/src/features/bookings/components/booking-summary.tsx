import type { Booking } from '@espaces/domain/api/bookings';
import { formatCount, formatDateTime, formatEuros } from '@espaces/domain/locale/format';
import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describeWeeklyQuery, PURPOSE_TYPE_LABELS } from '@espaces/domain/booking/booking-labels';

/**
 * What was asked, by whom, where, and at which prices (docs/bookings.md#references-and-history).
 */
export function BookingSummary({ booking }: { booking: Booking }) {
  const { place, createdBy } = booking;
  const rows = [
    [
      'Espace',
      <Anchor component={Link} to={`/espace/${place.id}`} key="espace">
        {place.name}
      </Anchor>,
    ],
    ['Établissement', `${place.facility.name}, ${place.facility.city}`],
    [
      'Organisation',
      <Anchor component={Link} to={`/organisation/${createdBy.organization.id}`} key="organisation">
        {createdBy.organization.name}
      </Anchor>,
    ],
    [
      'Demandée par',
      `${createdBy.firstName} ${createdBy.lastName}, le ${formatDateTime(booking.createdAt)}`,
    ],
    [
      'Type',
      booking.query
        ? `${PURPOSE_TYPE_LABELS[booking.purposeType]} · ${describeWeeklyQuery(booking.query)}`
        : PURPOSE_TYPE_LABELS[booking.purposeType],
    ],
    ['Activité prévue', booking.activity],
    [
      'Nombre de participants',
      booking.expectedAttendance === null
        ? 'Non renseigné'
        : formatCount(booking.expectedAttendance),
    ],
    ['Tarif horaire', formatEuros(booking.rentPrice)],
    ['Forfait ménage par créneau', formatEuros(booking.cleaningPrice)],
    ['Total', formatEuros(booking.totalPrice)],
    ...(booking.bookingSlots.some((slot) => slot.cancelled)
      ? [['Montant dû (conditions d’annulation comprises)', formatEuros(booking.amountDue)]]
      : []),
  ] as [string, ReactNode][];
  return (
    <Table variant="vertical" withTableBorder aria-label="Détails de la réservation">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={220}>
              {label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-line' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
