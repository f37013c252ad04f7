import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import type { Booking } from '@espaces/domain/api/bookings';
import { idFromIri } from '@espaces/domain/api/iri';
import { Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../session/session.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import { cancelBookingSlots, useSlotsCancelled } from '../api/amendment-api.ts';
import { showBookingUpdateError } from '../../bookings/public.ts';
import { SlotCancellationPanel } from './slot-cancellation-panel.tsx';
import { countOf, plural } from '@espaces/domain/locale/french';
import { SLOT_NOUN } from '@espaces/domain/booking/booking-labels';

/**
 * The path of the amendment preview for the chosen slots (docs/routes.md#page-flows: not the
 * organisation).
 */
export function amendmentPreviewPath(bookingId: string, slotIris: readonly string[]): string {
  const ids = slotIris.map((slotIri) => idFromIri(slotIri)).join(',');
  return `/reservation/${bookingId}/avenant/previsualiser?creneaux=${ids}`;
}

/**
 * On the booking page, shown when `_abilities.cancel` allows it: the
 * organisation cancels at once (conditions applied, after a confirmation); staff and central
 * go on to the amendment preview.
 */
export function BookingCancellationSection({ booking }: { booking: Booking }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const cancelled = useSlotsCancelled();
  const organization = user !== null && isOrganizationUser(user);
  const cancellation = useMutation({
    mutationFn: (slotIris: string[]) => cancelBookingSlots(booking.id, slotIris),
    onSuccess: async (result) => {
      toast({
        message:
          result.status === 'cancelled'
            ? AMENDMENT_MESSAGES.bookingCancelled
            : AMENDMENT_MESSAGES.cancelledByOrganization,
        type: 'success',
      });
      await cancelled(booking.id);
    },
    onError: showBookingUpdateError,
  });

  const cancelAtOnce = async (slotIris: string[]): Promise<void> => {
    const confirmed = await confirm({
      title: 'Annuler des créneaux',
      message: `${countOf(slotIris.length, SLOT_NOUN)} ${plural(slotIris.length, { one: 'sera annulé', other: 'seront annulés' })} aux conditions d’annulation de la convention, et un avenant sera généré. Cette action est définitive.`,
      confirmLabel: 'Annuler les créneaux',
      cancelLabel: 'Revenir',
      danger: true,
    });
    if (confirmed) cancellation.mutate(slotIris);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="annulation-titre">
      <Title order={2} size="h3" id="annulation-titre">
        Annuler des créneaux
      </Title>
      <Text>
        {organization
          ? 'Les conditions d’annulation de la convention s’appliquent dès l’annulation : le montant dû dépend du délai avant chaque créneau.'
          : 'L’annulation par l’établissement ou la Région ne coûte rien à l’organisation : elle passe par un avenant que vous prévisualisez avant de le confirmer.'}
      </Text>
      <SlotCancellationPanel
        key={booking.bookingSlots.filter((slot) => slot.cancelled).length}
        booking={booking}
        by={organization ? 'organization' : 'facility'}
        submitLabel={organization ? 'Annuler les créneaux choisis' : 'Prévisualiser l’avenant'}
        busy={cancellation.isPending}
        onSubmit={(slotIris) =>
          organization
            ? void cancelAtOnce(slotIris)
            : void navigate(amendmentPreviewPath(booking.id, slotIris))
        }
      />
    </Stack>
  );
}
