import { Button, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/session.tsx';

// The menu's popover machinery is heavy and only signed-in users see it: kept off the home page.
const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));

/** Signed in: a menu with « Mon compte » and « Se déconnecter »; signed out: the two entry points. */
export function UserArea({ showGuestButtons = true }: { showGuestButtons?: boolean }) {
  const user = useCurrentUser();

  if (user === null) {
    if (!showGuestButtons) return null;
    return (
      <Group gap="sm">
        <Button component={Link} to="/connexion" variant="filled">
          Se connecter
        </Button>
        <Button component={Link} to="/inscription" variant="default">
          Créer un compte
        </Button>
      </Group>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
