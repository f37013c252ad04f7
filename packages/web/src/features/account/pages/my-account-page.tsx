import { isOrganizationUser } from '@espaces/domain/access/roles';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { CalendarFeedsSection } from '../components/calendar-feeds-section.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';

/**
 * /mon-compte (auth-my-account, docs/routes.md#pages): the password and the other account pages.
 */
export function MyAccountPage() {
  const user = useCurrentUser();
  const organizationUser = user !== null && isOrganizationUser(user);
  return (
    <Page title="Mon compte" lead="Vos informations de connexion et les réglages de votre compte.">
      {user !== null && (
        <Text>
          Connecté avec l’adresse <strong>{user.email}</strong>.
        </Text>
      )}
      <Stack gap="xs" component="nav" aria-labelledby="account-links-title">
        <Title order={2} id="account-links-title">
          Mes informations
        </Title>
        <List spacing={4}>
          <List.Item>
            <Anchor component={Link} to="/mon-profil">
              Mon profil (nom, prénom, téléphone)
            </Anchor>
          </List.Item>
          {organizationUser && (
            <>
              <List.Item>
                <Anchor component={Link} to="/identifiants-de-connexion">
                  Identifiants de connexion (adresse e-mail)
                </Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to="/organisation/editer">
                  Mon organisation
                </Anchor>
              </List.Item>
            </>
          )}
        </List>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="password-change-title">
        <Title order={2} id="password-change-title">
          Changer de mot de passe
        </Title>
        <PasswordChangeForm />
      </Stack>
      <CalendarFeedsSection />
    </Page>
  );
}
