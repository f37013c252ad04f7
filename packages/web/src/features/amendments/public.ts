// What other features may use of the amendments (never another feature's internals): the
// booking page's cancellation section, its amendments and the proposal awaiting acceptance.
export { BookingAmendmentsPanel } from './components/booking-amendments-panel.tsx';
export { BookingCancellationSection } from './components/booking-cancellation-section.tsx';
export { BookingProposalNotice } from './components/booking-proposal-notice.tsx';
