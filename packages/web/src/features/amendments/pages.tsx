export { AmendmentCreationPage } from './pages/amendment-creation-page.tsx';
export { AmendmentPreviewPage } from './pages/amendment-preview-page.tsx';
export { AmendmentValidationPage } from './pages/amendment-validation-page.tsx';
