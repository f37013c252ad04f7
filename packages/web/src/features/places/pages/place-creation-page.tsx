import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Text } from '@mantine/core';
import { placeKeys } from '../../../api/places.ts';
import { createPlace, useFacilityOptions, usePlaceTypes } from '../api/places-api.ts';
import { PlaceForm } from '../components/place-form.tsx';
import { EMPTY_PLACE_FORM } from '../lib/place-form-values.ts';

/** /espace/creer: once created, the place opens in its edit page (windows, doors). */
export function PlaceCreationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const facilities = useFacilityOptions();
  const placeTypes = usePlaceTypes();
  const allowedFacilities = (facilities.data ?? []).filter(
    (facility) => facility._abilities.createPlace,
  );
  const onlyFacility = allowedFacilities.length === 1 ? allowedFacilities[0] : undefined;
  const creation = useMutation({
    mutationFn: createPlace,
    onSuccess: async (place) => {
      await queryClient.invalidateQueries({ queryKey: placeKeys.all });
      await navigate(`/espace/editer/${place.id}`);
    },
  });

  return (
    <Page
      title="Créer un espace"
      lead="Décrivez l’espace, puis ouvrez ses créneaux depuis sa page de modification."
    >
      {facilities.isPending || placeTypes.isPending ? (
        <PageLoader />
      ) : facilities.isError || placeTypes.isError ? (
        <Text role="alert">Le formulaire n’a pas pu être chargé.</Text>
      ) : allowedFacilities.length === 0 ? (
        <Text>Vous ne gérez aucun établissement où créer un espace.</Text>
      ) : (
        <PlaceForm
          initialValues={{ ...EMPTY_PLACE_FORM, facility: onlyFacility?.['@id'] ?? null }}
          facilities={allowedFacilities}
          placeTypes={placeTypes.data}
          submitLabel="Créer l’espace"
          save={creation}
        />
      )}
    </Page>
  );
}
