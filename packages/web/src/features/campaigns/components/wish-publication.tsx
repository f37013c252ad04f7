import type { Wish, WishPublicationState } from '@espaces/domain/api/campaigns';
import {
  CAMPAIGN_SCREEN_MESSAGES,
  OFFER_STATUS_LABELS,
  WISH_PUBLICATION_LABELS,
} from '@espaces/domain/campaign/campaign-screen-messages';
import type { WishPublication as PublicationStatus } from '@espaces/domain/campaign/publication';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { violationsOf } from '../../../api/errors.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { acceptOffer, declineOffer } from '../api/campaign-api.ts';
import { weeklySlotLabel } from '../lib/campaign-labels.ts';

const STATUS_COLORS: Record<PublicationStatus, string> = {
  booked: 'teal',
  offered: 'blue',
  waiting: 'yellow',
  closed: 'gray',
};

type Offer = NonNullable<WishPublicationState['offer']>;

/** « Mardi 19:00–21:00, Gymnase B » */
const placementLabel = (placement: Offer['placement']) =>
  `${weeklySlotLabel(placement)}, ${placement.place.name}`;

/** The offer's answer: accept (an approved yearly booking) or decline (the wish closes). */
function OfferAnswer({ wish, offer, onAnswered }: OfferAnswerProps) {
  const [refused, setRefused] = useState<string[]>([]);
  const answering = useMutation({
    mutationFn: (accept: boolean) => (accept ? acceptOffer(wish.id) : declineOffer(wish.id)),
    onMutate: () => setRefused([]),
    onSuccess: async (_answered, accept) => {
      briefSuccess(
        accept ? CAMPAIGN_SCREEN_MESSAGES.offerAccepted : CAMPAIGN_SCREEN_MESSAGES.offerDeclined,
      );
      await onAnswered();
    },
    onError: (error) => {
      // A slot taken meanwhile or a passed deadline: told beside the offer, which stays.
      const messages = (violationsOf(error) ?? []).map((violation) => violation.message);
      if (messages.length > 0) setRefused(messages);
      else handleApiError(error);
    },
  });
  const slot = placementLabel(offer.placement);
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          size="xs"
          loading={answering.isPending && answering.variables}
          disabled={answering.isPending}
          onClick={async () => {
            const confirmed = await confirm({
              title: 'Accepter la proposition\u00a0?',
              message: `${slot}\u00a0: une réservation à l’année approuvée est créée pour votre organisation.`,
              confirmLabel: 'Accepter la proposition',
            });
            if (confirmed) answering.mutate(true);
          }}
        >
          Accepter la proposition
        </Button>
        <Button
          size="xs"
          variant="default"
          color="red"
          loading={answering.isPending && !answering.variables}
          disabled={answering.isPending}
          onClick={async () => {
            const confirmed = await confirm({
              title: 'Refuser la proposition\u00a0?',
              message: `${slot}\u00a0: le vœu est clos et ne garde pas de place sur la liste d’attente.`,
              confirmLabel: 'Refuser la proposition',
              danger: true,
            });
            if (confirmed) answering.mutate(false);
          }}
        >
          Refuser
        </Button>
      </Group>
      {refused.map((message) => (
        <Text key={message} size="sm" c="red" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

interface OfferAnswerProps {
  wish: Pick<Wish, 'id'>;
  offer: Offer;
  onAnswered: () => Promise<unknown>;
}

/**
 * What became of a published wish (docs/campaigns.md#wishes-after-publication): its booking,
 * the slot offered to accept or decline before its deadline, its rank on the waiting list, or
 * why it is closed, with the explanation.
 */
export function WishPublication({
  wish,
  publication,
  onAnswered,
}: {
  wish: Pick<Wish, 'id' | 'rank'>;
  publication: WishPublicationState;
  onAnswered: () => Promise<unknown>;
}) {
  const { status, offer } = publication;
  const title =
    status === 'waiting' && publication.waitingRank !== null
      ? CAMPAIGN_SCREEN_MESSAGES.waitingRank(publication.waitingRank)
      : WISH_PUBLICATION_LABELS[status];
  return (
    // The alert's title names it (aria-labelledby): the group names the wish it tells about.
    <div role="group" aria-label={`Résultat du vœu ${wish.rank}`}>
      <Alert color={STATUS_COLORS[status]} variant="light" p="xs" role="note" title={title}>
        <Stack gap={4}>
          <Text size="sm">{publication.explanation}</Text>
          {status === 'booked' && publication.bookingId !== null && (
            <Anchor component={Link} to={`/reservation/${publication.bookingId}`} size="sm">
              Voir la réservation à l’année
            </Anchor>
          )}
          {offer !== null && status === 'offered' && (
            <>
              <Text size="sm" fw={500}>
                {`Créneau proposé\u00a0: ${placementLabel(offer.placement)}`}
              </Text>
              <Text size="sm">{CAMPAIGN_SCREEN_MESSAGES.offerDeadline(offer.deadline)}</Text>
              {offer.answerable && (
                <OfferAnswer wish={wish} offer={offer} onAnswered={onAnswered} />
              )}
            </>
          )}
          {offer !== null && status !== 'offered' && (
            <Text size="sm">{`${OFFER_STATUS_LABELS[offer.status]}\u00a0: ${placementLabel(offer.placement)}`}</Text>
          )}
        </Stack>
      </Alert>
    </div>
  );
}
