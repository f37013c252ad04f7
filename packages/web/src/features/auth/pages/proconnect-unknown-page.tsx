import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAppConfig } from '../../../api/config.ts';
import { usePageTitle } from '../../../ui/page-title.ts';

/**
 * Where ProConnect's callback sends an agent without an open account here: ProConnect creates
 * none, the establishment's administrator or the Region does (docs/security.md#proconnect).
 */
export function ProConnectUnknownPage() {
  usePageTitle('Compte non ouvert');
  const { appName, contactEmail } = useAppConfig();
  return (
    <Stack gap="lg">
      <Title order={1}>Compte non ouvert</Title>
      <Alert color="orange" variant="light" role="alert" title="Connexion avec ProConnect refusée">
        Votre compte n’est pas ouvert dans {appName}&nbsp;: demandez à l’administrateur de votre
        établissement ou à la Région de le créer avec l’adresse e-mail que ProConnect a transmise,
        puis reconnectez-vous.
      </Alert>
      <Text>
        Une association, une entreprise ou une collectivité se connecte avec son adresse e-mail et
        son mot de passe, sans ProConnect. Pour toute question, écrivez à{' '}
        <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>.
      </Text>
      <Anchor component={Link} to="/connexion" w="fit-content">
        Revenir à la connexion
      </Anchor>
    </Stack>
  );
}
