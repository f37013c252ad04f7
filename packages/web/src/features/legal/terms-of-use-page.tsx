import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { capitalized, deName, parName, withArticle } from '@espaces/domain/locale/french';

export function TermsOfUsePage() {
  const { appName, regionName, contactEmail } = useAppConfig();
  const sections: LegalSection[] = [
    {
      id: 'objet',
      title: 'Objet du service',
      content: (
        <Text>
          {appName} est un service public numérique édité {parName(withArticle(regionName))}. Il
          permet aux organisations de demander la réservation d’espaces des établissements publics,
          et à ces établissements de traiter ces demandes et d’établir les conventions
          correspondantes. L’utilisation du service est gratuite ; les espaces réservés sont
          facturés selon les tarifs de chaque établissement. Les présentes conditions s’appliquent à
          toute personne qui utilise le service.
        </Text>
      ),
    },
    {
      id: 'comptes',
      title: 'Comptes',
      content: (
        <>
          <Text>
            Une organisation crée son compte elle-même, fournit les justificatifs demandés et
            confirme son adresse e-mail ; les services de la région valident ensuite son
            inscription. Les comptes du personnel des établissements et de la région sont créés par
            la région.
          </Text>
          <Text>
            Chaque compte est personnel. Son titulaire garde son mot de passe secret et signale sans
            délai toute utilisation qu’il n’a pas faite en écrivant à{' '}
            <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>. La région peut
            suspendre un compte dont l’usage est contraire aux présentes conditions.
          </Text>
        </>
      ),
    },
    {
      id: 'obligations',
      title: 'Obligations des utilisateurs',
      content: (
        <>
          <Text>En utilisant le service, vous vous engagez à :</Text>
          <List spacing={4}>
            <List.Item>fournir des informations exactes et les tenir à jour ;</List.Item>
            <List.Item>
              n’utiliser les espaces que pour l’activité déclarée, dans le respect du règlement de
              l’établissement et de la convention signée ;
            </List.Item>
            <List.Item>
              ne déposer que des documents dont vous avez le droit de faire usage, sans contenu
              illicite ;
            </List.Item>
            <List.Item>
              ne pas porter atteinte au fonctionnement ni à la sécurité du service.
            </List.Item>
          </List>
          <Text>
            Les établissements s’engagent à examiner les demandes qu’ils reçoivent et à motiver
            leurs refus.
          </Text>
        </>
      ),
    },
    {
      id: 'reservations',
      title: 'Demandes et conventions',
      content: (
        <Text>
          Une demande n’engage l’établissement qu’une fois acceptée. L’utilisation d’un espace est
          régie par la convention conclue entre l’organisation et l’établissement, signée
          électroniquement au moyen d’un code envoyé par e-mail ; en cas de différence, la
          convention l’emporte sur les présentes conditions.
        </Text>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Responsabilité',
      content: (
        <Text>
          {capitalized(withArticle(regionName))} met tout en œuvre pour assurer la disponibilité et
          la sécurité du service, sans pouvoir garantir un fonctionnement sans interruption : des
          opérations de maintenance peuvent le suspendre temporairement. Elle ne répond pas de
          l’usage fait des espaces, qui relève de la convention, ni des informations saisies par les
          utilisateurs, qui en sont responsables.
        </Text>
      ),
    },
    {
      id: 'donnees',
      title: 'Données personnelles et licence',
      content: (
        <Text>
          Le traitement des données personnelles est décrit sur la page{' '}
          <Anchor component={Link} to="/donnees-personnelles">
            Données personnelles
          </Anchor>
          . Le code source et les contenus du service sont publiés sous les licences présentées sur
          la page{' '}
          <Anchor component={Link} to="/licence">
            Licence
          </Anchor>
          .
        </Text>
      ),
    },
    {
      id: 'evolution',
      title: 'Évolution des conditions',
      content: (
        <Text>
          Ces conditions peuvent évoluer avec le service. La version en vigueur est celle publiée
          sur cette page ; les utilisateurs sont informés de toute modification importante.
        </Text>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      content: (
        <Text>
          Les présentes conditions sont soumises au droit français. Tout litige relatif au service
          relève, à défaut de règlement amiable, de la juridiction administrative compétente.
        </Text>
      ),
    },
  ];
  return (
    <LegalPage
      title="Conditions générales d’utilisation"
      lead={`Les règles d’utilisation ${deName(appName)} par les organisations, les établissements et les services de la région.`}
      sections={sections}
    />
  );
}
