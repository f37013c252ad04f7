import { passwordChangeSchema } from '@espaces/domain/api/account';
import { PASSWORD_CHANGE_SUCCESS } from '@espaces/domain/messages';
import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { PasswordInput } from '../../../ui/password-input/password-input.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { changePassword } from '../api/account-api.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';
import { confirmationError } from './password-confirmation.ts';

interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}

const validateChange = schemaResolver(passwordChangeSchema, { sync: true });

/** The signed-in user changes their password (POST /api/user_password_changes). */
export function PasswordChangeForm() {
  const form = useForm<PasswordChangeValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: (values) => ({
      ...validateChange(values),
      ...confirmationError(values.newPassword, values.confirmation),
    }),
    validateInputOnBlur: true,
  });

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      briefSuccess(PASSWORD_CHANGE_SUCCESS);
    },
    onError: (error) => showFailure(form, error),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.mutate(passwordChangeSchema.parse({ currentPassword, newPassword }));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Changer de mot de passe">
      <Stack gap="md" maw={520}>
        <PasswordInput
          label="Mot de passe actuel"
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
          value={form.getValues().currentPassword}
        />
        <NewPasswordFields form={form} />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Changer de mot de passe
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
