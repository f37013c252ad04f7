import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchPath, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { buildRouteObjects } from '../app/router.tsx';
import { ROUTES, type AppRoute } from '../app/routes.ts';

/**
 * Renders the whole application at `path`, in memory, with fresh server state. The code of the
 * pages matching `path` is loaded first: in a fresh module graph that takes seconds, which the
 * page's first query would otherwise have to outwait (tests render once it is in). A
 * `queryClient` given holds what the app asked for before its first render (main.tsx).
 */
export async function renderApp(
  path: string,
  routes: readonly AppRoute[] = ROUTES,
  queryClient = createQueryClient(),
) {
  const pathname = new URL(path, 'http://localhost').pathname;
  await Promise.all(
    routes
      .filter((route) => matchPath(route.path, pathname) !== null)
      .map((route) => route.page.preload?.()),
  );
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user, location };
}
