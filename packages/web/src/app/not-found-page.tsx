import { PAGE_NOT_FOUND } from '@espaces/domain/shell-messages';
import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../ui/page-title.ts';

/** Unknown route → « Page Not Found » plus the path (docs/routes.md#error-pages). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page introuvable');
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>
        <span lang="en">{PAGE_NOT_FOUND}</span>
        {'\u00a0: '}
        <Code fz="inherit" c="inherit">
          {pathname}
        </Code>
      </Title>
      <Text>L’adresse demandée ne correspond à aucune page du service.</Text>
      <Anchor component={Link} to="/" w="fit-content">
        Retour à l’accueil
      </Anchor>
    </Stack>
  );
}
