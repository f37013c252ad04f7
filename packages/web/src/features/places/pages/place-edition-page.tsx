import type { Place } from '@espaces/domain/api/places';
import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useFacilityOptions, usePlaceTypes, useSavePlace } from '../api/places-api.ts';
import { LoadedPlace } from '../components/loaded-place.tsx';
import { OpeningWindowsSection } from '../components/opening-windows-section.tsx';
import { PlaceDangerZone } from '../components/place-danger-zone.tsx';
import { PlaceForm } from '../components/place-form.tsx';
import { placeFormValuesOf, placeInputOf } from '../lib/place-form-values.ts';

/** /espace/editer/{id}: the place's fields, its opening windows, its deletion. */
export function PlaceEditionPage() {
  const { id = '' } = useParams();
  return (
    <Page title="Modifier l’espace">
      <LoadedPlace placeId={id}>{(place) => <PlaceEdition place={place} />}</LoadedPlace>
    </Page>
  );
}

function PlaceEdition({ place }: { place: Place }) {
  const save = useSavePlace(place.id);
  const facilities = useFacilityOptions();
  const placeTypes = usePlaceTypes();
  // The place may move to another facility where the user may create places; its own stays listed.
  const facilityOptions = (facilities.data ?? []).filter(
    (facility) => facility._abilities.createPlace || facility['@id'] === place.facility['@id'],
  );

  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <Text size="lg">
          {place.name} — {place.facility.name}
        </Text>
        <Anchor component={Link} to={`/espace/editer/${place.id}/portes`}>
          Gérer les portes
        </Anchor>
      </Group>
      <section aria-labelledby="place-details-title">
        <Title order={2} id="place-details-title" mb="md">
          Informations
        </Title>
        {facilities.isPending || placeTypes.isPending ? (
          <PageLoader />
        ) : (
          <PlaceForm
            // A fresh form when the saved place changes (after a save or a refetch).
            key={JSON.stringify(placeInputOf(place))}
            initialValues={placeFormValuesOf(place)}
            facilities={facilityOptions.length > 0 ? facilityOptions : [place.facility]}
            placeTypes={placeTypes.data ?? [place.placeType]}
            doors={placeInputOf(place).doors}
            submitLabel="Enregistrer"
            save={save}
          />
        )}
      </section>
      <Divider />
      <OpeningWindowsSection placeId={place.id} />
      {place._abilities.delete && (
        <>
          <Divider />
          <PlaceDangerZone place={place} />
        </>
      )}
    </Stack>
  );
}
