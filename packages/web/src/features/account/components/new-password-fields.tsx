import type { UseFormReturnType } from '@mantine/form';
import { PasswordInput } from '../../../ui/password-input/password-input.tsx';
import {
  NEW_PASSWORD_DESCRIPTION,
  NEW_PASSWORD_RULES,
} from '../../../ui/password-input/new-password-rules.ts';

export interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

/**
 * The new password, with its rules checked as the user types, and its confirmation: the same
 * pair when the signed-in user changes it and when a link resets it.
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const values = form.getValues();
  return (
    <>
      <PasswordInput
        label="Nouveau mot de passe"
        description={NEW_PASSWORD_DESCRIPTION}
        withAsterisk
        autoComplete="new-password"
        rules={NEW_PASSWORD_RULES}
        {...form.getInputProps('newPassword')}
        value={values.newPassword}
      />
      <PasswordInput
        label="Confirmation du nouveau mot de passe"
        withAsterisk
        autoComplete="new-password"
        {...form.getInputProps('confirmation')}
        value={values.confirmation}
      />
    </>
  );
}
