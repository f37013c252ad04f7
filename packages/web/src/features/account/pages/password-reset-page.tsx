import { passwordResetSchema } from '@espaces/domain/api/account';
import { PASSWORD_RESET_FAILURE, PASSWORD_RESET_SUCCESS } from '@espaces/domain/messages';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { violationsOf } from '../../../api/errors.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import { resetPassword } from '../api/account-api.ts';
import { NewPasswordFields, type NewPasswordValues } from '../components/new-password-fields.tsx';
import { confirmationError } from '../components/password-confirmation.ts';

const validateNewPassword = schemaResolver(passwordResetSchema.pick({ newPassword: true }), {
  sync: true,
});

/**
 * /utilisateur/mot-de-passe/changement?token=… (also how institutional users
 * choose their first password). Each violation of a refusal is shown, those on
 * the password under it; any other failure says 'Erreur lors du changement
 * de mot de passe'.
 */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({
    initialValues: { newPassword: '', confirmation: '' },
    validate: (values) => ({
      ...validateNewPassword(values),
      ...confirmationError(values.newPassword, values.confirmation),
    }),
    validateInputOnBlur: true,
  });

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: async () => {
      toast({ message: PASSWORD_RESET_SUCCESS });
      await navigate('/', { replace: true });
    },
    onError: (error) => {
      if (violationsOf(error) === null) toast({ message: PASSWORD_RESET_FAILURE, type: 'error' });
      // The token is no field of the form: its violation is the toast alone.
      else showFailure(form, error, (path) => (path === 'newPassword' ? path : null));
    },
  });

  const submit = form.onSubmit(({ newPassword }) => {
    reset.mutate(passwordResetSchema.parse({ token, newPassword }));
  });

  return (
    <Page title="Changer de mot de passe" lead="Choisissez votre nouveau mot de passe.">
      {token === '' ? (
        <Alert color="red" variant="light" title="Lien incomplet">
          Ce lien ne contient pas de code de changement. Ouvrez le lien reçu par e-mail tel quel, ou{' '}
          <Anchor component={Link} to="/utilisateur/mot-de-passe/demande-changement">
            demandez-en un nouveau
          </Anchor>
          .
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Changer de mot de passe">
          <Stack gap="md" maw={520}>
            <NewPasswordFields form={form} />
            <Group>
              <Button type="submit" loading={reset.isPending}>
                Enregistrer le mot de passe
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Page>
  );
}
