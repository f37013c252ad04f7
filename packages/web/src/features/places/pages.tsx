import { Page } from '../../ui/page.tsx';

export function PlacePage() {
  return <Page title="Espace" />;
}

export function PlaceCreationPage() {
  return <Page title="Créer un espace" />;
}

export function PlaceEditionPage() {
  return <Page title="Modifier l'espace" />;
}

export function PlaceDoorsPage() {
  return <Page title="Portes de l'espace" lead="Les accès de l'espace et leurs consignes." />;
}

export function PlaceIndicatorsPage() {
  return <Page title="Indicateurs" lead="L'occupation des espaces que vous gérez." />;
}

export function PlaceListPage() {
  return <Page title="Espaces" lead="Les espaces des établissements que vous gérez." />;
}
