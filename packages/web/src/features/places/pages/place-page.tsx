import type { Place } from '@espaces/domain/api/places';
import { PLACE_FETCH_FAILURE } from '@espaces/domain/messages';
import { Anchor, Button, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../../../api/config.ts';
import { PlacesMap, type MapPlace } from '../../../ui/map/places-map.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import { usePlace } from '../../../api/places.ts';
import { PlaceAvailabilityCalendar } from '../../search/public.ts';
import { capacityLabel, cleaningFee, hourlyRate, surfaceLabel } from '../lib/place-labels.ts';
import { PLACE_LOAD_FAILURE } from '@espaces/domain/messages';

const CALENDAR_ID = 'calendrier-des-disponibilites';

/**
 * /espace/{id} (auth-booking-place, checked by the route guard): the place, its
 * establishment, its prices and its week of free and booked ranges.
 */
export function PlacePage() {
  const { id = '' } = useParams();
  const place = usePlace(id);

  // The place fetch failure has its own message.
  useEffect(() => {
    if (place.isError) toast({ message: PLACE_FETCH_FAILURE, type: 'error' });
  }, [place.isError]);

  if (place.isPending) {
    return <PageLoader label="Chargement de l’espace" />;
  }
  if (place.isError) {
    return (
      <Page title="Espace">
        <Text>{PLACE_LOAD_FAILURE}</Text>
        <Anchor component={Link} to="/recherche">
          Revenir à la recherche
        </Anchor>
      </Page>
    );
  }
  return <LoadedPlace place={place.data} />;
}

function LoadedPlace({ place }: { place: Place }) {
  const { mapTileUrl } = useAppConfig();
  const [calendarShown, setCalendarShown] = useState(true);
  const { facility } = place;
  const marker = useMemo<MapPlace[]>(
    () => [
      {
        id: place.id,
        name: facility.name,
        description: facility.city,
        latitude: facility.latitude,
        longitude: facility.longitude,
      },
    ],
    [place.id, facility.name, facility.city, facility.latitude, facility.longitude],
  );

  return (
    <Page title={place.name} lead={`${place.placeType.name} · ${facility.name}, ${facility.city}`}>
      {place._abilities.book && (
        <Group>
          <Button component={Link} to={`/espace/${place.id}/reservation`} size="md">
            Demander une réservation
          </Button>
        </Group>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {place.description && (
              <Stack gap="xs" component="section" aria-labelledby="description-titre">
                <Title order={2} size="h3" id="description-titre">
                  Description
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{place.description}</Text>
              </Stack>
            )}
            <PlaceFeatures place={place} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder p="md" component="section" aria-labelledby="tarifs-titre">
              <Title order={2} size="h3" id="tarifs-titre" mb="xs">
                Tarifs
              </Title>
              <Text size="xl" fw={700}>
                {hourlyRate(place.rentPrice)}
              </Text>
              <Text>{cleaningFee(place.cleaningPrice)}</Text>
            </Paper>
            <Paper withBorder p="md" component="section" aria-labelledby="etablissement-titre">
              <Title order={2} size="h3" id="etablissement-titre" mb="xs">
                Établissement
              </Title>
              <Text fw={600}>{facility.name}</Text>
              <Text mb="sm">{facility.city}</Text>
              <PlacesMap
                label={`Carte de l’établissement ${facility.name}`}
                tileUrl={mapTileUrl}
                places={marker}
                height={240}
              />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>

      <Stack gap="sm" component="section" aria-labelledby="disponibilites-titre">
        <Group justify="space-between">
          <Title order={2} size="h3" id="disponibilites-titre">
            Disponibilités
          </Title>
          <Button
            variant="default"
            aria-expanded={calendarShown}
            aria-controls={CALENDAR_ID}
            onClick={() => setCalendarShown((shown) => !shown)}
          >
            {calendarShown ? 'Masquer le calendrier' : 'Afficher le calendrier'}
          </Button>
        </Group>
        {calendarShown && (
          <div id={CALENDAR_ID}>
            <PlaceAvailabilityCalendar placeId={place.id} />
          </div>
        )}
      </Stack>
    </Page>
  );
}

function PlaceFeatures({ place }: { place: Place }) {
  const rows: [string, string][] = [
    ['Type', place.placeType.name],
    ['Capacité', place.capacity === null ? 'Non renseignée' : capacityLabel(place.capacity)],
    ['Surface', place.surface === null ? 'Non renseignée' : surfaceLabel(place.surface)],
    ['Accès PMR', place.reducedMobilityAccess ? 'Oui' : 'Non'],
    ['Équipements', place.equipment || 'Non renseignés'],
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="caracteristiques-titre">
      <Title order={2} size="h3" id="caracteristiques-titre">
        Caractéristiques
      </Title>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={160}>
                {label}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-line' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
