import { Page } from '../../../ui/page.tsx';
import { Text } from '@mantine/core';
import { WithBooking } from '../components/amendment-frame.tsx';
import { BookingAmendmentsPanel } from '../components/booking-amendments-panel.tsx';
import { BackToBooking, CounterProposalHeading } from '../components/counter-proposal-notices.tsx';

export const NO_AMENDMENT_TO_ACCEPT = 'Aucun avenant n’attend votre accord.';

/**
 * SPEC §2 /reservation/{id}/avenant/valider (auth-amendment-validate). Amendments that add
 * slots or change prices or hours, which wait for the organisation's consent, are not built
 * yet (docs/decisions.md): the page says none is waiting and lists the amendments issued.
 */
export function AmendmentValidationPage() {
  return (
    <WithBooking title="Valider l’avenant">
      {(booking) => (
        <Page title={`Valider l’avenant ${booking.reference}`}>
          <CounterProposalHeading booking={booking} />
          <Text>{NO_AMENDMENT_TO_ACCEPT}</Text>
          <BookingAmendmentsPanel bookingId={booking.id} />
          <BackToBooking id={booking.id} />
        </Page>
      )}
    </WithBooking>
  );
}
