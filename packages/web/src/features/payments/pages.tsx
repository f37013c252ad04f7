import { Page } from '../../ui/page.tsx';

export function PaymentMeansPage() {
  return (
    <Page
      title="Moyens de paiement"
      lead="La carte ou le mode de paiement de votre organisation."
    />
  );
}

export function PaymentMeansUpdatePage() {
  return <Page title="Mise à jour du moyen de paiement" />;
}

export function PaymentTicketPage() {
  return <Page title="Reçu de paiement" />;
}

export function PaymentListPage() {
  return <Page title="Paiements" lead="Les échéances, les paiements reçus et leurs reçus." />;
}
