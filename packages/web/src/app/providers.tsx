import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../session/session.tsx';
import { ToastContainer } from './lazy-overlays.tsx';
import { theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already applies the retry rule of docs/routes.md#client-calls; no second
      // layer of retries.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Everything a page relies on: theme, French dates, server state, toasts and the session. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    // The theme's CSS variables come with the stylesheet (main.tsx, theme-css-variables.ts).
    <MantineProvider theme={theme} withCssVariables={false}>
      {/* French locale, weeks start on Monday (docs/api.md#money-and-dates). */}
      <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ToastContainer />
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
