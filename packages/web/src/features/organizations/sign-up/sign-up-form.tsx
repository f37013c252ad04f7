import type { Organization } from '@espaces/domain/api/organizations';
import { ORGANIZATION_DOCUMENT_LABELS } from '@espaces/domain/organizations/legal-forms';
import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CAPTCHA_ACTIONS } from '@espaces/domain/api/config';
import { PasswordInput } from '../../../ui/password-input/password-input.tsx';
import {
  NEW_PASSWORD_DESCRIPTION,
  NEW_PASSWORD_RULES,
} from '../../../ui/password-input/new-password-rules.ts';
import { CaptchaNotice, CaptchaUnavailable, useCaptcha } from '../../../ui/captcha/use-captcha.tsx';
import { signUpOrganization } from '../api/organization-queries.ts';
import { DocumentPicker } from '../components/document-picker.tsx';
import { showFailure } from '../../../ui/form/field-violations.ts';
import { OrganizationDetailsFields } from '../components/organization-details-fields.tsx';
import { RegisterPrefill } from './register-prefill.tsx';
import {
  EMPTY_SIGN_UP,
  signUpRequestOf,
  validateSignUpValues,
  type SignUpFormValues,
} from './sign-up-values.ts';

interface SignUpFormProps {
  onSignedUp: (organization: Organization, email: string) => void;
}

/** The organisation, its representative, its documents and the consent. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const captcha = useCaptcha(CAPTCHA_ACTIONS.signUp);
  const form = useForm<SignUpFormValues>({
    initialValues: EMPTY_SIGN_UP,
    validate: validateSignUpValues,
    validateInputOnBlur: true,
  });

  const signUp = useMutation({
    mutationFn: async (values: SignUpFormValues) => {
      const request = signUpRequestOf(values, await captcha.token());
      const organization = await signUpOrganization(request.signUp, request.documents);
      return { organization, email: request.signUp.representative.email };
    },
    onSuccess: ({ organization, email }) => onSignedUp(organization, email),
    onError: (error) => {
      if (!(error instanceof CaptchaUnavailable)) showFailure(form, error);
    },
  });

  const submit = form.onSubmit((values) => signUp.mutate(values));

  const documentProps = (kind: 'statutes' | 'insurance') => {
    const { error, onBlur } = form.getInputProps(kind);
    return {
      label: ORGANIZATION_DOCUMENT_LABELS[kind],
      value: form.getValues()[kind],
      error: error as string | undefined,
      onBlur: onBlur as () => void,
      onChange: (file: File | null) => {
        form.setFieldValue(kind, file);
        form.validateField(kind);
      },
    };
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Créer un compte">
      <Stack gap="xl">
        <Text size="sm">
          Les champs marqués d’un astérisque (
          <Text span c="red.9">
            *
          </Text>
          ) sont obligatoires.
        </Text>
        <Fieldset legend="Votre organisation">
          <OrganizationDetailsFields
            form={form}
            identifierAction={<RegisterPrefill form={form} />}
          />
        </Fieldset>
        <Fieldset legend="Représentant">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Prénom"
                withAsterisk
                autoComplete="given-name"
                {...form.getInputProps('representative.firstName')}
              />
              <TextInput
                label="Nom"
                withAsterisk
                autoComplete="family-name"
                {...form.getInputProps('representative.lastName')}
              />
            </SimpleGrid>
            <TextInput
              label="Adresse e-mail"
              description={
                'Elle servira à vous connecter\u00a0; un lien d’activation y sera envoyé.'
              }
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('representative.email')}
            />
            <PasswordInput
              label="Mot de passe"
              description={NEW_PASSWORD_DESCRIPTION}
              withAsterisk
              autoComplete="new-password"
              rules={NEW_PASSWORD_RULES}
              {...form.getInputProps('representative.password')}
              value={form.getValues().representative.password}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Pièces justificatives">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <DocumentPicker {...documentProps('statutes')} />
            <DocumentPicker {...documentProps('insurance')} />
          </SimpleGrid>
        </Fieldset>
        <Checkbox
          label={
            <>
              J’accepte les{' '}
              <Anchor component={Link} to="/conditions-generales-d-utilisation" target="_blank">
                conditions générales d’utilisation
              </Anchor>
            </>
          }
          {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
        />
        <CaptchaNotice captcha={captcha} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={signUp.isPending}>
            Créer mon compte
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
