import { Anchor, Center, Divider, Group, Paper } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { LogoBand } from '../../ui/logo-band.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID } from './skip-link.tsx';

/** The `login` layout: a centred card under the logo band. */
export function LoginLayout() {
  const { appName } = useAppConfig();
  return (
    <div className="layout">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="login-main">
        <Center px="md" py="xl">
          <Paper withBorder shadow="sm" radius="md" p="xl" w={460} maw="100%">
            <Group gap="md" wrap="nowrap">
              <LogoBand />
              <Anchor component={Link} to="/" className="brand" underline="never">
                {appName}
              </Anchor>
            </Group>
            <Divider my="lg" />
            <Outlet />
          </Paper>
        </Center>
      </main>
      <SiteFooter />
    </div>
  );
}
