import type { Booking } from '@espaces/domain/api/bookings';
import { formatDate, formatEuros, formatTimeRange } from '@espaces/domain/locale/format';
import { Badge, Group, Table, Text } from '@mantine/core';
import { byStartDate } from '../lib/slot-selection.ts';
import { slotFlagLabels } from '../lib/slot-flags.ts';

/** Every slot of a booking with its price and flags, then the total. */
export function BookingSlotsTable({ booking }: { booking: Booking }) {
  const slots = [...booking.bookingSlots].sort(byStartDate);
  if (slots.length === 0) return <Text c="dimmed">Aucun créneau.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Créneaux de la réservation">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Horaires</Table.Th>
            <Table.Th scope="col" ta="right">
              Prix
            </Table.Th>
            <Table.Th scope="col">État</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => {
            const struck = slot.cancelled ? 'line-through' : undefined;
            return (
              <Table.Tr key={slot.id}>
                <Table.Td td={struck}>{formatDate(slot.startDate)}</Table.Td>
                <Table.Td td={struck}>{formatTimeRange(slot.startDate, slot.endDate)}</Table.Td>
                <Table.Td td={struck} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatEuros(slot.price)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {slotFlagLabels(slot).map((flag) => (
                      <Badge key={flag} color="gray" variant="outline">
                        {flag}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              Total
            </Table.Th>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatEuros(booking.totalPrice)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
