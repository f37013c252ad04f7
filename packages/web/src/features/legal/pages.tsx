import { Page } from '../../ui/page.tsx';

export function HelpPage() {
  return (
    <Page
      title="Aide"
      lead="Réponses aux questions fréquentes sur la recherche d'un espace, les demandes de réservation, les conventions et les paiements."
    />
  );
}

export function TermsOfUsePage() {
  return (
    <Page
      title="Conditions générales d'utilisation"
      lead="Les règles d'utilisation du service par les organisations et les établissements."
    />
  );
}

export function CreditsPage() {
  return (
    <Page
      title="Crédits"
      lead="Les personnes, les services et les logiciels libres qui font vivre ce service."
    />
  );
}

export function PersonalDataPage() {
  return (
    <Page
      title="Données personnelles"
      lead="Quelles données personnelles le service traite, pourquoi, combien de temps, et comment exercer vos droits."
    />
  );
}

export function LicencePage() {
  return (
    <Page
      title="Licence"
      lead="La licence sous laquelle le code source et les contenus de ce service sont publiés."
    />
  );
}
