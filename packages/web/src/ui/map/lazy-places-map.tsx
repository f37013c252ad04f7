import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PlacesMapProps } from './places-map.tsx';

const LoadedPlacesMap = lazy(async () => ({
  default: (await import('./places-map.tsx')).PlacesMap,
}));

/**
 * The places map with Leaflet in its own chunk (issue 16 item 5): Leaflet and its clusters weigh
 * 53 kB gzip and one long evaluation, which the page's first render and its heading need not wait for.
 */
export function PlacesMap(props: PlacesMapProps & { height: number }) {
  return (
    <Suspense
      fallback={
        <Skeleton height={props.height} role="status" aria-label="Chargement de la carte" />
      }
    >
      <LoadedPlacesMap {...props} />
    </Suspense>
  );
}
