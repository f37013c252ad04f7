import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { AmendmentPreview } from '@espaces/domain/api/amendments';
import type { Booking } from '@espaces/domain/api/bookings';
import { formatDate, formatEuros, formatTimeRange } from '@espaces/domain/locale/format';
import { Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { violationsOf } from '../../../api/errors.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import { createAmendment, previewAmendment, useSlotsCancelled } from '../api/amendment-api.ts';
import { NotCancelable, WithBooking } from '../components/amendment-frame.tsx';
import { BackToBooking, CounterProposalHeading } from '../components/counter-proposal-notices.tsx';
import { showBookingUpdateError } from '../lib/booking-errors.ts';

/** SPEC §2 /reservation/{id}/avenant/previsualiser: the amendment before it is issued. */
export function AmendmentPreviewPage() {
  return (
    <WithBooking title="Aperçu de l’avenant">
      {(booking) =>
        booking._abilities.cancel ? (
          <PreviewOf booking={booking} />
        ) : (
          <NotCancelable booking={booking} title="Aperçu de l’avenant" />
        )
      }
    </WithBooking>
  );
}

function PreviewOf({ booking }: { booking: Booking }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cancelled = useSlotsCancelled();
  const [reason, setReason] = useState('');
  const [counterPart, setCounterPart] = useState('');
  const slotIris = (params.get('creneaux') ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => `/api/booking_slots/${id}`);
  const draft = {
    reason,
    counterPart,
    timeSlotsToCancel: slotIris,
    proposedRentPrice: null,
    proposedCleaningPrice: null,
  };
  const preview = useQuery({
    queryKey: ['bookings', 'detail', booking.id, 'amendment-preview', slotIris],
    queryFn: () => previewAmendment(booking.id, { ...draft, reason: '', counterPart: '' }),
    enabled: slotIris.length > 0,
    retry: false,
  });
  const issue = useMutation({
    mutationFn: () => createAmendment(booking.id, draft),
    onSuccess: async () => {
      toast({ message: AMENDMENT_MESSAGES.cancelledByFacility, type: 'success' });
      await cancelled(booking.id);
      await navigate(`/reservation/${booking.id}`);
    },
    onError: showBookingUpdateError,
  });
  const askIssue = async (content: AmendmentPreview): Promise<void> => {
    const confirmed = await confirm({
      title: `Émettre l’${content.title}`,
      message: `${content.cancelledSlots.length} créneau${content.cancelledSlots.length > 1 ? 'x seront annulés' : ' sera annulé'} et l’avenant joint à la convention. Cette action est définitive.`,
      confirmLabel: 'Émettre l’avenant',
      cancelLabel: 'Revenir',
      danger: true,
    });
    if (confirmed) issue.mutate();
  };

  return (
    <Page title={`Aperçu de l’avenant ${booking.reference}`}>
      <CounterProposalHeading booking={booking} />
      {slotIris.length === 0 ? (
        <Text role="alert">{AMENDMENT_MESSAGES.slotsToCancelRequired}</Text>
      ) : preview.isPending ? (
        <Text c="dimmed">Préparation de l’aperçu…</Text>
      ) : preview.isError ? (
        <Stack gap={4} role="alert">
          {(violationsOf(preview.error) ?? [{ message: 'L’aperçu n’a pas pu être préparé.' }]).map(
            (violation) => (
              <Text key={violation.message}>{violation.message}</Text>
            ),
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <PreviewContent content={preview.data} />
          <Textarea
            label="Motif"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Textarea
            label="Contrepartie"
            value={counterPart}
            onChange={(e) => setCounterPart(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group>
            <Button
              color="red"
              loading={issue.isPending}
              onClick={() => void askIssue(preview.data)}
            >
              Émettre l’avenant
            </Button>
          </Group>
        </Stack>
      )}
      <BackToBooking id={booking.id} />
    </Page>
  );
}

function PreviewContent({ content }: { content: AmendmentPreview }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="apercu-titre">
      <Title order={2} size="h3" id="apercu-titre">
        {content.title}
      </Title>
      <Table striped aria-label="Créneaux annulés par l’avenant">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Horaires</Table.Th>
            <Table.Th scope="col">Prix</Table.Th>
            <Table.Th scope="col">Reste dû</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {content.cancelledSlots.map((slot) => (
            <Table.Tr key={slot.startDate}>
              <Table.Td>{formatDate(slot.startDate)}</Table.Td>
              <Table.Td>{formatTimeRange(slot.startDate, slot.endDate)}</Table.Td>
              <Table.Td>{formatEuros(slot.price)}</Table.Td>
              <Table.Td>{formatEuros(slot.due)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={500}>
        Montant dû&nbsp;: {formatEuros(content.totalBefore)} → {formatEuros(content.totalAfter)}
      </Text>
      {content.cancelsBooking && (
        <Text>Plus aucun créneau ne restera&nbsp;: la réservation sera annulée.</Text>
      )}
    </Stack>
  );
}
