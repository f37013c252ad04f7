import type { AmendmentDraftInput } from '@espaces/domain/api/amendments';
import type { Booking } from '@espaces/domain/api/bookings';
import { typedPrice } from '@espaces/domain/booking/proposed-price';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { CounterProposalPrices, ProposalSlots, useProposalEditor } from '../../bookings/public.ts';
import { AmendmentLiveTotal } from './amendment-live-total.tsx';

/** Where the preview of a change is shown; the draft travels in the navigation state. */
export function amendmentChangePreviewPath(bookingId: string): string {
  return `/reservation/${bookingId}/avenant/previsualiser`;
}

export interface AmendmentChangeState {
  draft: AmendmentDraftInput;
}

/**
 * On /reservation/{id}/avenant: staff or central propose slots added or moved (for a yearly
 * booking, by another weekly query: marked « Modifié », docs/bookings.md#yearly-bookings), or other
 * prices. The change waits for the organisation's consent; the preview comes first.
 */
export function AmendmentChangeForm({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const editor = useProposalEditor(booking);
  const { form, query, weekly, proposal, prices, queryReady } = editor;
  const now = useMemo(() => new Date(), []);
  const draft = useMemo(
    () => ({ slots: proposal.slots, query, ...prices }),
    [proposal.slots, query, prices],
  );

  const submit = form.onSubmit((values) => {
    if (!queryReady()) return;
    // Prices go as numbers (docs/messages.md#violations), otherwise null (the booking's own are
    // then kept).
    const draft: AmendmentDraftInput = {
      timeSlotsToCancel: [],
      bookingSlots: proposal.slots.map(({ startDate, endDate }) => ({ startDate, endDate })),
      proposedRentPrice: typedPrice(values.rentPrice),
      proposedCleaningPrice: typedPrice(values.cleaningPrice),
      ...(query ? { query } : {}),
    };
    const state: AmendmentChangeState = { draft };
    void navigate(amendmentChangePreviewPath(booking.id), { state });
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="modification-titre">
      <Title order={2} size="h3" id="modification-titre">
        Modifier la réservation
      </Title>
      <Text>
        Ajouter des créneaux, changer le jour et les heures ou les tarifs demande l’accord de
        l’organisation&nbsp;: l’avenant lui est proposé et ne prend effet que lorsqu’elle l’accepte.
      </Text>
      <ProposalSlots booking={booking} editor={editor} />
      <form onSubmit={submit} noValidate aria-label="Modification de la réservation">
        <Stack gap="md">
          <CounterProposalPrices
            rentPrice={form.getInputProps('rentPrice')}
            cleaningPrice={form.getInputProps('cleaningPrice')}
            current={booking}
          />
          <AmendmentLiveTotal booking={booking} draft={draft} now={now} />
          <Group justify="flex-end">
            <Button type="submit" disabled={weekly.computing}>
              Prévisualiser la modification
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
