// The public pages of docs/routes.md#pages, loaded together by the router (one chunk for the legal
// area).
export { CreditsPage } from './credits-page.tsx';
export { HelpPage } from './help-page.tsx';
export { LicencePage } from './licence-page.tsx';
export { PersonalDataPage } from './personal-data-page.tsx';
export { TermsOfUsePage } from './terms-of-use-page.tsx';
