import {
  PASSWORD_RESET_REQUEST_ACCEPTED,
  passwordResetRequestSchema,
} from '@espaces/domain/api/account';
import { CAPTCHA_ACTIONS } from '@espaces/domain/api/config';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { requestPasswordReset } from '../api/account-api.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { CaptchaNotice, CaptchaUnavailable, useCaptcha } from '../../../ui/captcha/use-captcha.tsx';

/**
 * /utilisateur/mot-de-passe/demande-changement. The answer never says whether the address has an
 * account (docs/security.md#account-privacy), so the page always shows the same text.
 */
export function PasswordResetRequestPage() {
  const [sent, setSent] = useState(false);
  const captcha = useCaptcha(CAPTCHA_ACTIONS.passwordResetRequest);
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(passwordResetRequestSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const request = useMutation({
    mutationFn: async (values: { email: string }) => {
      const captchaToken = await captcha.token();
      return requestPasswordReset(passwordResetRequestSchema.parse({ ...values, captchaToken }));
    },
    onSuccess: () => setSent(true),
    onError: (error) => {
      if (!(error instanceof CaptchaUnavailable)) showFailure(form, error);
    },
  });

  const submit = form.onSubmit((values) => request.mutate(values));

  return (
    <Page
      title="Mot de passe oublié"
      lead={
        'Indiquez votre adresse e-mail\u00a0: vous recevrez un lien pour choisir un nouveau mot de passe.'
      }
    >
      {sent ? (
        <Alert color="blue" variant="light" title="Demande enregistrée" role="status">
          {PASSWORD_RESET_REQUEST_ACCEPTED}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Mot de passe oublié">
          <Stack gap="md" maw={520}>
            <TextInput
              label="Adresse e-mail"
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <CaptchaNotice captcha={captcha} />
            <Group>
              <Button type="submit" loading={request.isPending}>
                Recevoir le lien
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/connexion" w="fit-content">
        Retour à la connexion
      </Anchor>
    </Page>
  );
}
