import { Page } from '../../ui/page.tsx';

export { AmendmentCreationPage } from './pages/amendment-creation-page.tsx';
export { AmendmentPreviewPage } from './pages/amendment-preview-page.tsx';
export { BookingListPage } from './pages/booking-list-page.tsx';
export { BookingPage } from './pages/booking-page.tsx';
export { BookingRequestPage } from './pages/booking-request-page.tsx';
export { CounterProposalPage } from './pages/counter-proposal-page.tsx';

export function AmendmentValidationPage() {
  return <Page title="Valider l'avenant" />;
}
