import type { BookingHistoryEvent } from '@espaces/domain/api/bookings';
import {
  describeBookingChanges,
  type BookingChanges,
} from '@espaces/domain/booking/booking-changes';
import { historyActionLabel } from '@espaces/domain/booking/booking-labels';
import { formatDateTime } from '@espaces/domain/locale/format';
import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { BookingStatusBadge } from './booking-status-badge.tsx';

/** What an event changed, one line each; « — » when it changed nothing worth telling. */
function ChangesCell({ changes }: { changes: BookingHistoryEvent['changes'] }) {
  // The history keeps `changes` loosely typed; its shape is the domain's BookingChanges.
  const lines = describeBookingChanges(changes as BookingChanges | null);
  if (lines.length === 0) return '—';
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The status the event moved the booking to; « — » when it stayed where it was. */
type Status = BookingHistoryEvent['toStatus'];

function StatusCell({ from, to }: { from: Status; to: Status }) {
  if (to === null || from === to) return '—';
  return (
    <Group gap={6} wrap="nowrap">
      {from && <BookingStatusBadge status={from} />}
      {from && (
        <Text span>
          <span aria-hidden>→</span>
          <VisuallyHidden>vers</VisuallyHidden>
        </Text>
      )}
      <BookingStatusBadge status={to} />
    </Group>
  );
}

/**
 * The history of a booking (who, when, what, from which status to which, and what changed;
 * docs/bookings.md#references-and-history).
 */
export function BookingHistory({ events }: { events: readonly BookingHistoryEvent[] }) {
  if (events.length === 0) return <Text c="dimmed">Aucun événement pour le moment.</Text>;
  const ordered = [...events].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Historique de la réservation">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Par</Table.Th>
            <Table.Th scope="col">Événement</Table.Th>
            <Table.Th scope="col">Statut</Table.Th>
            <Table.Th scope="col">Détails</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((event, index) => (
            <Table.Tr key={`${event.occurredAt}-${index}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(event.occurredAt)}
              </Table.Td>
              <Table.Td>
                {event.actor ? `${event.actor.firstName} ${event.actor.lastName}` : 'Le service'}
              </Table.Td>
              <Table.Td>{historyActionLabel(event.action)}</Table.Td>
              <Table.Td>
                <StatusCell from={event.fromStatus} to={event.toStatus} />
              </Table.Td>
              <Table.Td>
                <ChangesCell changes={event.changes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
