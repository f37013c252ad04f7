import type { PlaceSummary } from '@espaces/domain/api/search';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { capacityLabel, hourlyRate } from '../../places/public.ts';
import './place-result-card.css';

export const placeCardId = (placeId: string): string => `espace-${placeId}`;

interface PlaceResultCardProps {
  place: PlaceSummary;
  /** Chosen on the map: the card is outlined and scrolled to. */
  selected: boolean;
  /** Hovered or focused: the map highlights the place's marker. */
  onHighlight: (placeId: string | null) => void;
}

/** One result of /recherche: what tells places apart, and the way to the place page. */
export function PlaceResultCard({ place, selected, onHighlight }: PlaceResultCardProps) {
  const titleId = `${placeCardId(place.id)}-titre`;
  return (
    <Card
      component="article"
      id={placeCardId(place.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      withBorder
      padding="md"
      className="place-result-card"
      data-selected={selected || undefined}
      onMouseEnter={() => onHighlight(place.id)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(place.id)}
      onBlur={() => onHighlight(null)}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={titleId}>
            {place.name}
          </Title>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {hourlyRate(place.rentPrice)}
          </Text>
        </Group>
        <Group gap="xs">
          <Badge variant="light" c="dark.7">
            {place.placeType.name}
          </Badge>
          {place.reducedMobilityAccess && (
            <Badge variant="light" color="teal" c="dark.7">
              Accès PMR
            </Badge>
          )}
        </Group>
        <Text>
          {place.facility.name} · {place.facility.city}
        </Text>
        {place.capacity !== null && (
          <Text size="sm">{`Capacité\u00a0: ${capacityLabel(place.capacity)}`}</Text>
        )}
        <Anchor
          component={Link}
          to={`/espace/${place.id}`}
          aria-label={`Voir l’espace ${place.name}`}
          fw={600}
        >
          Voir l’espace
        </Anchor>
      </Stack>
    </Card>
  );
}
