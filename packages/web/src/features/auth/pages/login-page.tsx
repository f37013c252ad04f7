import { homePathFor } from '@espaces/domain/access/roles';
import { isSafeReturnPath } from '@espaces/domain/access/referer';
import { credentialsSchema, type Credentials } from '@espaces/domain/api/credentials';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { hydraDescriptionOf, statusOf } from '../../../api/errors.ts';
import { forgetReferer, readReferer } from '../../../lib/referer-cookie.ts';
import { useSession } from '../../../session/session.tsx';
import { usePageTitle } from '../../../ui/page-title.ts';

/** Failures the server explains in a sentence the user should read next to the form. */
const EXPLAINED_STATUSES = new Set([401, 403, 429]);

function explanationOf(error: unknown): string | null {
  const status = statusOf(error);
  return status !== undefined && EXPLAINED_STATUSES.has(status) ? hydraDescriptionOf(error) : null;
}

/** After login, back to the remembered path, else the role's home. */
function destinationAfterLogin(user: Parameters<typeof homePathFor>[0]): string {
  const referer = readReferer();
  forgetReferer();
  return referer !== null && isSafeReturnPath(referer) ? referer : homePathFor(user);
}

export function LoginPage() {
  usePageTitle('Connexion');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [passwordVisible, setPasswordVisible] = useState(false);

  const form = useForm<Credentials>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(credentialsSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const login = useMutation({
    mutationFn: signIn,
    onSuccess: (user) => navigate(destinationAfterLogin(user), { replace: true }),
    onError: (error) => {
      if (explanationOf(error) === null) handleApiError(error);
    },
  });
  const serverError = explanationOf(login.error);

  const submit = form.onSubmit((values) => login.mutate(credentialsSchema.parse(values)));

  return (
    <Stack gap="lg">
      <Title order={1}>Connexion</Title>
      {serverError !== null && (
        <Alert color="red" variant="light" role="alert" title="Connexion impossible">
          {serverError}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Connexion">
        <Stack gap="md">
          <TextInput
            label="Adresse e-mail"
            type="email"
            autoComplete="username"
            withAsterisk
            aria-required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Mot de passe"
            autoComplete="current-password"
            withAsterisk
            aria-required
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleButtonProps={{
              'aria-label': passwordVisible
                ? 'Masquer le mot de passe'
                : 'Afficher le mot de passe',
              tabIndex: 0,
            }}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Anchor
            component={Link}
            to="/utilisateur/mot-de-passe/demande-changement"
            size="sm"
            w="fit-content"
          >
            Mot de passe oublié&nbsp;?
          </Anchor>
          <Button type="submit" loading={login.isPending} fullWidth>
            Se connecter
          </Button>
        </Stack>
      </form>
      <Group gap="xs" justify="center">
        <span>Pas encore de compte&nbsp;?</span>
        <Anchor component={Link} to="/inscription">
          Créer un compte
        </Anchor>
      </Group>
    </Stack>
  );
}
