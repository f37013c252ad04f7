import { errorPageTitle, LOGIN_LINK_LABEL, SESSION_EXPIRED_401 } from '@espaces/domain/messages';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { dismissUnauthorized } from '../api/unauthorized.ts';
import { useAppConfig } from '../api/config.ts';
import { usePageTitle } from '../ui/page-title.ts';

interface ErrorScreenProps {
  statusCode: number;
  /** Logged, never shown: the user reads the French text of docs/routes.md#error-pages. */
  message?: string;
  /** The server's own French explanation, shown under the title (docs/routes.md#error-pages). */
  description?: string | null;
}

/** The error screen (docs/routes.md#error-pages). Rendered inside a layout's <main>. */
export function ErrorScreen({ statusCode, message, description }: ErrorScreenProps) {
  const { appName } = useAppConfig();
  const title = errorPageTitle(statusCode);
  usePageTitle(title);

  useEffect(() => {
    console.error(`Erreur ${statusCode}`, message ?? '');
  }, [statusCode, message]);

  return (
    <Stack gap="md" py="xl">
      <hgroup>
        <Text component="p" size="sm" fw={700} tt="uppercase" c="blue.9" mb={4}>
          {appName}
        </Text>
        <Title order={1}>{title}</Title>
      </hgroup>
      {statusCode === 401 ? (
        <>
          <Text>{SESSION_EXPIRED_401}</Text>
          <Anchor component={Link} to="/connexion" onClick={dismissUnauthorized} w="fit-content">
            {LOGIN_LINK_LABEL}
          </Anchor>
        </>
      ) : (
        <Text>{description ?? title}</Text>
      )}
    </Stack>
  );
}
