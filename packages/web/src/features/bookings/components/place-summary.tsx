import type { Place } from '@espaces/domain/api/places';
import { formatCount, formatEuros } from '@espaces/domain/locale/format';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The place being requested: name, facility, type, capacity and prices. */
export function PlaceSummary({ place }: { place: Place }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="espace-demande-titre">
      <Stack gap={4}>
        <Title order={2} size="h3" id="espace-demande-titre">
          <Anchor component={Link} to={`/espace/${place.id}`} inherit>
            {place.name}
          </Anchor>
        </Title>
        <Text>
          {place.placeType.name} · {place.facility.name}, {place.facility.city}
        </Text>
        {place.capacity !== null && (
          <Text>{`Capacité\u00a0: ${formatCount(place.capacity)}\u00a0personnes`}</Text>
        )}
        <Text>
          {`Tarif horaire\u00a0: ${formatEuros(place.rentPrice)} · Forfait ménage par créneau\u00a0: ${formatEuros(place.cleaningPrice)}`}
        </Text>
      </Stack>
    </Paper>
  );
}
