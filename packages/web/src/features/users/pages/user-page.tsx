import {
  emailChangePendingNotice,
  pendingEmailNotice,
  type ManagedUser,
  type UserInput,
} from '@espaces/domain/api/users';
import { CHANGES_SAVED } from '@espaces/domain/messages';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { hydraDescriptionOf, statusOf } from '../../../api/errors.ts';
import { ErrorScreen } from '../../../app/error-screen.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { briefSuccess, toast } from '../../../ui/toast.tsx';
import { updateUser, userKeys, useUser } from '../api/user-queries.ts';
import { ActiveBadge } from '../components/active-badge.tsx';
import { UserForm } from '../components/user-form.tsx';
import { userFormValuesOf } from '../components/user-form-values.ts';
import { useToggleActive } from '../components/use-toggle-active.ts';
import { membershipLines } from '../membership-lines.ts';

function AccountState({ user }: { user: ManagedUser }) {
  const { toggle, switching } = useToggleActive();
  return (
    <Paper withBorder p="md" component="section" aria-label="État du compte">
      <Group justify="space-between">
        <Group gap="sm">
          <Text fw={700}>Compte</Text>
          <ActiveBadge active={user.isActive} />
          {!user.hasPassword && (
            <Text size="sm" c="dimmed">
              Mot de passe pas encore choisi
            </Text>
          )}
        </Group>
        {user._abilities.toggleActive && (
          <Button
            variant={user.isActive ? 'outline' : 'filled'}
            color={user.isActive ? 'red.9' : undefined}
            loading={switching === user.id}
            onClick={() => void toggle(user)}
          >
            {user.isActive ? 'Désactiver le compte' : 'Réactiver le compte'}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** /utilisateur/{id}: the account state and the edition form. */
export function UserPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const user = useUser(id);
  const save = useMutation({
    mutationFn: (input: UserInput) => updateUser(id, input),
    onSuccess: async (saved, input) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      // Another address only waits for its link; say so rather than "saved".
      const askedAnotherEmail = input.email.trim().toLowerCase() !== saved.email.toLowerCase();
      if (askedAnotherEmail && saved.pendingEmail !== null) {
        const message = emailChangePendingNotice(saved.pendingEmail);
        toast({ title: CHANGES_SAVED, message, type: 'info' });
      } else {
        briefSuccess(CHANGES_SAVED);
      }
    },
  });

  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <ErrorScreen
        statusCode={statusOf(user.error) ?? 500}
        message={String(user.error)}
        description={hydraDescriptionOf(user.error)}
      />
    );
  }
  const current = user.data;

  return (
    <Page title={`${current.firstName} ${current.lastName}`} lead={current.email}>
      <AccountState user={current} />
      {current.pendingEmail !== null && (
        <Alert color="blue" variant="light">
          {pendingEmailNotice(current.pendingEmail)}
        </Alert>
      )}
      {current._abilities.edit ? (
        <UserForm
          key={current.id}
          initialValues={userFormValuesOf(current)}
          knownChoices={{
            facilities: current.facilityMemberships.map((membership) => ({
              value: membership.facility['@id'],
              label: membership.facility.name,
            })),
            territories: current.territoryMemberships.map((membership) => ({
              value: membership.territory['@id'],
              label: membership.territory.name,
            })),
          }}
          submitLabel="Enregistrer les modifications"
          save={save}
        />
      ) : (
        <Stack gap="xs">
          <Alert color="blue" variant="light">
            Vous pouvez consulter ce compte mais pas le modifier.
          </Alert>
          {membershipLines(current).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Stack>
      )}
    </Page>
  );
}
