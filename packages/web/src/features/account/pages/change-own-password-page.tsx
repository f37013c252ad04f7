import { Page } from '../../../ui/page.tsx';
import { PasswordChangeForm } from '../components/password-change-form.tsx';

/** /modifier-mot-de-passe (auth, docs/routes.md#pages). */
export function ChangeOwnPasswordPage() {
  return (
    <Page
      title="Modifier mon mot de passe"
      lead="Saisissez votre mot de passe actuel, puis choisissez-en un nouveau."
    >
      <PasswordChangeForm />
    </Page>
  );
}
