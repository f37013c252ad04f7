import { homePathFor } from '@espaces/domain/access/roles';
import {
  ERROR_PAGE_BACK_LINK,
  ERROR_PAGE_HOME_LINK,
  ERROR_PAGE_RETRY,
  errorPageContact,
  errorPageReason,
  errorPageTitle,
  LOGIN_LINK_LABEL,
  SESSION_EXPIRED_401,
} from '@espaces/domain/messages';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { dismissUnauthorized } from '../api/unauthorized.ts';
import { useAppConfig } from '../api/config.ts';
import { useCurrentUser } from '../session/session.tsx';
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
  const { appName, contactEmail } = useAppConfig();
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
        <>
          <Text>{errorPageReason(statusCode)}</Text>
          {description && <Text>{description}</Text>}
          <WaysOn statusCode={statusCode} />
          {statusCode >= 500 && <Text size="sm">{errorPageContact(contactEmail)}</Text>}
        </>
      )}
    </Stack>
  );
}

/** react-router numbers its history entries (`idx`); 0 means the app was entered here. */
function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** Where to go from an error: back, the role's home, or again for a server's failure. */
function WaysOn({ statusCode }: { statusCode: number }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  return (
    <Group gap="md">
      {statusCode >= 500 && (
        <Button variant="default" onClick={() => window.location.reload()}>
          {ERROR_PAGE_RETRY}
        </Button>
      )}
      {hasInAppHistory() && (
        <Anchor component="button" type="button" onClick={() => void navigate(-1)}>
          {ERROR_PAGE_BACK_LINK}
        </Anchor>
      )}
      <Anchor component={Link} to={user ? homePathFor(user) : '/'}>
        {ERROR_PAGE_HOME_LINK}
      </Anchor>
    </Group>
  );
}
