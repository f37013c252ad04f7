import '../../ui/mantine-styles.ts';
import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { useSignOut } from '../../session/session.tsx';
import { deName } from '@espaces/domain/locale/french';

/** The signed-in user's menu: « Mon compte » and « Se déconnecter ». */
export function AccountMenu({ user }: { user: AuthenticatedUser }) {
  const signOut = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" aria-label={`Menu ${deName(fullName)}`}>
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
