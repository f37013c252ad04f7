import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { LogoBand } from '../../ui/logo-band.tsx';

/** The logo band: regional logo and product name, with what a layout adds on the right. */
export function SiteHeader({ actions, children }: { actions?: ReactNode; children?: ReactNode }) {
  const { appName } = useAppConfig();
  return (
    <header className="site-header">
      <Container size="xl" py="sm">
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap">
            <LogoBand />
            <Anchor component={Link} to="/" className="brand" underline="never">
              {appName}
            </Anchor>
          </Group>
          {actions}
        </Group>
      </Container>
      {children}
    </header>
  );
}
