export { OnlinePaymentReturnPage } from './pages/online-payment-return-page.tsx';
export { PaymentConfirmationPage } from './pages/payment-confirmation-page.tsx';
export { PaymentListPage } from './pages/payment-list-page.tsx';
export { PaymentMeansPage } from './pages/payment-means-page.tsx';
export { PaymentMeansUpdatePage } from './pages/payment-means-update-page.tsx';
export { PaymentTicketPage } from './pages/payment-ticket-page.tsx';
export { SandboxCardPage } from './pages/sandbox-card-page.tsx';
