import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../ui/page-title.ts';

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

/** The page below the home layout's hero: how the service works. */
export function HomePage() {
  usePageTitle('Accueil');
  return (
    <Stack gap="lg">
      <Title order={2}>Comment ça marche ?</Title>
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
