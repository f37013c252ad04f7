import { Page } from '../../ui/page.tsx';

export function OrganizationPage() {
  return <Page title="Organisation" />;
}

export function NewEmailActivationPage() {
  return <Page title="Activation de la nouvelle adresse e-mail" />;
}

export function OrganizationActivationPage() {
  return <Page title="Activation du compte" />;
}

export function OrganizationEditionPage() {
  return (
    <Page
      title="Mon organisation"
      lead="Les informations et les documents de votre organisation."
    />
  );
}

export function OrganizationListPage() {
  return <Page title="Organisations" lead="Les organisations inscrites et leur statut." />;
}
