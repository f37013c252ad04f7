import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useCurrentUser } from '../../../session/session.tsx';
import { usePageTitle } from '../../../ui/page-title.ts';
import { preloadable } from '../../../ui/preloadable.ts';

// Only an organisation's users read it: kept off a visitor's home page (its JavaScript budget).
const OrganizationStanding = preloadable(
  async () => (await import('../components/organization-standing.tsx')).OrganizationStanding,
);

// The same for the banner of an open campaign, with the campaigns' queries (docs/campaigns.md).
const OpenCampaignBanner = preloadable(
  async () => (await import('../../campaigns/public.ts')).OpenCampaignBanner,
);

const STEPS = [
  {
    title: 'Trouvez un espace',
    text: 'Cherchez parmi les gymnases, salles et terrains des établissements, et consultez leurs disponibilités semaine par semaine.',
  },
  {
    title: 'Demandez vos créneaux',
    text: 'Choisissez des créneaux ponctuels ou une réservation à l’année ; l’établissement accepte votre demande ou vous propose d’autres horaires.',
  },
  {
    title: 'Signez votre convention',
    text: 'La convention et ses avenants sont produits en PDF et signés en ligne ; le paiement suit, par carte ou par un autre moyen.',
  },
];

/**
 * `/`: for visitors, how the service works below the layout's hero; signed in, the page opens on
 * the user's organisation and where it stands (OrganizationStanding), the menu above.
 */
export function HomePage() {
  usePageTitle('Accueil');
  const user = useCurrentUser();
  return (
    <Stack gap="xl">
      {user !== null && (
        <Stack gap="md">
          <Title order={1}>{user.organization?.name ?? 'Accueil'}</Title>
          {user.organization !== null && (
            <Suspense fallback={null}>
              <OrganizationStanding organization={user.organization} />
            </Suspense>
          )}
          {user.organization?.status === 'validated' && (
            <Suspense fallback={null}>
              <OpenCampaignBanner />
            </Suspense>
          )}
        </Stack>
      )}
      <HowItWorks />
    </Stack>
  );
}

function HowItWorks() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="comment-ca-marche">
      <Title order={2} id="comment-ca-marche">
        Comment ça marche ?
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        {STEPS.map((step, index) => (
          <Stack key={step.title} gap="xs">
            <Title order={3}>
              {index + 1}. {step.title}
            </Title>
            <Text>{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
