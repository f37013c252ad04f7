/**
 * Audience measurement (docs/routes.md#client-calls): Matomo, loaded only when the public
 * configuration names its host and site, without cookies (exempt from consent under the
 * CNIL's rules, so no banner), with link tracking, one page view on start and one per route
 * change with the page's title.
 */
type MatomoCommand = [string, ...unknown[]];

declare global {
  interface Window {
    _paq?: MatomoCommand[];
  }
}

const SCRIPT_ID = 'audience-script';

interface PageView {
  url: string;
  title: string;
}

let started = false;
let lastTrackedUrl: string | null = null;
let pending: PageView | null = null;

export function startAudienceMeasurement(matomoUrl: string, siteId: string): void {
  if (started) return;
  started = true;
  const base = matomoUrl.endsWith('/') ? matomoUrl : `${matomoUrl}/`;
  const queue = (window._paq ??= []);
  queue.push(
    ['disableCookies'],
    ['enableLinkTracking'],
    ['setTrackerUrl', `${base}matomo.php`],
    ['setSiteId', siteId],
  );
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${base}matomo.js`;
  document.head.append(script);
  if (pending) track(pending);
  pending = null;
}

/** Called when a page has its title: one view per address, whatever re-renders. */
export function notePageView(title: string): void {
  const url = window.location.href;
  if (url === lastTrackedUrl) return;
  if (started) track({ url, title });
  else pending = { url, title };
}

function track(view: PageView): void {
  const queue = (window._paq ??= []);
  if (lastTrackedUrl !== null) queue.push(['setReferrerUrl', lastTrackedUrl]);
  queue.push(['setCustomUrl', view.url], ['setDocumentTitle', view.title], ['trackPageView']);
  lastTrackedUrl = view.url;
}

/** Tests only: forget what was started and tracked. */
export function resetAudienceMeasurement(): void {
  started = false;
  lastTrackedUrl = null;
  pending = null;
  delete window._paq;
  document.getElementById(SCRIPT_ID)?.remove();
}
