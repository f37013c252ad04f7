import { Anchor, List, Table, Text } from '@mantine/core';
import { useAppConfig } from '../../api/config.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { deName, withArticle } from '@espaces/domain/locale/french';

/** Retention periods chosen by default (docs/decisions.md); the operator adjusts them. */
const RETENTION_ROWS: readonly [string, string][] = [
  [
    'Comptes (identité, coordonnées, justificatifs de l’organisation)',
    'Tant que le compte est utilisé, puis 3 ans après la dernière connexion',
  ],
  ['Demandes de réservation et contre-propositions', '5 ans après la fin de la réservation'],
  [
    'Conventions signées et preuves de signature (nom, date, adresse IP, navigateur)',
    '10 ans après la signature',
  ],
  ['Journaux de connexion et de sécurité', '1 an'],
  [
    'Adresse saisie pour un mot de passe oublié',
    'Effacée dès l’envoi du lien, au plus quelques secondes',
  ],
  ['Statistiques de fréquentation (sans cookie)', '25 mois'],
];

export function PersonalDataPage() {
  const { appName, regionName, contactEmail } = useAppConfig();
  const mail = <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>;
  const sections: LegalSection[] = [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      content: (
        <Text>
          Les données personnelles traitées par {appName} le sont sous la responsabilité{' '}
          {deName(withArticle(regionName))}, qui édite le service. Pour toute question, écrivez à{' '}
          {mail} ; votre message est transmis, si nécessaire, au délégué à la protection des données
          de la région.
        </Text>
      ),
    },
    {
      id: 'finalites',
      title: 'Finalités et bases légales',
      content: (
        <>
          <Text>Les données servent à :</Text>
          <List spacing={4}>
            <List.Item>
              créer et gérer les comptes, vérifier les inscriptions des organisations ;
            </List.Item>
            <List.Item>
              traiter les demandes de réservation, les contre-propositions et les conventions, et en
              prévenir les intéressés par e-mail ;
            </List.Item>
            <List.Item>signer électroniquement les conventions et en garder la preuve ;</List.Item>
            <List.Item>
              assurer la sécurité du service (connexions, tentatives abusives) ;
            </List.Item>
            <List.Item>mesurer la fréquentation du service pour l’améliorer.</List.Item>
          </List>
          <Text>
            Ces traitements sont nécessaires à l’exécution de la mission d’intérêt public de la
            région (mise à disposition des espaces des établissements publics, article 6.1.e du
            RGPD) et, pour les conventions, à l’exécution du contrat conclu avec l’organisation
            (article 6.1.b).
          </Text>
        </>
      ),
    },
    {
      id: 'donnees-conservees',
      title: 'Données traitées et durées de conservation',
      content: (
        <>
          <Text>
            Le service ne demande que ce qui est utile au traitement des réservations : l’identité
            et les coordonnées des personnes qui utilisent un compte, les informations et
            justificatifs de leur organisation, les demandes et conventions, et les traces
            techniques de connexion.
          </Text>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Données</Table.Th>
                <Table.Th scope="col">Durée de conservation</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RETENTION_ROWS.map(([data, duration]) => (
                <Table.Tr key={data}>
                  <Table.Td>{data}</Table.Td>
                  <Table.Td>{duration}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ),
    },
    {
      id: 'destinataires',
      title: 'Destinataires et sous-traitants',
      content: (
        <>
          <Text>
            Seules les personnes habilitées y ont accès : les agents de la région, et ceux de
            l’établissement concerné pour les demandes et conventions qui le regardent. Aucune
            donnée n’est vendue ni cédée.
          </Text>
          <Text>
            La région fait appel à des sous-traitants qui agissent sur ses instructions :
            l’hébergeur du service, le prestataire d’envoi des e-mails et, lorsqu’il est activé, le
            service anti-robot du formulaire d’inscription. Les données sont hébergées dans l’Union
            européenne.
          </Text>
        </>
      ),
    },
    {
      id: 'droits',
      title: 'Vos droits',
      content: (
        <>
          <Text>
            Vous pouvez accéder à vos données, les faire rectifier ou effacer, en demander la
            limitation ou vous opposer à leur traitement pour des raisons tenant à votre situation
            particulière. Une grande partie de vos informations se modifie directement dans votre
            compte.
          </Text>
          <Text>
            Pour exercer ces droits, écrivez à {mail} en précisant le compte concerné ; une réponse
            vous est apportée dans un délai d’un mois.
          </Text>
        </>
      ),
    },
    {
      id: 'cnil',
      title: 'Réclamation auprès de la CNIL',
      content: (
        <Text>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation
          à la Commission nationale de l’informatique et des libertés (CNIL), sur{' '}
          <Anchor href="https://www.cnil.fr/fr/plaintes">cnil.fr</Anchor>.
        </Text>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies et mesure d’audience',
      content: (
        <>
          <Text>
            Le service ne dépose que des cookies strictement nécessaires, qui ne demandent pas votre
            consentement : <code>espaces_access</code> et <code>espaces_refresh</code> gardent votre
            session ouverte après la connexion et disparaissent à la déconnexion ;{' '}
            <code>espaces_device</code> garde un an le souvenir que ce navigateur s’est déjà
            connecté à votre compte, pour que des essais de mot de passe faits ailleurs ne vous
            empêchent pas de vous y connecter.
          </Text>
          <Text>
            La fréquentation est mesurée avec l’outil libre Matomo, configuré sans cookie et de
            façon à ne produire que des statistiques anonymes. Cette mesure respecte les conditions
            fixées par la CNIL pour être exemptée de consentement : elle ne sert qu’à compter les
            visites des pages, et ses données ne sont ni croisées avec d’autres ni transmises.
          </Text>
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title="Données personnelles"
      lead="Quelles données personnelles le service traite, pourquoi, combien de temps, et comment exercer vos droits."
      sections={sections}
    />
  );
}
