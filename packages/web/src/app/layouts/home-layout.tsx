import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useCurrentUser } from '../../session/session.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { MainLayout } from './main-layout.tsx';
import { UserArea } from './user-menu.tsx';

/**
 * The `home` layout: for visitors, a hero presenting the service above the home page; signed in,
 * the role's menu and the page alone, which opens on where the user stands (docs/routes.md).
 */
export function HomeLayout() {
  const user = useCurrentUser();
  // Signed in, the home page is a page like the others, under the role's menu.
  if (user !== null) return <MainLayout />;
  return (
    <div className="layout">
      <SkipLink />
      <SiteHeader actions={<UserArea showGuestButtons={false} />} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <Container size="xl" py={64}>
            <Stack gap="lg" maw={720}>
              <Title order={1} id="hero-title">
                Réservez les gymnases, salles et terrains des établissements publics
              </Title>
              <Text size="xl">
                Associations, clubs et collectivités : trouvez un gymnase, une salle ou un terrain
                disponible, demandez un créneau et suivez votre convention en ligne.
              </Text>
              <Group gap="md">
                <Button component={Link} to="/recherche" variant="white" size="lg">
                  Rechercher un espace
                </Button>
                <Button component={Link} to="/connexion" variant="outline" color="white" size="lg">
                  Se connecter
                </Button>
                <Button
                  component={Link}
                  to="/inscription"
                  variant="outline"
                  color="white"
                  size="lg"
                >
                  Créer un compte
                </Button>
              </Group>
            </Stack>
          </Container>
        </section>
        <Container size="xl" py="xl">
          <Outlet />
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
