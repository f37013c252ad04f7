import { Divider, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { AmendmentChangeForm } from '../components/amendment-change-form.tsx';
import { WithBooking, NotCancelable } from '../components/amendment-frame.tsx';
import { amendmentPreviewPath } from '../components/booking-cancellation-section.tsx';
import { BackToBooking, CounterProposalHeading } from '../../bookings/public.ts';
import { SlotCancellationPanel } from '../components/slot-cancellation-panel.tsx';

/**
 * /reservation/{id}/avenant (auth-amendment): staff pick the slots to cancel (issued
 * at once after the preview), or propose a change the organisation must accept.
 */
export function AmendmentCreationPage() {
  const navigate = useNavigate();
  return (
    <WithBooking title="Créer un avenant">
      {(booking) =>
        booking._abilities.cancel ? (
          <Page title={`Créer un avenant ${booking.reference}`}>
            <CounterProposalHeading booking={booking} />
            <Stack gap="md" component="section" aria-labelledby="annulation-titre">
              <Title order={2} size="h3" id="annulation-titre">
                Annuler des créneaux
              </Title>
              <Text>
                Choisissez les créneaux que l’établissement ou la Région annule&nbsp;: rien n’est dû
                par l’organisation pour eux, et le prix est ajusté dans l’avenant.
              </Text>
              <SlotCancellationPanel
                booking={booking}
                by="facility"
                submitLabel="Prévisualiser l’avenant"
                onSubmit={(slotIris) => void navigate(amendmentPreviewPath(booking.id, slotIris))}
              />
            </Stack>
            <Divider my="md" />
            <AmendmentChangeForm booking={booking} />
            <BackToBooking id={booking.id} />
          </Page>
        ) : (
          <NotCancelable booking={booking} title="Créer un avenant" />
        )
      }
    </WithBooking>
  );
}
