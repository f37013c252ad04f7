import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { AmendmentProposal } from '@espaces/domain/api/amendments';
import type { Booking } from '@espaces/domain/api/bookings';
import { formatDate, formatEuros } from '@espaces/domain/locale/format';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../../ui/confirm.tsx';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import {
  acceptAmendmentProposal,
  refuseAmendmentProposal,
  useAmendmentProposals,
  useSlotsCancelled,
} from '../api/amendment-api.ts';
import { AmendmentChangeSummary } from '../components/amendment-change-summary.tsx';
import { WithBooking } from '../components/amendment-frame.tsx';
import { BookingAmendmentsPanel } from '../components/booking-amendments-panel.tsx';
import { BackToBooking, CounterProposalHeading } from '../../bookings/public.ts';
import { showBookingUpdateError } from '../../bookings/public.ts';

export const NO_AMENDMENT_TO_ACCEPT = 'Aucun avenant n’attend votre accord.';

/**
 * /reservation/{id}/avenant/valider (auth-amendment-validate): the organisation reads
 * the amendment proposed by the facility and accepts it (it then takes effect and is issued) or
 * refuses it (nothing changes), each after a confirmation; then the amendments issued.
 */
export function AmendmentValidationPage() {
  return (
    <WithBooking title="Valider l’avenant">
      {(booking) => (
        <Page title={`Valider l’avenant ${booking.reference}`}>
          <CounterProposalHeading booking={booking} />
          <PendingProposal booking={booking} />
          <BookingAmendmentsPanel bookingId={booking.id} />
          <BackToBooking id={booking.id} />
        </Page>
      )}
    </WithBooking>
  );
}

function PendingProposal({ booking }: { booking: Booking }) {
  const proposals = useAmendmentProposals(booking.id);
  if (proposals.isPending) return <Text c="dimmed">Chargement de l’avenant proposé…</Text>;
  if (proposals.isError) {
    return <Text role="alert">L’avenant proposé n’a pas pu être chargé.</Text>;
  }
  const pending = proposals.data.find((proposal) => proposal.status === 'pending');
  if (!pending) return <Text>{NO_AMENDMENT_TO_ACCEPT}</Text>;
  return <ProposalAnswer booking={booking} proposal={pending} />;
}

function ProposalAnswer({ booking, proposal }: { booking: Booking; proposal: AmendmentProposal }) {
  const navigate = useNavigate();
  const changed = useSlotsCancelled();
  const [refusalReason, setRefusalReason] = useState('');
  const done = async (message: string) => {
    toast({ message, type: 'success' });
    await changed(booking.id);
    await navigate(`/reservation/${booking.id}`);
  };
  const accept = useMutation({
    mutationFn: () => acceptAmendmentProposal(proposal.id),
    onSuccess: () => done(AMENDMENT_MESSAGES.proposalAccepted),
    onError: showBookingUpdateError,
  });
  const refuse = useMutation({
    mutationFn: () => refuseAmendmentProposal(proposal.id, refusalReason),
    onSuccess: () => done(AMENDMENT_MESSAGES.proposalRefused),
    onError: showBookingUpdateError,
  });
  const askAccept = async () => {
    const confirmed = await confirm({
      title: 'Accepter l’avenant',
      message:
        'La réservation sera modifiée comme l’avenant l’indique et l’avenant sera joint à la convention. Cette action est définitive.',
      confirmLabel: 'Accepter l’avenant',
      cancelLabel: 'Revenir',
    });
    if (confirmed) accept.mutate();
  };
  const askRefuse = async () => {
    const confirmed = await confirm({
      title: 'Refuser l’avenant',
      message: 'La réservation restera inchangée et l’établissement en sera informé.',
      confirmLabel: 'Refuser l’avenant',
      cancelLabel: 'Revenir',
      danger: true,
    });
    if (confirmed) refuse.mutate();
  };

  return (
    <Stack gap="md">
      <Text>
        L’établissement vous propose cet avenant le {formatDate(proposal.proposedAt)}&nbsp;: il ne
        prendra effet que si vous l’acceptez.
      </Text>
      {proposal.reason && <Text>Motif&nbsp;: {proposal.reason}</Text>}
      {proposal.counterPart && <Text>Contrepartie&nbsp;: {proposal.counterPart}</Text>}
      <AmendmentChangeSummary content={proposal} />
      <Textarea
        label="Motif du refus (facultatif)"
        value={refusalReason}
        onChange={(e) => setRefusalReason(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
      />
      {/* The totals again beside the buttons: what accepting changes to the amount due. */}
      <Text fw={600}>
        Montant dû&nbsp;: {formatEuros(proposal.totalBefore)} avant l’avenant →{' '}
        {formatEuros(proposal.totalAfter)} après
      </Text>
      <Group>
        <Button loading={accept.isPending} onClick={() => void askAccept()}>
          Accepter l’avenant
        </Button>
        <Button
          variant="default"
          color="red"
          loading={refuse.isPending}
          onClick={() => void askRefuse()}
        >
          Refuser l’avenant
        </Button>
      </Group>
    </Stack>
  );
}
