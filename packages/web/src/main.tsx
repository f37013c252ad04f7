// Render-blocking CSS: Mantine's globals and the components of the layouts, the home page and the
// loader only, in Mantine's own order; pages load the rest with their code
// (ui/mantine-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import './app/app.css';
// After app.css, where MantineProvider's own <style> used to apply: the same cascade.
import 'virtual:mantine-theme.css';
import { checkAccess } from '@espaces/domain/access/checks';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BookingsMenuLink } from './app/layouts/main-layout.tsx';
import { AccountMenu } from './app/layouts/user-menu.tsx';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { ALL_ROUTES, routeFor } from './app/routes.ts';
import { prefetchAppConfig } from './api/config.ts';
import { hasStoredSession } from './api/session-expiry.ts';
import { prefetchCurrentUser } from './session/session.tsx';

const root = document.getElementById('root');
if (root === null) throw new Error('Élément #root introuvable dans index.html');

/**
 * The page of the address the app starts on, loaded while index.html's shell shows; for a
 * visitor without a session on a page that needs one, the sign-in page the guard leads to.
 * The page's data is asked for at the same time, not at its first render.
 */
async function preloadFirstPage(queryClient: QueryClient): Promise<void> {
  const route = matchRoutes([...ALL_ROUTES], window.location)?.at(-1)?.route;
  const refusedToGuest =
    route?.access != null && !hasStoredSession() && !checkAccess(route.access, null).allowed;
  const page = refusedToGuest ? routeFor('/connexion')?.page : route?.page;
  // Not awaited: the page draws its own loading state until the answers come.
  if (!refusedToGuest) void route?.prefetch?.(queryClient, new URLSearchParams(location.search));
  // With a stored session, the header's account menu too (its arrival would push the page down),
  // and the bookings entry with its count, which most signed-in users have in their menu.
  const header = hasStoredSession() ? [AccountMenu.preload(), BookingsMenuLink.preload()] : [];
  // A failed chunk is left to the page's own lazy loading and its error screen.
  await Promise.all(
    [page?.preload?.(), ...header].map((loading) => loading?.catch(() => undefined)),
  );
}

/**
 * Applies the stylesheet index.html only preloads (vite.config.ts, `preloadEntryStylesheet`), in
 * the preload's place: before the pages' own stylesheets, which come later and are appended, so
 * the cascade is the one of a `<link rel="stylesheet">`. Resolves once it applies (or failed to
 * load, as a broken link would have left it): React draws nothing before. No preload under the
 * dev server, where Vite injects the styles with the modules.
 */
function applyEntryStylesheet(): Promise<unknown> {
  const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]');
  if (preload === null) return Promise.resolve();
  const applied = new Promise((resolve) => {
    preload.addEventListener('load', resolve, { once: true });
    preload.addEventListener('error', resolve, { once: true });
  });
  preload.rel = 'stylesheet';
  return applied;
}

/**
 * Renders in a transition, concurrently: React yields to the browser between components instead
 * of blocking the main thread for the whole first tree (Lighthouse's Total Blocking Time).
 */
function render(container: HTMLElement, queryClient: QueryClient): void {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * Runs `work` in a task of its own, the next one, not at the end of the task running now.
 * The entry's module evaluation is one task, with this module's body at its end; with
 * the route matching, the requests and the first page's preloads (one `<link>` per chunk, each a
 * request set up) it took 17–26 ms of main thread, and at Lighthouse's 4× slowdown any task over
 * 12.5 ms blocks. A zero delay: nothing waits on a timer, each part just gets its own task.
 */
function inTaskOfItsOwn<T>(work: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(work()), 0));
}

const queryClient = createQueryClient();
const firstPage = inTaskOfItsOwn(() =>
  Promise.all([
    // First, so that the pages' stylesheets, appended by their chunks' loading, come after it.
    applyEntryStylesheet(),
    preloadFirstPage(queryClient),
  ]),
);
const session = inTaskOfItsOwn(() => {
  // Not awaited: until it comes, the header and footer draw with the fallback configuration.
  void prefetchAppConfig(queryClient);
  return prefetchCurrentUser(queryClient);
});
// Not a top-level await: the page chunks import from this one, which must finish evaluating first.
void Promise.all([firstPage, session]).then(() => render(root, queryClient));
