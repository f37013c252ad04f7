import { Button, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/session.tsx';
import { preloadable } from '../../ui/preloadable.ts';

// The menu's popover machinery is heavy and only signed-in users see it: kept off the home page.
// main.tsx loads it ahead for a stored session, so the header does not grow once it arrives.
export const AccountMenu = preloadable(
  async () => (await import('./account-menu.tsx')).AccountMenu,
);

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
