import { Page } from '../../ui/page.tsx';

export function SignUpPage() {
  return (
    <Page
      title="Créer un compte"
      lead="Inscrivez votre organisation pour réserver les espaces des établissements."
    />
  );
}

export function ChangeOwnPasswordPage() {
  return <Page title="Modifier mon mot de passe" />;
}

export function MyAccountPage() {
  return (
    <Page
      title="Mon compte"
      lead="Vos informations de connexion et les réglages de votre compte."
    />
  );
}

export function MyProfilePage() {
  return <Page title="Mon profil" lead="Vos nom, prénom et coordonnées." />;
}

export function LoginCredentialsPage() {
  return (
    <Page
      title="Identifiants de connexion"
      lead="L'adresse e-mail et le mot de passe de votre organisation."
    />
  );
}

export function PasswordResetPage() {
  return <Page title="Changer de mot de passe" lead="Choisissez votre nouveau mot de passe." />;
}

export function PasswordResetRequestPage() {
  return (
    <Page
      title="Mot de passe oublié"
      lead="Indiquez votre adresse e-mail : vous recevrez un lien pour choisir un nouveau mot de passe."
    />
  );
}
