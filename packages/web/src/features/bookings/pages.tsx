export { AmendmentCreationPage } from './pages/amendment-creation-page.tsx';
export { AmendmentPreviewPage } from './pages/amendment-preview-page.tsx';
export { AmendmentValidationPage } from './pages/amendment-validation-page.tsx';
export { BookingListPage } from './pages/booking-list-page.tsx';
export { BookingPage } from './pages/booking-page.tsx';
export { BookingRequestPage } from './pages/booking-request-page.tsx';
export { CounterProposalPage } from './pages/counter-proposal-page.tsx';
