import { Page } from '../../ui/page.tsx';

export function UserPage() {
  return <Page title="Utilisateur" />;
}

export function UserCreationPage() {
  return <Page title="Créer un utilisateur" />;
}

export function UserListPage() {
  return (
    <Page title="Utilisateurs" lead="Les personnes qui gèrent les établissements et les espaces." />
  );
}
