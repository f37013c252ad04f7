import { Anchor, Table, Text } from '@mantine/core';
import { useAppConfig } from '../../api/config.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { SHIPPED_COMPONENTS, type Credit } from './shipped-components.ts';
import { parName, withArticle } from '@espaces/domain/locale/french';

export function CreditsPage({
  components = SHIPPED_COMPONENTS,
}: {
  components?: readonly Credit[];
}) {
  const { appName, regionName } = useAppConfig();
  const sections: LegalSection[] = [
    {
      id: 'realisation',
      title: 'Conception et réalisation',
      content: (
        <Text>
          {appName} est édité {parName(withArticle(regionName))}, qui en définit les besoins avec
          les établissements publics et les organisations qui les fréquentent. Le service est conçu
          et développé par l’équipe du projet Espaces Partagés, en logiciel libre.
        </Text>
      ),
    },
    {
      id: 'cartographie',
      title: 'Données cartographiques',
      content: (
        <Text>
          Les cartes utilisent les données d’
          <Anchor href="https://www.openstreetmap.org/copyright">OpenStreetMap</Anchor>, © les
          contributeurs d’OpenStreetMap, disponibles sous la licence ouverte de bases de données
          (ODbL). Les fonds de carte sont affichés avec la bibliothèque Leaflet.
        </Text>
      ),
    },
    {
      id: 'composants-libres',
      title: 'Composants libres',
      content: <ComponentsTable components={components} />,
    },
  ];
  return (
    <LegalPage
      title="Crédits"
      lead="Les personnes, les services et les logiciels libres qui font vivre ce service."
      sections={sections}
    />
  );
}

function ComponentsTable({ components }: { components: readonly Credit[] }) {
  if (components.length === 0) {
    return <Text>La liste des composants est établie lors de la construction du service.</Text>;
  }
  return (
    <>
      <Text>
        Le service s’appuie sur {components.length} composants libres, relevés automatiquement lors
        de sa construction parmi ceux qu’il embarque. Merci à leurs auteurs.
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Composant</Table.Th>
              <Table.Th scope="col">Version</Table.Th>
              <Table.Th scope="col">Licence</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {components.map((component) => (
              <Table.Tr key={`${component.name}@${component.version}`}>
                <Table.Td>{component.name}</Table.Td>
                <Table.Td>{component.version}</Table.Td>
                <Table.Td>{component.license}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
