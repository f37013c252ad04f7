import type { ManagedUser } from '@espaces/domain/api/users';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { membershipLines } from '../membership-lines.ts';
import { ActiveBadge } from './active-badge.tsx';
import { deName } from '@espaces/domain/locale/french';

interface UserTableProps {
  users: ManagedUser[];
  switching: string | null;
  onToggleActive: (user: ManagedUser) => void;
}

export function UserTable({ users, switching, onToggleActive }: UserTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Nom</Table.Th>
            <Table.Th scope="col">Adresse e-mail</Table.Th>
            <Table.Th scope="col">Rattachements</Table.Th>
            <Table.Th scope="col">Statut</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            const lines = membershipLines(user);
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  {user._abilities.edit ? (
                    <Anchor component={Link} to={`/utilisateur/${user.id}`}>
                      {name}
                    </Anchor>
                  ) : (
                    name
                  )}
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  {lines.length === 0 ? (
                    <Text c="dimmed">Aucun</Text>
                  ) : (
                    <Stack gap={2}>
                      {lines.map((line) => (
                        <Text key={line} size="sm">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <ActiveBadge active={user.isActive} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {user._abilities.toggleActive && (
                      <Button
                        size="compact-sm"
                        variant={user.isActive ? 'subtle' : 'light'}
                        color={user.isActive ? 'red.9' : undefined}
                        c={user.isActive ? 'red.9' : undefined}
                        loading={switching === user.id}
                        aria-label={`${user.isActive ? 'Désactiver' : 'Réactiver'} le compte ${deName(name)}`}
                        onClick={() => onToggleActive(user)}
                      >
                        {user.isActive ? 'Désactiver' : 'Réactiver'}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
