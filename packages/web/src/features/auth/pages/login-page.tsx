import { homePathFor } from '@espaces/domain/access/roles';
import { isSafeReturnPath } from '@espaces/domain/access/referer';
import { credentialsSchema, type Credentials } from '@espaces/domain/api/credentials';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { useAppConfig } from '../../../api/config.ts';
import { hydraDescriptionOf, statusOf } from '../../../api/errors.ts';
import { forgetReferer, readReferer } from '../../../lib/referer-cookie.ts';
import { useSession } from '../../../session/session.tsx';
import { usePageTitle } from '../../../ui/page-title.ts';
import { ProConnectButton } from '../components/proconnect-button.tsx';

// The page ProConnect's refusals end on travels in the login page's chunk: one more lazy import
// in the route table would weigh on the home page's budget (docs/decisions.md#web).
export { ProConnectUnknownPage } from './proconnect-unknown-page.tsx';

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

/**
 * ProConnect's callback ends here (docs/routes.md#redirects): `connecte` once the server has set
 * the session's cookies, `echec` when it refused the callback.
 */
const PROCONNECT_PARAMETER = 'proconnect';
const PROCONNECT_FAILED =
  'La connexion avec ProConnect n’a pas abouti (lien expiré, déjà utilisé ou invalide). Recommencez depuis cette page.';

export function LoginPage() {
  usePageTitle('Connexion');
  const { signIn, adoptSession } = useSession();
  const { proconnect } = useAppConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const proconnectOutcome = searchParams.get(PROCONNECT_PARAMETER);
  const [proconnectFailed, setProconnectFailed] = useState(proconnectOutcome === 'echec');

  useEffect(() => {
    if (proconnectOutcome !== 'connecte') return;
    adoptSession().then(
      (user) => navigate(destinationAfterLogin(user), { replace: true }),
      () => setProconnectFailed(true),
    );
  }, [proconnectOutcome, adoptSession, navigate]);

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
      {proconnectFailed && (
        <Alert color="red" variant="light" role="alert" title="Connexion impossible">
          {PROCONNECT_FAILED}
        </Alert>
      )}
      {proconnect && (
        <Stack gap="xs" align="center">
          <Text>Agent d’un lycée ou de la Région&nbsp;:</Text>
          <ProConnectButton />
          <Divider label="ou avec votre mot de passe" w="100%" />
        </Stack>
      )}
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
