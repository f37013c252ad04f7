import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on first render, or ahead with `preload`. */
export type Preloadable<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `React.lazy` that can be loaded ahead (main.tsx, before the first render) and then renders the
 * loaded component directly: no Suspense fallback, no second render, nothing pushed around.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async (): Promise<ComponentType<P>> => (loaded = await load());
  const LazyLoaded = lazy(async () => ({
    default: await preload(),
  })) as unknown as ComponentType<P>;
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? LazyLoaded);
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload });
}
