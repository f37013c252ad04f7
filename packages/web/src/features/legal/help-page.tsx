import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAppConfig } from '../../api/config.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { deName, withArticle } from '@espaces/domain/locale/french';

export function HelpPage() {
  const { appName, regionName, contactEmail } = useAppConfig();
  const sections: LegalSection[] = [
    {
      id: 'principe',
      title: 'Le principe',
      content: (
        <Text>
          {appName} permet aux associations, entreprises et autres organisations de réserver les
          espaces (salles, gymnases, amphithéâtres…) des établissements publics{' '}
          {deName(withArticle(regionName))} en dehors de leurs heures d’utilisation. Chaque
          établissement décide des demandes qui le concernent ; les services de la région veillent
          au bon fonctionnement de l’ensemble.
        </Text>
      ),
    },
    {
      id: 'organisations',
      title: 'Pour les organisations',
      content: (
        <>
          <Title order={3}>Créer son compte</Title>
          <Text>
            L’inscription se fait depuis la page{' '}
            <Anchor component={Link} to="/inscription">
              Inscription
            </Anchor>{' '}
            avec les justificatifs demandés. Un lien envoyé par e-mail confirme votre adresse, puis
            les services de la région vérifient votre dossier : tant que votre organisation n’est
            pas validée, vous ne pouvez pas accéder aux espaces.
          </Text>
          <Title order={3}>Trouver un espace et faire une demande</Title>
          <Text>
            La recherche affiche les espaces publiés sur une carte et dans une liste, avec leurs
            disponibilités. Choisissez un espace, puis les créneaux qui vous conviennent, décrivez
            votre activité et le nombre de participants, et envoyez la demande à l’établissement.
          </Text>
          <Title order={3}>Demande ponctuelle ou annuelle</Title>
          <Text>
            Une demande ponctuelle porte sur un ou plusieurs créneaux datés. Une demande annuelle
            réserve le même créneau chaque semaine (par exemple le mardi de 18 h à 20 h) sur une
            période ; l’établissement examine l’ensemble des dates d’un coup.
          </Text>
          <Title order={3}>Contre-propositions</Title>
          <Text>
            L’établissement peut accepter votre demande, la refuser en indiquant son motif, ou vous
            faire une contre-proposition (d’autres créneaux, un autre tarif). Vous êtes prévenu par
            e-mail et vous pouvez alors accepter la contre-proposition ou y renoncer.
          </Text>
          <Title order={3}>Convention et signature</Title>
          <Text>
            Une fois la réservation validée, l’établissement prépare une convention qui reprend vos
            réservations chez lui. Vous la signez en ligne : un code à six chiffres, valable 10
            minutes, vous est envoyé par e-mail et vaut signature. Chaque partie reçoit le document
            signé par e-mail.
          </Text>
          <Title order={3}>Annulations et paiements</Title>
          <Text>
            L’annulation en ligne d’une réservation validée et le paiement en ligne ne sont pas
            encore proposés par le service. En attendant, pour annuler ou pour régler une
            réservation, adressez-vous directement à l’établissement concerné.
          </Text>
        </>
      ),
    },
    {
      id: 'etablissements',
      title: 'Pour les établissements',
      content: (
        <>
          <Text>
            Le personnel de l’établissement reçoit un compte de la part des services de la région et
            choisit son mot de passe grâce au lien reçu par e-mail. Selon son profil, il peut :
          </Text>
          <List spacing={4}>
            <List.Item>
              décrire les espaces, leurs tarifs, leurs équipements et leurs plages d’ouverture, et
              les publier ;
            </List.Item>
            <List.Item>
              examiner les demandes : les accepter, les refuser avec un motif ou faire une
              contre-proposition ;
            </List.Item>
            <List.Item>
              préparer, émettre et suivre les conventions avec les organisations.
            </List.Item>
          </List>
        </>
      ),
    },
    {
      id: 'region',
      title: 'Pour les services de la région',
      content: (
        <Text>
          Les services {deName(withArticle(regionName))} valident les inscriptions des
          organisations, gèrent les comptes du personnel des établissements et consultent l’ensemble
          des demandes et des conventions.
        </Text>
      ),
    },
    {
      id: 'questions-frequentes',
      title: 'Questions fréquentes',
      content: (
        <>
          <Title order={3}>Je n’ai pas reçu l’e-mail de confirmation.</Title>
          <Text>
            Vérifiez vos courriers indésirables. Le lien reçu a une durée de validité limitée ; si
            elle est dépassée, écrivez-nous.
          </Text>
          <Title order={3}>J’ai oublié mon mot de passe.</Title>
          <Text>
            Sur la page de connexion, choisissez « Mot de passe oublié ? » : un lien pour en choisir
            un nouveau vous est envoyé par e-mail.
          </Text>
          <Title order={3}>Pourquoi ne puis-je pas réserver ?</Title>
          <Text>
            Votre organisation doit d’abord être validée par les services de la région. Vous recevez
            un e-mail dès que c’est le cas.
          </Text>
          <Title order={3}>Combien coûte un espace ?</Title>
          <Text>
            Chaque établissement fixe ses tarifs ; ils sont affichés sur la fiche de l’espace avant
            toute demande.
          </Text>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Nous contacter',
      content: (
        <Text>
          Pour une question sur une demande, adressez-vous d’abord à l’établissement concerné. Pour
          toute autre question sur {appName}, écrivez à{' '}
          <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>.
        </Text>
      ),
    },
  ];
  return (
    <LegalPage
      title="Aide"
      lead={`Comment fonctionne ${appName}, pour chacun de ses utilisateurs, et à qui s’adresser.`}
      sections={sections}
    />
  );
}
