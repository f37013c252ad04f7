import type { Place } from '@espaces/domain/api/places';
import { PLACE_DELETED } from '@espaces/domain/messages';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import { placeKeys } from '../../../api/places.ts';
import { deletePlace } from '../api/places-api.ts';

/**
 * Deleting a place (docs/routes.md#page-flows): confirmed first, then « Espace supprimé » and back
 * to the list. The server refuses while the place holds active booking slots (422, shown as
 * toasts).
 */
export function PlaceDangerZone({ place }: { place: Place }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: () => deletePlace(place.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: placeKeys.detail(place.id) });
      await queryClient.invalidateQueries({ queryKey: placeKeys.all });
      toast({ message: PLACE_DELETED });
      await navigate('/espaces/liste');
    },
    onError: handleApiError,
  });

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Supprimer l’espace',
      message: `L’espace «\u00a0${place.name}\u00a0» et ses créneaux d’ouverture seront supprimés. Cette action est définitive.`,
      confirmLabel: 'Supprimer l’espace',
      danger: true,
    });
    if (confirmed) deletion.mutate();
  };

  return (
    <Paper withBorder p="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Zone de danger
        </Title>
        <Text>La suppression est refusée tant que l’espace porte des réservations en cours.</Text>
        <Button color="red" onClick={() => void remove()} loading={deletion.isPending}>
          Supprimer l’espace
        </Button>
      </Stack>
    </Paper>
  );
}
