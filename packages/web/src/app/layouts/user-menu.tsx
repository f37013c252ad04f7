import { Button, Group, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser, useSignOut } from '../../session/session.tsx';

/** Signed in: a menu with « Mon compte » and « Se déconnecter »; signed out: the two entry points. */
export function UserArea({ showGuestButtons = true }: { showGuestButtons?: boolean }) {
  const user = useCurrentUser();
  const signOut = useSignOut();

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

  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" aria-label={`Menu de ${fullName}`}>
          {fullName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user.organization !== null && <Menu.Label>{user.organization.name}</Menu.Label>}
        <Menu.Item component={Link} to="/mon-compte">
          Mon compte
        </Menu.Item>
        <Menu.Item onClick={() => void signOut()}>Se déconnecter</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
