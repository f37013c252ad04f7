// What other features may use of the agreements (STYLE.md: never another feature's internals):
// the agreement section of the booking page (issue 11 item 6).
export { BookingAgreementPanel } from './components/booking-agreement-panel.tsx';
