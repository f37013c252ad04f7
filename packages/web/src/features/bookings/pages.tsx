import { Page } from '../../ui/page.tsx';

export { BookingListPage } from './pages/booking-list-page.tsx';
export { BookingPage } from './pages/booking-page.tsx';
export { BookingRequestPage } from './pages/booking-request-page.tsx';
export { CounterProposalPage } from './pages/counter-proposal-page.tsx';

export function AmendmentCreationPage() {
  return <Page title="Créer un avenant" />;
}

export function AmendmentPreviewPage() {
  return <Page title="Aperçu de l'avenant" />;
}

export function AmendmentValidationPage() {
  return <Page title="Valider l'avenant" />;
}
