import type { AccessCheck } from '@espaces/domain/access/checks';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { prefetchSearch } from '../features/search/api/search-queries.ts';
import { preloadable, type Preloadable } from '../ui/preloadable.ts';

export type LayoutName = 'home' | 'login' | 'main' | 'default';

export interface AppRoute {
  /** react-router syntax: the route table's `{id}` is written `:id`. */
  path: string;
  layout: LayoutName;
  /** null: no check (« none » in docs/routes.md#pages). */
  access: AccessCheck | null;
  /** A lazy page carries `preload`; the home page is in the entry chunk. */
  page: ComponentType & Partial<Pick<LazyPage, 'preload'>>;
  /** False keeps the scroll position on navigation. */
  scrollToTop?: false;
  /** Asks for the page's data from the address's query as the app starts (main.tsx). */
  prefetch?: (queryClient: QueryClient, params: URLSearchParams) => Promise<void>;
}

// dayjs in French with weeks from Monday before any page formats or picks a date; the
// home page shows none, so the setup travels with the other pages (the home page's
// JavaScript has a budget: docs/decisions.md#web).
const frenchDates = () => import('@espaces/domain/locale/dayjs-fr');
// Requested before the page so that its stylesheet comes first and the page's own CSS overrides it.
const mantineStyles = () => import('../ui/mantine-styles.ts');

/** A page whose code loads with its route; `preload` fetches it ahead. */
type LazyPage = Preloadable<object>;

/**
 * Loads a page's code with the page (split by route: docs/decisions.md#web). `preload` lets the
 * first render wait for the page of the address it starts on (main.tsx), so it draws the page at
 * once instead of a loader that the page then pushes around (layout shift, a second render).
 */
function lazyPage<M extends Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  return preloadable(async () => {
    const [, module] = await Promise.all([mantineStyles(), load(), frenchDates()]);
    return module[name];
  });
}

// The sign-in form's contract is asked for beside its page, not only through it: its modules (zod,
// the shared fields) are then evaluated in a task of their own before the page's, not in one task
// with them (30–39 ms of main thread in one task, then ≈ 23 and 12–14 ms; any task
// over 12.5 ms blocks at Lighthouse's 4× slowdown). Both requests leave together: no round trip.
const login = () =>
  Promise.all([
    import('@espaces/domain/api/credentials'),
    import('../features/auth/pages/login-page.tsx'),
  ]).then(([, page]) => page);
const legal = () => import('../features/legal/pages.tsx');
const account = () => import('../features/account/pages.tsx');
const search = () => import('../features/search/pages.tsx');
const agreements = () => import('../features/agreements/pages.tsx');
const places = () => import('../features/places/pages.tsx');
// Their own chunks: FullCalendar and the date pickers (edition), Leaflet and FullCalendar (the
// public place page), the charts (indicators) load only with their page.
const placeEdition = () => import('../features/places/pages/place-edition-page.tsx');
const publicPlace = () => import('../features/places/pages/place-page.tsx');
const indicators = () => import('../features/indicators/pages/indicators-page.tsx');
const facilities = () => import('../features/facilities/pages.tsx');
const organizations = () => import('../features/organizations/pages.tsx');
const payments = () => import('../features/payments/pages.tsx');
const bookings = () => import('../features/bookings/pages.tsx');
const amendments = () => import('../features/amendments/pages.tsx');
// Without the calendars of the other booking pages (FullCalendar): the most visited signed-in page.
const bookingList = () => import('../features/bookings/pages/booking-list-page.tsx');
// The list's query module is a part of the page's code: asking for it here adds no request.
const prefetchBookingList: AppRoute['prefetch'] = async (queryClient, params) =>
  (await import('../features/bookings/api/booking-list-api.ts')).prefetchBookingList(
    queryClient,
    params,
  );
const users = () => import('../features/users/pages.tsx');
const schoolHolidays = () => import('../features/school-holidays/pages.tsx');
const campaigns = () => import('../features/campaigns/pages.tsx');

/**
 * The table of docs/routes.md#pages, line by line and in the same order. Where the layout is
 * « not shown » the route uses `main` (marked `// layout not shown`): the page then has the usual
 * header, navigation and footer. One line per row (hence prettier-ignore) so it reads like that
 * table.
 */
// prettier-ignore
export const ROUTES: readonly AppRoute[] = [
  { path: '/', layout: 'home', access: null, page: HomePage },
  { path: '/aide', layout: 'main', access: null, page: lazyPage(legal, 'HelpPage') },
  { path: '/conditions-generales-d-utilisation', layout: 'main', access: null, page: lazyPage(legal, 'TermsOfUsePage') },
  { path: '/connexion', layout: 'login', access: null, page: lazyPage(login, 'LoginPage') },
  { path: '/connexion/proconnect-inconnu', layout: 'login', access: null, page: lazyPage(login, 'ProConnectUnknownPage') },
  { path: '/credits', layout: 'main', access: null, page: lazyPage(legal, 'CreditsPage') },
  { path: '/donnees-personnelles', layout: 'main', access: null, page: lazyPage(legal, 'PersonalDataPage') },
  { path: '/licence', layout: 'main', access: null, page: lazyPage(legal, 'LicencePage') },
  { path: '/inscription', layout: 'main', access: 'auth-guest', page: lazyPage(organizations, 'SignUpPage') },
  { path: '/modifier-mot-de-passe', layout: 'main', access: 'auth', page: lazyPage(account, 'ChangeOwnPasswordPage') }, // layout not shown
  { path: '/mon-compte', layout: 'main', access: 'auth-my-account', page: lazyPage(account, 'MyAccountPage') },
  { path: '/mon-profil', layout: 'main', access: 'auth-my-profile', page: lazyPage(account, 'MyProfilePage') },
  { path: '/recherche', layout: 'main', access: 'auth-search', page: lazyPage(search, 'SearchPage'), prefetch: prefetchSearch }, // layout not shown
  { path: '/convention/:id/generer', layout: 'main', access: 'auth', page: lazyPage(agreements, 'AgreementGenerationPage') }, // layout not shown
  { path: '/convention/:id/previsualiser', layout: 'main', access: 'auth', page: lazyPage(agreements, 'AgreementPreviewPage') }, // layout not shown
  { path: '/convention/documents-annexes/:id', layout: 'main', access: 'auth', page: lazyPage(agreements, 'AgreementAnnexesPage') },
  { path: '/convention/liste-reservations', layout: 'main', access: 'auth-agreement', page: lazyPage(agreements, 'AgreementBookingsPage') },
  { path: '/convention/signer/:id', layout: 'default', access: 'auth', page: lazyPage(agreements, 'AgreementSignaturePage') },
  { path: '/espace/:id', layout: 'main', access: 'auth-booking-place', page: lazyPage(publicPlace, 'PlacePage') },
  { path: '/espace/:id/reservation', layout: 'main', access: 'auth', page: lazyPage(bookings, 'BookingRequestPage') },
  { path: '/espace/creer', layout: 'main', access: 'auth-place', page: lazyPage(places, 'PlaceCreationPage') },
  { path: '/espace/editer/:id', layout: 'main', access: 'auth-place', page: lazyPage(placeEdition, 'PlaceEditionPage') },
  { path: '/espace/editer/:id/portes', layout: 'main', access: 'auth-place', page: lazyPage(places, 'PlaceDoorsPage') },
  { path: '/espaces/indicateurs', layout: 'main', access: 'auth-indicators', page: lazyPage(indicators, 'IndicatorsPage') },
  { path: '/espaces/liste', layout: 'main', access: 'auth-place', page: lazyPage(places, 'PlaceListPage') },
  { path: '/etablissement/:id', layout: 'main', access: 'auth-facilities', page: lazyPage(facilities, 'FacilityPage') },
  { path: '/etablissement/creer', layout: 'main', access: null, page: lazyPage(facilities, 'FacilityCreationPage') }, // layout not shown
  { path: '/etablissements/liste', layout: 'main', access: 'auth-facilities', page: lazyPage(facilities, 'FacilityListPage') },
  { path: '/identifiants-de-connexion', layout: 'main', access: 'auth-organization', page: lazyPage(account, 'LoginCredentialsPage') },
  { path: '/moyens-de-paiement', layout: 'main', access: 'auth-organization', page: lazyPage(payments, 'PaymentMeansPage') },
  { path: '/moyens-de-paiement/mise-a-jour', layout: 'main', access: null, page: lazyPage(payments, 'PaymentMeansUpdatePage') }, // layout not shown
  { path: '/organisation/:id', layout: 'main', access: 'auth-organization-view', page: lazyPage(organizations, 'OrganizationPage') },
  // The result is shown through the query status=success or status=error.
  { path: '/organisation/activer-nouvel-email/:id', layout: 'main', access: null, page: lazyPage(organizations, 'NewEmailActivationPage') }, // layout not shown
  { path: '/organisation/activer/:id', layout: 'main', access: 'auth-guest', page: lazyPage(organizations, 'OrganizationActivationPage') }, // layout not shown
  { path: '/organisation/editer', layout: 'main', access: 'auth-organization', page: lazyPage(organizations, 'OrganizationEditionPage') },
  { path: '/organisations/liste', layout: 'main', access: 'auth-organizations', page: lazyPage(organizations, 'OrganizationListPage') },
  // PayFiP's return: the server's state, never the address's (docs/payments.md#online-payment-payfip).
  { path: '/paiements/:id/paiement-en-ligne', layout: 'main', access: 'auth-payment', page: lazyPage(payments, 'OnlinePaymentReturnPage') },
  { path: '/paiements/:id/ticket', layout: 'main', access: 'auth-payment', page: lazyPage(payments, 'PaymentTicketPage') }, // layout not shown
  { path: '/paiements/liste', layout: 'main', access: 'auth-payment', page: lazyPage(payments, 'PaymentListPage') },
  { path: '/reservation/:id', layout: 'main', access: 'auth', page: lazyPage(bookings, 'BookingPage') },
  { path: '/reservation/:id/avenant', layout: 'main', access: 'auth-amendment', page: lazyPage(amendments, 'AmendmentCreationPage') },
  { path: '/reservation/:id/avenant/previsualiser', layout: 'main', access: 'auth-amendment', page: lazyPage(amendments, 'AmendmentPreviewPage') },
  { path: '/reservation/:id/avenant/valider', layout: 'main', access: 'auth-amendment-validate', page: lazyPage(amendments, 'AmendmentValidationPage') },
  { path: '/reservation/:id/contre-proposition', layout: 'main', access: 'auth-booking-counter-proposal', page: lazyPage(bookings, 'CounterProposalPage') },
  { path: '/reservations/liste', layout: 'main', access: 'auth-booking', page: lazyPage(bookingList, 'BookingListPage'), prefetch: prefetchBookingList, scrollToTop: false },
  { path: '/utilisateur/:id', layout: 'main', access: 'auth-user-edit', page: lazyPage(users, 'UserPage') },
  { path: '/utilisateur/creer', layout: 'main', access: 'auth-user-edit', page: lazyPage(users, 'UserCreationPage') },
  { path: '/utilisateur/mot-de-passe/changement', layout: 'main', access: null, page: lazyPage(account, 'PasswordResetPage') }, // layout not shown
  { path: '/utilisateur/mot-de-passe/demande-changement', layout: 'main', access: null, page: lazyPage(account, 'PasswordResetRequestPage') }, // layout not shown
  { path: '/utilisateurs/liste', layout: 'main', access: 'auth-user', page: lazyPage(users, 'UserListPage') },
];

/**
 * Pages beside the route table: the built-in `sandbox` payment provider's hosted page, which stands
 * for the provider's own site and is reached only from its `payment_url`; and the page that a
 * card payment's « Confirmer le paiement » e-mail opens, on the way to the provider's page
 * (docs/payments.md#stripe).
 */
export const PROVIDER_ROUTES: readonly AppRoute[] = [
  {
    path: '/paiements/:id/confirmer',
    layout: 'main',
    access: 'auth-organization',
    page: lazyPage(payments, 'PaymentConfirmationPage'),
  },
  {
    path: '/bac-a-sable/carte/:id',
    layout: 'default',
    access: null,
    page: lazyPage(payments, 'SandboxCardPage'),
  },
];

/**
 * Pages beside the route table that the product needs: the school holidays in force and the
 * import of the ministry's calendar (regional staff).
 */
export const ADMINISTRATION_ROUTES: readonly AppRoute[] = [
  {
    path: '/vacances-scolaires',
    layout: 'main',
    access: 'auth-school-holidays',
    page: lazyPage(schoolHolidays, 'SchoolHolidaysPage'),
  },
];

/**
 * The yearly campaigns (docs/campaigns.md): the list, the creation, a campaign with the
 * organisation's wishes, and a facility's allocation proposal. Each campaign's rights are the
 * server's; the check lets in whoever may see some campaign.
 */
// prettier-ignore
export const CAMPAIGN_ROUTES: readonly AppRoute[] = [
  { path: '/campagnes', layout: 'main', access: 'auth-campaigns', page: lazyPage(campaigns, 'CampaignListPage') },
  { path: '/campagnes/nouvelle', layout: 'main', access: 'auth-campaigns', page: lazyPage(campaigns, 'CampaignCreationPage') },
  { path: '/campagnes/:id', layout: 'main', access: 'auth-campaigns', page: lazyPage(campaigns, 'CampaignPage') },
  { path: '/campagnes/:id/etablissements/:facilityId', layout: 'main', access: 'auth-campaigns', page: lazyPage(campaigns, 'FacilityProposalPage') },
];

/**
 * Every page of the app: the route table's, the payment provider's, the administration's and the
 * campaigns'.
 */
export const ALL_ROUTES: readonly AppRoute[] = [
  ...ROUTES,
  ...PROVIDER_ROUTES,
  ...ADMINISTRATION_ROUTES,
  ...CAMPAIGN_ROUTES,
];

export function routeFor(path: string): AppRoute | undefined {
  return ALL_ROUTES.find((route) => route.path === path);
}
