import { CLOSURE_MESSAGES } from '@espaces/domain/closure/closure-messages';
import type { AffectedBooking } from '@espaces/domain/api/closures';
import { CLOSURE_KIND_LABELS } from '@espaces/domain/closure/closures';
import { Alert, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import {
  closureKeys,
  deleteClosure,
  useFacilityClosures,
  type Closure,
} from '../api/closure-queries.ts';
import { frenchDay, periodLabel } from '../../../lib/calendar-days.ts';
import { AffectedBookings } from './affected-bookings.tsx';
import { ClosureCalendarSettings } from './closure-calendar-settings.tsx';
import { ClosureForm } from './closure-form.tsx';

/** « Fermetures » of a facility: its closures, what else closes it, a new one. */
export function FacilityClosures({ facilityId }: { facilityId: string }) {
  const queryClient = useQueryClient();
  const closures = useFacilityClosures(facilityId);
  const [affected, setAffected] = useState<AffectedBooking[] | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: closureKeys.ofFacility(facilityId) });
  const deletion = useMutation({
    mutationFn: deleteClosure,
    onSuccess: async () => {
      await refresh();
      briefSuccess(CLOSURE_MESSAGES.deleted);
    },
    onError: handleApiError,
  });

  async function remove(closure: Closure): Promise<void> {
    const confirmed = await confirm({
      title: 'Supprimer cette fermeture\u00a0?',
      message: `«\u00a0${closure.label}\u00a0» (${periodLabel(closure.from, closure.to)})\u00a0: ces jours redeviendront réservables.`,
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (confirmed) deletion.mutate(closure);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="facility-closures-title">
      <Title order={2} id="facility-closures-title">
        Fermetures
      </Title>
      {closures.isPending ? (
        <PageLoader />
      ) : closures.isError ? (
        <Text c="red.9">Les fermetures n’ont pas pu être chargées.</Text>
      ) : (
        <>
          {closures.data.closures.length === 0 ? (
            <Text c="dimmed">Aucune fermeture déclarée à venir.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Fermetures déclarées">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Période</Table.Th>
                    <Table.Th scope="col">Type</Table.Th>
                    <Table.Th scope="col">Libellé</Table.Th>
                    <Table.Th scope="col">Concerne</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {closures.data.closures.map((closure) => (
                    <Table.Tr key={closure.id}>
                      <Table.Td>{periodLabel(closure.from, closure.to)}</Table.Td>
                      <Table.Td>{CLOSURE_KIND_LABELS[closure.kind]}</Table.Td>
                      <Table.Td>{closure.label}</Table.Td>
                      <Table.Td>
                        {closure.scope === 'facility'
                          ? 'L’établissement'
                          : `Le territoire ${closure.territory?.name ?? ''}`}
                      </Table.Td>
                      <Table.Td>
                        {closure._abilities.delete && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red.9"
                            c="red.9"
                            loading={deletion.isPending && deletion.variables.id === closure.id}
                            aria-label={`Supprimer la fermeture ${closure.label} du ${frenchDay(closure.from)}`}
                            onClick={() => void remove(closure)}
                          >
                            Supprimer
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {affected && (
            <Alert
              color={affected.length > 0 ? 'orange' : 'green'}
              title={
                affected.length > 0
                  ? 'Fermeture enregistrée\u00a0: des réservations ont lieu pendant ces jours'
                  : 'Fermeture enregistrée\u00a0: aucune réservation n’a lieu pendant ces jours'
              }
              withCloseButton
              closeButtonLabel="Fermer le message"
              onClose={() => setAffected(null)}
            >
              {affected.length > 0 && <AffectedBookings bookings={affected} />}
            </Alert>
          )}
          {(closures.data._abilities.createForFacility ||
            closures.data._abilities.createForTerritory) && (
            <ClosureForm
              calendar={closures.data}
              onSaved={(bookings) => {
                setAffected(bookings);
                void refresh();
              }}
            />
          )}
          <ClosureCalendarSettings calendar={closures.data} onSaved={() => void refresh()} />
        </>
      )}
    </Stack>
  );
}
