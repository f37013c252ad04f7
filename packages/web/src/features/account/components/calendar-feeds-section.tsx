import type {
  CalendarFeed,
  CalendarFeedInput,
  IssuedCalendarFeed,
} from '@espaces/domain/api/calendar-feeds';
import { calendarFeedScopesFor } from '@espaces/domain/calendar/calendar-feeds';
import { formatDate } from '@espaces/domain/locale/format';
import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import {
  calendarFeedKeys,
  revokeCalendarFeed,
  subscribeToCalendar,
  useCalendarFeeds,
} from '../api/calendar-feeds-api.ts';
import { CalendarFeedPicker } from './calendar-feed-picker.tsx';
import { IssuedCalendarAddress } from './issued-calendar-address.tsx';
import { deName } from '@espaces/domain/locale/french';

function feedLabel({ scope, target }: CalendarFeed): string {
  if (scope === 'organization') return `Réservations ${deName(target.name)}`;
  if (scope === 'facility') return `Établissement\u00a0: ${target.name}`;
  return `Espace\u00a0: ${target.name} (${target.facilityName ?? ''})`;
}

const inputOf = (feed: CalendarFeed): CalendarFeedInput => ({
  scope: feed.scope,
  target: feed.target['@id'],
});

const confirmRegeneration = () =>
  confirm({
    title: 'Régénérer l’adresse\u00a0?',
    message:
      'L’adresse actuelle cessera de fonctionner\u00a0: les agendas abonnés devront utiliser la nouvelle.',
    confirmLabel: 'Régénérer',
  });

const confirmRevocation = (feed: CalendarFeed) =>
  confirm({
    title: 'Révoquer l’adresse\u00a0?',
    message: `Les agendas abonnés ne recevront plus «\u00a0${feedLabel(feed)}\u00a0».`,
    confirmLabel: 'Révoquer',
    danger: true,
  });

/** « Agenda » of /mon-compte: subscribe, regenerate or revoke a feed's address. */
export function CalendarFeedsSection() {
  const user = useCurrentUser();
  const scopes = calendarFeedScopesFor(user);
  const feeds = useCalendarFeeds(scopes.length > 0);
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<IssuedCalendarFeed | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all });
  const subscribe = useMutation({
    mutationFn: subscribeToCalendar,
    onSuccess: async (feed) => {
      setIssued(feed);
      await refresh();
    },
    onError: handleApiError,
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: async () => {
      setIssued(null);
      briefSuccess('Adresse révoquée.');
      await refresh();
    },
    onError: handleApiError,
  });
  if (user === null || scopes.length === 0) return null;

  const live = feeds.data ?? [];
  /** Making the address of a followed target again replaces it: confirm first. */
  const subscribeTo = async (input: CalendarFeedInput) => {
    const existing = live.some((feed) => feed.target['@id'] === input.target);
    if (existing && !(await confirmRegeneration())) return;
    subscribe.mutate(input);
  };
  const organization = scopes.includes('organization') ? user.organization : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="calendar-feeds-title">
      <Title order={2} id="calendar-feeds-title">
        Agenda
      </Title>
      <Text>
        Abonnez votre agenda (Google Agenda, Outlook, Calendrier d’Apple, Thunderbird…) aux{' '}
        {organization
          ? 'réservations de votre organisation'
          : 'réservations d’un établissement ou d’un espace'}
        &nbsp;: il se met à jour tout seul. L’adresse est secrète&nbsp;: toute personne qui la
        connaît voit ces réservations.
      </Text>
      {issued && <IssuedCalendarAddress feed={issued} onClose={() => setIssued(null)} />}
      {feeds.isPending ? (
        <Loader size="sm" aria-label="Chargement des agendas" />
      ) : feeds.isError ? (
        <Text c="red">Impossible de charger vos agendas.</Text>
      ) : live.length === 0 ? (
        <Text c="dimmed">Aucun agenda abonné pour l’instant.</Text>
      ) : (
        <Table aria-label="Mes agendas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Agenda</Table.Th>
              <Table.Th>Adresse créée le</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {live.map((feed) => (
              <Table.Tr key={feed.id}>
                <Table.Td>{feedLabel(feed)}</Table.Td>
                <Table.Td>{formatDate(feed.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Régénérer l’adresse de ${feedLabel(feed)}`}
                      onClick={() => void subscribeTo(inputOf(feed))}
                    >
                      Régénérer
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Révoquer l’adresse de ${feedLabel(feed)}`}
                      onClick={async () => {
                        if (await confirmRevocation(feed)) revoke.mutate(feed);
                      }}
                    >
                      Révoquer
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {organization ? (
        !live.some((feed) => feed.scope === 'organization') &&
        feeds.isSuccess && (
          <Group>
            <Button
              loading={subscribe.isPending}
              onClick={() =>
                void subscribeTo({
                  scope: 'organization',
                  target: `/api/organizations/${organization.id}`,
                })
              }
            >
              Créer l’adresse de mon agenda
            </Button>
          </Group>
        )
      ) : (
        <CalendarFeedPicker
          busy={subscribe.isPending}
          onSubscribe={(input) => void subscribeTo(input)}
        />
      )}
    </Stack>
  );
}
