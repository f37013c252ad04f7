import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { AmendmentDraftInput, AmendmentPreview } from '@espaces/domain/api/amendments';
import type { Booking } from '@espaces/domain/api/bookings';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { bookingKeys } from '../../../api/bookings.ts';
import { violationsOf } from '../../../api/errors.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import { createAmendment, previewAmendment, useSlotsCancelled } from '../api/amendment-api.ts';
import type { AmendmentChangeState } from '../components/amendment-change-form.tsx';
import { AmendmentChangeSummary } from '../components/amendment-change-summary.tsx';
import { NotCancelable, WithBooking } from '../components/amendment-frame.tsx';
import { BackToBooking, CounterProposalHeading } from '../../bookings/public.ts';
import { showBookingUpdateError } from '../../bookings/public.ts';
import { countOf, plural } from '@espaces/domain/locale/french';
import { SLOT_NOUN } from '@espaces/domain/booking/booking-labels';

/** /reservation/{id}/avenant/previsualiser: the amendment before it is issued. */
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

/** The draft to preview: a change from the creation form, or the slots to cancel in the URL. */
function useDraftToPreview(): AmendmentDraftInput | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const change = (location.state as AmendmentChangeState | null)?.draft;
  const slotIris = (params.get('creneaux') ?? '')
    .split(',')
    .filter(Boolean)
    .map((id) => `/api/booking_slots/${id}`);
  if (change) return change;
  if (slotIris.length === 0) return null;
  return { timeSlotsToCancel: slotIris, proposedRentPrice: null, proposedCleaningPrice: null };
}

function PreviewOf({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const cancelled = useSlotsCancelled();
  const [reason, setReason] = useState('');
  const [counterPart, setCounterPart] = useState('');
  const draft = useDraftToPreview();
  const preview = useQuery({
    queryKey: bookingKeys.amendmentPreview(booking.id, draft),
    queryFn: () => previewAmendment(booking.id, draft!),
    enabled: draft !== null,
    retry: false,
  });
  const issue = useMutation({
    mutationFn: () => createAmendment(booking.id, { ...draft!, reason, counterPart }),
    onSuccess: async (created) => {
      const proposed = created['@type'] === 'AmendmentProposal';
      toast({
        message: proposed
          ? AMENDMENT_MESSAGES.proposalSent
          : AMENDMENT_MESSAGES.cancelledByFacility,
        type: 'success',
      });
      await cancelled(booking.id);
      await navigate(`/reservation/${booking.id}`);
    },
    onError: showBookingUpdateError,
  });
  const askIssue = async (content: AmendmentPreview): Promise<void> => {
    const count = content.cancelledSlots.length;
    const confirmed = await confirm(
      content.needsAcceptance
        ? {
            title: `Proposer l’${content.title}`,
            message:
              'L’avenant sera envoyé à l’organisation\u00a0: la réservation ne changera que lorsqu’elle l’aura accepté.',
            confirmLabel: 'Envoyer l’avenant',
            cancelLabel: 'Revenir',
          }
        : {
            title: `Émettre l’${content.title}`,
            message: `${countOf(count, SLOT_NOUN)} ${plural(count, { one: 'sera annulé', other: 'seront annulés' })} et l’avenant joint à la convention. Cette action est définitive.`,
            confirmLabel: 'Émettre l’avenant',
            cancelLabel: 'Revenir',
            danger: true,
          },
    );
    if (confirmed) issue.mutate();
  };

  return (
    <Page title={`Aperçu de l’avenant ${booking.reference}`}>
      <CounterProposalHeading booking={booking} />
      {draft === null ? (
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
          <AmendmentChangeSummary content={preview.data} />
          {preview.data.needsAcceptance && (
            <Text>{'Cet avenant ne prendra effet que lorsque l’organisation l’aura accepté.'}</Text>
          )}
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
              color={preview.data.needsAcceptance ? undefined : 'red'}
              loading={issue.isPending}
              onClick={() => void askIssue(preview.data)}
            >
              {preview.data.needsAcceptance
                ? 'Envoyer l’avenant à l’organisation'
                : 'Émettre l’avenant'}
            </Button>
          </Group>
        </Stack>
      )}
      <BackToBooking id={booking.id} />
    </Page>
  );
}
