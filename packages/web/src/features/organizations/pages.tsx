export { NewEmailActivationPage } from './pages/new-email-activation-page.tsx';
export { OrganizationActivationPage } from './pages/organization-activation-page.tsx';
export { OrganizationEditionPage } from './pages/organization-edition-page.tsx';
export { OrganizationListPage } from './pages/organization-list-page.tsx';
export { OrganizationPage } from './pages/organization-page.tsx';
/** Re-exported by features/account/pages.tsx, where the route table looks for it. */
export { SignUpPage } from './sign-up/sign-up-page.tsx';
