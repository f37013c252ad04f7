import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { deName, parName, withArticle } from '@espaces/domain/locale/french';

export function LicencePage() {
  const { appName, regionName } = useAppConfig();
  const sections: LegalSection[] = [
    {
      id: 'code-source',
      title: 'Code source',
      content: (
        <Text>
          Le code source {deName(appName)} est publié sous la{' '}
          <Anchor href="https://eupl.eu/1.2/fr/">
            licence publique de l’Union européenne (EUPL), version 1.2
          </Anchor>
          . Chacun peut l’utiliser, l’étudier, le modifier et le redistribuer ; toute version
          modifiée qui est distribuée ou mise à disposition en ligne doit l’être sous la même
          licence ou sous une licence compatible, avec son code source.
        </Text>
      ),
    },
    {
      id: 'contenus',
      title: 'Contenus',
      content: (
        <Text>
          Les textes et les données publiés {parName(withArticle(regionName))} sur ce service sont
          réutilisables librement selon la{' '}
          <Anchor href="https://www.etalab.gouv.fr/licence-ouverte-open-licence/">
            Licence Ouverte / Open Licence version 2.0
          </Anchor>{' '}
          d’Etalab, à condition d’en mentionner la source (« {regionName} – {appName} ») et la date
          de dernière mise à jour.
        </Text>
      ),
    },
    {
      id: 'exceptions',
      title: 'Ce que ces licences ne couvrent pas',
      content: (
        <Text>
          Les composants libres intégrés au service gardent leur propre licence, indiquée sur la
          page{' '}
          <Anchor component={Link} to="/credits">
            Crédits
          </Anchor>
          , comme les données cartographiques d’OpenStreetMap (ODbL). Les logos, les documents
          déposés par les organisations et les établissements, et les informations personnelles ne
          sont pas réutilisables.
        </Text>
      ),
    },
  ];
  return (
    <LegalPage
      title="Licence"
      lead="La licence sous laquelle le code source et les contenus de ce service sont publiés."
      sections={sections}
    />
  );
}
