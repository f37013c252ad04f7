// What other features may use of the agreements (never another feature's internals):
// the agreement section of the booking page.
export { BookingAgreementPanel } from './components/booking-agreement-panel.tsx';
// The payment means page lists the signed agreements by their reference.
export { agreementReference, useAgreements } from './api/agreement-api.ts';
// A cancellation or an amendment changes the agreement's ledger: the booking pages refresh it.
export { agreementKeys } from './api/agreement-api.ts';
// The booking page's next step for the facility admin: « Préparer la convention ».
export { prepareAgreement } from './api/agreement-api.ts';
