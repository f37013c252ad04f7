import { Page } from '../../ui/page.tsx';

export function AgreementGenerationPage() {
  return <Page title="Générer la convention" />;
}

export function AgreementPreviewPage() {
  return <Page title="Aperçu de la convention" />;
}

export function AgreementAnnexesPage() {
  return <Page title="Documents annexes de la convention" />;
}

export function AgreementBookingsPage() {
  return (
    <Page
      title="Conventions"
      lead="Les réservations regroupées par convention, et leurs documents."
    />
  );
}

export function AgreementSignaturePage() {
  return <Page title="Signer la convention" />;
}
