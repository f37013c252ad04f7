import type { Booking, BookingHistoryEvent } from '@espaces/domain/api/bookings';
import {
  describeBookingChanges,
  type BookingChanges,
} from '@espaces/domain/booking/booking-changes';
import { bookingTotalCents } from '@espaces/domain/booking/booking-pricing';
import { eurosToCents, formatCents } from '@espaces/domain/locale/format';
import { Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { confirm } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import { updateBooking, useBookingSaved } from '../api/booking-api.ts';
import { showBookingUpdateError } from '../lib/booking-errors.ts';
import {
  OriginalRequest,
  termsOfBooking,
  termsOfOriginal,
  type RequestTerms,
} from './original-request.tsx';

export const COUNTER_PROPOSAL_ACCEPTED = 'Vous avez accepté la contre-proposition.';

/** The changes of the last counter-proposal, as its history event recorded them. */
function lastCounterProposal(history: readonly BookingHistoryEvent[] = []): string[] {
  const event = history
    .filter((candidate) => candidate.action === 'counter_propose')
    .sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt))
    .at(-1);
  // The history keeps `changes` loosely typed; its shape is the domain's BookingChanges.
  return describeBookingChanges(event?.changes as BookingChanges | null | undefined);
}

/** The amount of a request's slots at its own prices, in cents; null when its prices were not kept. */
function totalOf(terms: RequestTerms): number | null {
  if (terms.rentPrice === null || terms.cleaningPrice === null) return null;
  return bookingTotalCents(
    terms.slots,
    eurosToCents(terms.rentPrice),
    eurosToCents(terms.cleaningPrice),
  );
}

/** What accepting changes to the amount, read beside « Accepter » (docs/bookings.md prices). */
function AnswerTotals({ booking }: { booking: Booking }) {
  const before = booking.originalData ? totalOf(termsOfOriginal(booking.originalData)) : null;
  const after = totalOf(termsOfBooking(booking));
  if (after === null) return null;
  return (
    <Table variant="vertical" withTableBorder aria-label="Montants" maw={520}>
      <Table.Tbody>
        {before !== null && (
          <Table.Tr>
            <Table.Th scope="row">Montant de votre demande</Table.Th>
            <Table.Td ta="right">{formatCents(before)}</Table.Td>
          </Table.Tr>
        )}
        <Table.Tr>
          <Table.Th scope="row">Montant proposé</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatCents(after)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

interface BookingAnswerPanelProps {
  booking: Booking;
  /** Whether the edit form (in the slots section, `editSectionId`) is shown. */
  editing: boolean;
  onEditToggle: () => void;
  editSectionId: string;
  /** The page's « Retirer la demande » button, which also serves the new request. */
  withdrawAction: ReactNode;
}

/**
 * The organisation answers a counter-proposal (docs/bookings.md#lifecycle: pending → approved,
 * new or cancelled): it compares its first request with the establishment's proposal, then
 * accepts it, answers with its own edit or withdraws.
 */
export function BookingAnswerPanel({
  booking,
  editing,
  onEditToggle,
  editSectionId,
  withdrawAction,
}: BookingAnswerPanelProps) {
  const saved = useBookingSaved();
  const changes = lastCounterProposal(booking.history);
  const acceptance = useMutation({
    mutationFn: () => updateBooking(booking.id, { status: 'approved' }),
    onSuccess: async (updated) => {
      toast({ message: COUNTER_PROPOSAL_ACCEPTED });
      await saved(updated);
    },
    onError: showBookingUpdateError,
  });

  const askAcceptance = async (): Promise<void> => {
    const confirmed = await confirm({
      title: 'Accepter la contre-proposition',
      message: `La demande ${booking.reference} sera approuvée avec les créneaux et les tarifs proposés par l’établissement.`,
      confirmLabel: 'Accepter',
    });
    if (confirmed) acceptance.mutate();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="contre-proposition-titre">
      <Title order={2} size="h3" id="contre-proposition-titre">
        Contre-proposition de l’établissement
      </Title>
      <Text>
        L’établissement ne peut pas accepter votre demande telle quelle et vous propose d’autres
        conditions. Acceptez-les, modifiez votre demande (elle lui sera renvoyée) ou retirez-la.
      </Text>
      {changes.length > 0 && (
        <>
          <Title order={3} size="h4">
            Ce qui change
          </Title>
          <List>
            {changes.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </>
      )}
      {booking.originalData && (
        <OriginalRequest original={booking.originalData} booking={booking} />
      )}
      <AnswerTotals booking={booking} />
      <Group>
        <Button onClick={() => void askAcceptance()} loading={acceptance.isPending}>
          Accepter la contre-proposition
        </Button>
        {booking._abilities.edit && (
          <Button
            variant="default"
            aria-expanded={editing}
            aria-controls={editSectionId}
            onClick={onEditToggle}
          >
            Modifier ma demande
          </Button>
        )}
        {withdrawAction}
      </Group>
    </Stack>
  );
}
