import type { FacilityInput } from '@espaces/domain/api/facilities';
import { CHANGES_SAVED } from '@espaces/domain/messages';
import { Button, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { statusOf } from '../../../api/errors.ts';
import { ErrorScreen } from '../../../app/error-screen.tsx';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { facilityKeys } from '../../../api/facilities.ts';
import { updateFacility, useFacility } from '../api/facility-queries.ts';
import { FacilityDetails } from '../components/facility-details.tsx';
import { FacilityClosures } from '../components/facility-closures.tsx';
import { FacilityDocuments } from '../components/facility-documents.tsx';
import { FacilityForm } from '../components/facility-form.tsx';
import { facilityFormValuesOf } from '../components/facility-form-values.ts';
import { FacilityPlaces } from '../components/facility-places.tsx';
import { FacilityStaff } from '../components/facility-staff.tsx';
import { canEditStaffOf } from '../facility-permissions.ts';

/** /etablissement/{id}: details, spaces, staff, annex documents and closures. */
export function FacilityPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const facility = useFacility(id);
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    mutationFn: (input: FacilityInput) => updateFacility(id, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: facilityKeys.all });
      briefSuccess(CHANGES_SAVED);
      setEditing(false);
    },
  });

  if (facility.isPending) return <PageLoader />;
  if (facility.isError) {
    return (
      <ErrorScreen statusCode={statusOf(facility.error) ?? 500} message={String(facility.error)} />
    );
  }
  const current = facility.data;

  return (
    <Page title={current.name} lead={`${current.facilityType.name} · ${current.territory.name}`}>
      {editing ? (
        <Paper withBorder p="lg" component="section" aria-labelledby="facility-edit-title">
          <Stack gap="md">
            <Title order={2} id="facility-edit-title">
              Modifier l’établissement
            </Title>
            <FacilityForm
              initialValues={facilityFormValuesOf(current)}
              submitLabel="Enregistrer les modifications"
              save={save}
              onCancel={() => setEditing(false)}
            />
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="facility-details-title">
          <Group justify="space-between">
            <Title order={2} id="facility-details-title">
              Informations
            </Title>
            {current._abilities.edit && (
              <Button variant="light" onClick={() => setEditing(true)}>
                Modifier
              </Button>
            )}
          </Group>
          <FacilityDetails facility={current} />
        </Stack>
      )}
      <Divider />
      <FacilityPlaces facilityId={current.id} canCreatePlace={current._abilities.createPlace} />
      <Divider />
      <FacilityStaff staff={current.staff} canOpenUsers={canEditStaffOf(user, current)} />
      <Divider />
      <FacilityDocuments facility={current} />
      <Divider />
      <FacilityClosures facilityId={current.id} />
    </Page>
  );
}
