import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/**
 * The bare `default` layout of docs/routes.md#pages (e.g. signing an agreement): the page alone.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Container size="lg" py="xl">
        {children ?? <Outlet />}
      </Container>
    </main>
  );
}
