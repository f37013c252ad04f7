import { Alert } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import { facilityKeys } from '../../../api/facilities.ts';
import { createFacility } from '../api/facility-queries.ts';
import { FacilityForm } from '../components/facility-form.tsx';
import { EMPTY_FACILITY_FORM } from '../components/facility-form-values.ts';

export const FACILITY_CREATION_REFUSED = 'Vous n’avez pas accès à la création d’établissements.';

/**
 * /etablissement/creer. docs/routes.md#pages puts no check on the route, so the page tells the
 * users who may not create (neither central nor territory admin) instead of showing a form the
 * server would refuse.
 */
export function FacilityCreationPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const creation = useMutation({
    mutationFn: createFacility,
    onSuccess: async (facility) => {
      await queryClient.invalidateQueries({ queryKey: facilityKeys.all });
      toast({ message: 'Établissement créé.' });
      await navigate(`/etablissement/${facility.id}`);
    },
  });

  if (!user?._abilities.createFacility) {
    return (
      <Page title="Créer un établissement">
        <Alert color="red" variant="light" title="Accès refusé" role="alert">
          {FACILITY_CREATION_REFUSED}
        </Alert>
      </Page>
    );
  }

  return (
    <Page
      title="Créer un établissement"
      lead="Les champs marqués d’un astérisque sont obligatoires."
    >
      <FacilityForm
        initialValues={EMPTY_FACILITY_FORM}
        submitLabel="Créer l’établissement"
        save={creation}
      />
    </Page>
  );
}
