export { BookingListPage } from './pages/booking-list-page.tsx';
export { BookingPage } from './pages/booking-page.tsx';
export { BookingRequestPage } from './pages/booking-request-page.tsx';
export { CounterProposalPage } from './pages/counter-proposal-page.tsx';
