import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import { createUser, userKeys } from '../api/user-queries.ts';
import { UserForm } from '../components/user-form.tsx';
import { EMPTY_USER_FORM } from '../components/user-form-values.ts';

export const USER_CREATED =
  'Compte créé\u00a0: un e-mail a été envoyé pour choisir le mot de passe.';

/** /utilisateur/creer: POST /api/users, then the new user's page. */
export function UserCreationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const creation = useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      toast({ message: USER_CREATED });
      await navigate(`/utilisateur/${user.id}`);
    },
  });
  return (
    <Page
      title="Créer un utilisateur"
      lead="La personne recevra un e-mail pour choisir son mot de passe. Les champs marqués d’un astérisque sont obligatoires."
    >
      <UserForm initialValues={EMPTY_USER_FORM} submitLabel="Créer le compte" save={creation} />
    </Page>
  );
}
