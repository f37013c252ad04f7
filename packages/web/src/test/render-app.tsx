import {
  Drawer,
  Menu,
  mergeThemeOverrides,
  Modal,
  Popover,
  Tooltip,
  type TransitionProps,
} from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { buildRouteObjects } from '../app/router.tsx';
import { ROUTES, type AppRoute } from '../app/routes.ts';
import { theme } from '../app/theme.ts';

/**
 * The app's theme with overlays that open and close at once: jsdom would otherwise play each
 * 250 ms transition on real timers before a dialog or a menu can be queried.
 */
const INSTANT: { transitionProps: Partial<TransitionProps> } = {
  transitionProps: { duration: 0 },
};
const THEME_WITHOUT_TRANSITIONS = mergeThemeOverrides(theme, {
  components: {
    Drawer: Drawer.extend({ defaultProps: INSTANT }),
    Menu: Menu.extend({ defaultProps: INSTANT }),
    Modal: Modal.extend({ defaultProps: INSTANT }),
    Popover: Popover.extend({ defaultProps: INSTANT }),
    Tooltip: Tooltip.extend({ defaultProps: INSTANT }),
  },
});

/** Renders the whole application at `path`, in memory, with fresh server state. */
export function renderApp(path: string, routes: readonly AppRoute[] = ROUTES) {
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  const queryClient = createQueryClient();
  // No pause between keystrokes: each one would otherwise wait for a timer of its own.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={queryClient} theme={THEME_WITHOUT_TRANSITIONS}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, user, location };
}
