export { AgreementBookingsPage } from './pages/agreement-list-page.tsx';
export {
  AgreementAnnexesPage,
  AgreementGenerationPage,
  AgreementPreviewPage,
} from './pages/agreement-document-pages.tsx';
export { AgreementSignaturePage } from './pages/agreement-signature-page.tsx';
