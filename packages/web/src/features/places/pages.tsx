import { lazy, Suspense } from 'react';
import { PageLoader } from '../../ui/page-loader.tsx';

export { PlaceCreationPage } from './pages/place-creation-page.tsx';
export { PlaceDoorsPage } from './pages/place-doors-page.tsx';
export { PlaceListPage } from './pages/place-list-page.tsx';

/** Its own chunk: FullCalendar and the date pickers load only with the edit page (DESIGN §2). */
const PlaceEdition = lazy(async () => ({
  default: (await import('./pages/place-edition-page.tsx')).PlaceEditionPage,
}));

export function PlaceEditionPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <PlaceEdition />
    </Suspense>
  );
}

/** Its own chunk too: the public place page brings Leaflet and FullCalendar. */
const PublicPlace = lazy(async () => ({
  default: (await import('../search/pages/place-page.tsx')).PlacePage,
}));

export function PlacePage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <PublicPlace />
    </Suspense>
  );
}

/** Its own chunk: the charts (recharts) load only with the indicators (issue 14). */
const Indicators = lazy(async () => ({
  default: (await import('../indicators/pages/indicators-page.tsx')).IndicatorsPage,
}));

export function PlaceIndicatorsPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Indicators />
    </Suspense>
  );
}
