import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/config.ts';

const FOOTER_LINKS = [
  { path: '/aide', label: 'Aide' },
  { path: '/conditions-generales-d-utilisation', label: 'Conditions générales d’utilisation' },
  { path: '/donnees-personnelles', label: 'Données personnelles' },
  { path: '/credits', label: 'Crédits' },
  { path: '/licence', label: 'Licence' },
];

export function SiteFooter() {
  const { appName, regionName } = useAppConfig();
  return (
    <footer className="site-footer">
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="md">
          <Text size="sm">
            {appName} · {regionName}
          </Text>
          <nav aria-label="Liens de bas de page">
            <Group component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.path}>
                  <Anchor component={Link} to={link.path} size="sm" c="gray.9">
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
        </Group>
      </Container>
    </footer>
  );
}
