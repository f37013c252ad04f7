import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title.ts';

interface PageProps {
  /** The h1 of the page, also used for `document.title`. */
  title: string;
  /** One sentence under the title saying what the page is for. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** The frame of a page inside a layout: its single h1, its lead and its content. */
export function Page({ title, lead, children }: PageProps) {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        {lead !== undefined && (
          // A lead made of elements (a status badge…) cannot sit inside a paragraph.
          <Text size="lg" component={typeof lead === 'string' ? 'p' : 'div'}>
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
