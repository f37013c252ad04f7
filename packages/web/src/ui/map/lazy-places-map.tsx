import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PlacesMapProps } from './places-map.tsx';

const LoadedPlacesMap = lazy(async () => ({
  default: (await import('./places-map.tsx')).PlacesMap,
}));

/** How close to the screen the map's place comes before Leaflet loads. */
const NEAR_SCREEN = '300px';

/** True once the element comes near the screen (at once where IntersectionObserver is missing). */
function useNearScreen<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The places map with Leaflet in its own chunk: Leaflet and its clusters weigh
 * 53 kB gzip and one long evaluation, which the page's first render and its heading need not wait
 * for. It loads when its place nears the screen: on a phone the map sits below the results, and a
 * visitor who never scrolls that far need not download it, nor run it while reading the list.
 */
export function PlacesMap(props: PlacesMapProps & { height: number }) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const placeholder = (
    <Skeleton
      ref={near ? undefined : ref}
      height={props.height}
      role="status"
      aria-label="Chargement de la carte"
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadedPlacesMap {...props} />
    </Suspense>
  );
}
