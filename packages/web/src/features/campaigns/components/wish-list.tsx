import type { Wish } from '@espaces/domain/api/campaigns';
import { countOf } from '@espaces/domain/locale/french';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useFocusAfterMove, type MovedItem } from './focus-after-move.ts';
import { durationLabel, weeklySlotLabel } from '../lib/campaign-labels.ts';
import { WishPublication } from './wish-publication.tsx';

/** « Gymnase A · Lycée X », or « Tout espace « Salle de sport » · Lycée X ». */
export const wishPlaceLabel = (wish: Pick<Wish, 'place' | 'placeType' | 'facility'>): string =>
  wish.place
    ? `${wish.place.name} · ${wish.facility.name}`
    : `Tout espace «\u00a0${wish.placeType?.name ?? ''}\u00a0» · ${wish.facility.name}`;

interface WishListProps {
  wishes: readonly Wish[];
  /** While the window is open: reorder, edit, withdraw. */
  editable: boolean;
  onMove: (wish: Wish, by: -1 | 1) => void;
  onEdit: (wish: Wish) => void;
  onWithdraw: (wish: Wish) => void;
  /** After an offer is answered: the wishes are read again. */
  onAnswered: () => Promise<unknown>;
  busy: boolean;
}

/**
 * The organisation's wishes in its order of preference, each with what it runs into (closures,
 * opening hours) beneath it and, once published, what became of it. Moving a wish keeps the
 * focus on it so the keyboard can move it on.
 */
export function WishList(props: WishListProps) {
  const { wishes, editable, onMove, onEdit, onWithdraw, onAnswered, busy } = props;
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<MovedItem | null>(null);
  useFocusAfterMove(list, moved, 'data-wish');
  const move = (wish: Wish, by: -1 | 1) => {
    onMove(wish, by);
    setMoved({ key: wish.id, by });
  };
  return (
    <ol
      ref={list}
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {wishes.map((wish, index) => (
        <Paper component="li" withBorder p="md" key={wish.id} data-wish={wish.id}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {`Vœu ${wish.rank}\u00a0: ${wishPlaceLabel(wish)}`}
                </Title>
                <Text size="sm">
                  {`${weeklySlotLabel(wish)}, au moins ${durationLabel(wish.minimumDuration)} · ${countOf(wish.participants, 'participant')} · ${wish.activity}`}
                </Text>
                {(wish.renewal || wish.youth) && (
                  <Group gap="xs">
                    {wish.renewal && (
                      <Badge variant="light" color="blue">
                        Renouvellement
                      </Badge>
                    )}
                    {wish.youth && (
                      <Badge variant="light" color="grape">
                        Jeunesse ou scolaire
                      </Badge>
                    )}
                  </Group>
                )}
              </Stack>
              {editable && (
                <Group gap={4} wrap="wrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    data-move={-1}
                    disabled={index === 0 || busy}
                    aria-label={`Monter le vœu ${wish.rank}`}
                    onClick={() => move(wish, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    data-move={1}
                    disabled={index === wishes.length - 1 || busy}
                    aria-label={`Descendre le vœu ${wish.rank}`}
                    onClick={() => move(wish, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </ActionIcon>
                  {wish._abilities.edit && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Modifier le vœu ${wish.rank}`}
                      onClick={() => onEdit(wish)}
                    >
                      Modifier
                    </Button>
                  )}
                  {wish._abilities.delete && (
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      aria-label={`Retirer le vœu ${wish.rank}`}
                      onClick={() => onWithdraw(wish)}
                    >
                      Retirer
                    </Button>
                  )}
                </Group>
              )}
            </Group>
            {wish.warnings.length > 0 && (
              <Alert color="yellow" variant="light" p="xs" title="À noter">
                <List size="sm" spacing={2}>
                  {wish.warnings.map((warning) => (
                    <List.Item key={warning}>{warning}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {wish.publication !== null && (
              <WishPublication wish={wish} publication={wish.publication} onAnswered={onAnswered} />
            )}
          </Stack>
        </Paper>
      ))}
    </ol>
  );
}
