import { emailChangeSchema } from '@espaces/domain/api/account';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PasswordInput } from '../../../ui/password-input/password-input.tsx';
import { requestEmailChange } from '../api/account-api.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';

/**
 * /identifiants-de-connexion (auth-organization, docs/routes.md#pages): a new sign-in address,
 * effective once the link sent to it is followed (/organisation/activer-nouvel-email/{id}).
 */
export function LoginCredentialsPage() {
  const user = useCurrentUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(emailChangeSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const change = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (_, request) => {
      form.reset();
      setSentTo(request.email);
    },
    onError: (error) => showFailure(form, error),
  });

  const submit = form.onSubmit((values) => change.mutate(emailChangeSchema.parse(values)));

  return (
    <Page
      title="Identifiants de connexion"
      lead="L’adresse e-mail et le mot de passe de votre organisation."
    >
      {user !== null && (
        <Text>
          Adresse de connexion actuelle&nbsp;: <strong>{user.email}</strong>
        </Text>
      )}
      {sentTo !== null && (
        <Alert color="blue" variant="light" title="Vérifiez la nouvelle adresse" role="status">
          {`Un lien de confirmation a été envoyé à ${sentTo}. Votre adresse de connexion changera quand vous l’aurez suivi.`}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Changer d’adresse e-mail">
        <Stack gap="md" maw={520}>
          <TextInput
            label="Nouvelle adresse e-mail"
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Mot de passe actuel"
            description="Pour confirmer que c’est bien vous."
            withAsterisk
            autoComplete="current-password"
            {...form.getInputProps('password')}
            value={form.getValues().password}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Changer d’adresse e-mail
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
