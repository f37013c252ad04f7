import { profileUpdateSchema } from '@espaces/domain/api/account';
import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { CHANGES_SAVED } from '@espaces/domain/messages';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PhoneInput } from '../../../ui/phone-input/phone-input.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { updateProfile } from '../api/account-api.ts';
import { showFailure } from '../../../ui/form/field-violations.ts';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
}

const validateProfile = schemaResolver(profileUpdateSchema, { sync: true });

/** /mon-profil (auth-my-profile, docs/routes.md#pages): names and phone of the signed-in user. */
export function MyProfilePage() {
  const user = useCurrentUser();
  return (
    <Page title="Mon profil" lead="Vos nom, prénom et coordonnées.">
      {user !== null && <ProfileForm user={user} />}
    </Page>
  );
}

function ProfileForm({ user }: { user: AuthenticatedUser }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: '' },
    validate: (values) => validateProfile({ ...values, phone: values.phone || null }),
    validateInputOnBlur: true,
  });

  const save = useMutation({
    mutationFn: (patch: Parameters<typeof updateProfile>[1]) => updateProfile(user.id, patch),
    onSuccess: (updated) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, updated);
      form.resetDirty();
      briefSuccess(CHANGES_SAVED);
    },
    onError: (error) => showFailure(form, error),
  });

  const submit = form.onSubmit((values) => {
    const profile = profileUpdateSchema.parse({ ...values, phone: values.phone || null });
    // Merge-patch (docs/api.md#resources-and-iris): the signed-in user's number is not known here,
    // so an empty field leaves it as it is instead of erasing it.
    save.mutate({
      firstName: profile.firstName,
      lastName: profile.lastName,
      ...(profile.phone !== null && { phone: profile.phone }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Mon profil">
      <Stack gap="md" maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Prénom"
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Nom"
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <PhoneInput
          {...form.getInputProps('phone')}
          value={form.getValues().phone}
          description={
            'Facultatif. Par exemple 06\u00a012\u00a034\u00a056\u00a078\u00a0; laissé vide, le numéro enregistré ne change pas.'
          }
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
