import { Page } from '../../ui/page.tsx';

export function FacilityPage() {
  return <Page title="Établissement" />;
}

export function FacilityCreationPage() {
  return <Page title="Créer un établissement" />;
}

export function FacilityListPage() {
  return <Page title="Établissements" lead="Les établissements que vous administrez." />;
}
