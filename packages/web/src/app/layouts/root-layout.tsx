import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { dismissUnauthorized, useUnauthorizedRaised } from '../../api/unauthorized.ts';
import { useSession } from '../../session/session.tsx';
import { startAudienceMeasurement } from '../../ui/audience.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LazyErrorScreen, ModalContainer, UpdateNotice } from '../lazy-overlays.tsx';
import type { RouteHandle } from '../router.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/**
 * Root layout (docs/routes.md#page-flows): the page area and the modal container (modals stack; OK,
 * cancel, the close button, Esc and the backdrop close them). Each layout draws the logo band in
 * its header. The 401 screen replaces the page until the user navigates
 * (docs/routes.md#error-pages).
 */
export function RootLayout() {
  const unauthorized = useUnauthorizedRaised();
  const { isLoading } = useSession();
  useScrollToTop();
  useAudienceMeasurement();
  useDismissUnauthorizedOnNavigation();

  return (
    <>
      <ModalContainer />
      {unauthorized ? (
        <DefaultLayout>
          <LazyErrorScreen statusCode={401} message="Réponse 401 hors de la page de connexion" />
        </DefaultLayout>
      ) : isLoading ? (
        // At startup (docs/routes.md#redirects) the user of a stored session is fetched before any
        // page. Meanwhile the header and footer of index.html's static shell stay where they were.
        <div className="layout">
          <SiteHeader />
          <main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <PageLoader />
          </main>
          <SiteFooter />
        </div>
      ) : (
        <Outlet />
      )}
      <UpdateNotice />
    </>
  );
}

/** Scrolls to the top on navigation, except on routes flagged `scrollToTop: false`. */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const scrollToTop = handle?.scrollToTop ?? true;
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (scrollToTop) window.scrollTo(0, 0);
  }, [pathname, scrollToTop]);
}

function useAudienceMeasurement(): void {
  const { matomoUrl, matomoSiteId } = useAppConfig();
  useEffect(() => {
    if (matomoUrl && matomoSiteId) startAudienceMeasurement(matomoUrl, matomoSiteId);
  }, [matomoUrl, matomoSiteId]);
}

function useDismissUnauthorizedOnNavigation(): void {
  const { key } = useLocation();
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    dismissUnauthorized();
  }, [key]);
}
