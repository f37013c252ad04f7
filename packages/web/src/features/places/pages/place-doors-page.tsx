import type { Place } from '@espaces/domain/api/places';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { useSavePlace } from '../api/places-api.ts';
import { DoorsEditor } from '../components/doors-editor.tsx';
import { LoadedPlace } from '../components/loaded-place.tsx';
import { placeInputOf } from '../lib/place-form-values.ts';

/** /espace/editer/{id}/portes: saved with the whole place (PUT /api/places/{id}). */
export function PlaceDoorsPage() {
  const { id = '' } = useParams();
  return (
    <Page title="Portes de l’espace" lead="Les accès de l’espace et leurs consignes.">
      <LoadedPlace placeId={id}>{(place) => <PlaceDoors place={place} />}</LoadedPlace>
    </Page>
  );
}

function PlaceDoors({ place }: { place: Place }) {
  const save = useSavePlace(place.id);
  return (
    <Stack gap="lg">
      <Text>
        {place.name} — {place.facility.name}.{' '}
        <Anchor component={Link} to={`/espace/editer/${place.id}`}>
          Retour à l’espace
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        Les consignes ne sont communiquées aux organisations qu’une fois leur réservation validée.
      </Text>
      <DoorsEditor
        key={JSON.stringify(place.doors ?? [])}
        doors={place.doors ?? []}
        save={{
          mutate: (doors, handlers) => save.mutate(placeInputOf(place, doors), handlers),
          isPending: save.isPending,
        }}
      />
    </Stack>
  );
}
