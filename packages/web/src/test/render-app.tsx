import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { buildRouteObjects } from '../app/router.tsx';
import { ROUTES, type AppRoute } from '../app/routes.ts';

/** Renders the whole application at `path`, in memory, with fresh server state. */
export function renderApp(path: string, routes: readonly AppRoute[] = ROUTES) {
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user, location };
}
