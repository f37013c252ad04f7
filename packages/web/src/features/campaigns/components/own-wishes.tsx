import type { Campaign, Wish, WishInput } from '@espaces/domain/api/campaigns';
import {
  CAMPAIGN_SCREEN_MESSAGES,
  WISH_NOUN,
} from '@espaces/domain/campaign/campaign-screen-messages';
import { countOf } from '@espaces/domain/locale/french';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import {
  campaignKeys,
  editWish,
  fileWish,
  orderWishes,
  renewWishes,
  useOwnWishes,
  useScopePlaces,
  withdrawWish,
} from '../api/campaign-api.ts';
import { WishForm } from './wish-form.tsx';
import { WishList, wishPlaceLabel } from './wish-list.tsx';

/** The wish being written: a new one (null) or one of the list. */
type Editing = { wish: Wish | null } | null;

/**
 * The organisation's wishes in a campaign (docs/campaigns.md#wishes): while the window is open it
 * files, edits, reorders and withdraws them, and renews last year's weekly bookings in one click.
 */
export function OwnWishes({ campaign }: { campaign: Campaign }) {
  const client = useQueryClient();
  const editable = campaign._abilities.fileWishes;
  const wishes = useOwnWishes(campaign.id, true);
  const places = useScopePlaces(campaign.territory?.id ?? null, editable);
  const [editing, setEditing] = useState<Editing>(null);
  const list = wishes.data ?? [];
  const full = list.length >= campaign.wishesPerOrganization;

  const setWishes = (next: Wish[]) => client.setQueryData(campaignKeys.wishes(campaign.id), next);
  const refresh = () => client.invalidateQueries({ queryKey: campaignKeys.wishes(campaign.id) });

  const saving = useMutation({
    mutationFn: (input: WishInput) =>
      editing?.wish ? editWish(editing.wish.id, input) : fileWish(campaign.id, input),
    onSuccess: async () => {
      briefSuccess(
        editing?.wish ? CAMPAIGN_SCREEN_MESSAGES.wishSaved : CAMPAIGN_SCREEN_MESSAGES.wishFiled,
      );
      setEditing(null);
      await refresh();
    },
  });
  const ordering = useMutation({
    mutationFn: (order: Wish[]) => orderWishes(campaign.id, order),
    onMutate: (order) => setWishes(order.map((wish, index) => ({ ...wish, rank: index + 1 }))),
    onSuccess: setWishes,
    onError: async (error) => {
      handleApiError(error);
      await refresh();
    },
  });
  const withdrawing = useMutation({
    mutationFn: (wish: Wish) => withdrawWish(wish.id),
    onSuccess: async () => {
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.wishWithdrawn);
      await refresh();
    },
    onError: handleApiError,
  });
  const renewing = useMutation({
    mutationFn: () => renewWishes(campaign.id),
    onSuccess: (renewed) => {
      const added = renewed.length - list.length;
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.renewed(Math.max(0, added)));
      setWishes(renewed);
    },
    onError: handleApiError,
  });

  function move(wish: Wish, by: -1 | 1) {
    const from = list.findIndex((other) => other.id === wish.id);
    const order = [...list];
    order.splice(from, 1);
    order.splice(from + by, 0, wish);
    ordering.mutate(order);
  }

  async function withdraw(wish: Wish) {
    const confirmed = await confirm({
      title: `Retirer le vœu ${wish.rank}\u00a0?`,
      message: `${wishPlaceLabel(wish)}. Les vœux suivants remontent d’un rang.`,
      confirmLabel: 'Retirer le vœu',
      danger: true,
    });
    if (confirmed) withdrawing.mutate(wish);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="mes-voeux">
      <Title order={2} id="mes-voeux">
        Mes vœux
      </Title>
      <Text>
        {`${countOf(list.length, WISH_NOUN)} sur ${campaign.wishesPerOrganization} possibles, du préféré au moins souhaité.`}
      </Text>
      {editable && (
        <Group gap="sm">
          <Button disabled={full} onClick={() => setEditing({ wish: null })}>
            Ajouter un vœu
          </Button>
          <Button
            variant="default"
            disabled={full}
            loading={renewing.isPending}
            onClick={() => renewing.mutate()}
          >
            Renouveler mes créneaux de l’an dernier
          </Button>
        </Group>
      )}
      {wishes.isPending ? (
        <PageLoader label="Chargement de vos vœux" />
      ) : wishes.isError ? (
        <Text role="alert">Vos vœux n’ont pas pu être chargés. Réessayez plus tard.</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">
          {editable
            ? `Aucun vœu pour l’instant\u00a0: ajoutez-en un ou renouvelez vos créneaux de l’an dernier.`
            : 'Aucun vœu déposé dans cette campagne.'}
        </Text>
      ) : (
        <WishList
          wishes={list}
          editable={editable}
          busy={ordering.isPending}
          onMove={move}
          onEdit={(wish) => setEditing({ wish })}
          onWithdraw={(wish) => void withdraw(wish)}
          onAnswered={refresh}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.wish ? `Modifier le vœu ${editing.wish.rank}` : 'Nouveau vœu'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fermer' }}
      >
        {editing !== null && (
          <WishForm
            wish={editing.wish}
            places={places.data ?? []}
            mutation={saving}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
