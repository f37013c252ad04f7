import { isOrganizationUser } from '@espaces/domain/access/roles';
import { useCurrentUser } from '../../session/session.tsx';
import { Page } from '../../ui/page.tsx';

export function BookingRequestPage() {
  return <Page title="Demande de réservation" />;
}

export function BookingPage() {
  return <Page title="Réservation" />;
}

export function AmendmentCreationPage() {
  return <Page title="Créer un avenant" />;
}

export function AmendmentPreviewPage() {
  return <Page title="Aperçu de l'avenant" />;
}

export function AmendmentValidationPage() {
  return <Page title="Valider l'avenant" />;
}

export function CounterProposalPage() {
  return <Page title="Contre-proposition" />;
}

export function BookingListPage() {
  const user = useCurrentUser();
  const ownBookings = user !== null && isOrganizationUser(user);
  return ownBookings ? (
    <Page title="Mes réservations" lead="Les demandes et les réservations de votre organisation." />
  ) : (
    <Page
      title="Réservations"
      lead="Les demandes et les réservations des espaces que vous suivez."
    />
  );
}
