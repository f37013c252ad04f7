import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { Page } from '../../../ui/page.tsx';
import { toast } from '../../../ui/toast.tsx';
import { resendValidationEmail } from '../api/organization-queries.ts';
import { SignUpForm } from './sign-up-form.tsx';

interface SignedUp {
  email: string;
  representativeId: string | null;
}

/** /inscription (docs/organisations.md#sign-up-and-e-mail-validation). */
export function SignUpPage() {
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  if (signedUp !== null) return <CheckYourMailbox {...signedUp} />;
  return (
    <Page
      title="Créer un compte"
      lead="Inscrivez votre organisation pour réserver les espaces des établissements."
    >
      <SignUpForm
        onSignedUp={(organization, email) => {
          window.scrollTo({ top: 0 });
          setSignedUp({ email, representativeId: organization.representative?.id ?? null });
        }}
      />
    </Page>
  );
}

/** The account opens once the link sent by e-mail has been followed. */
function CheckYourMailbox({ email, representativeId }: SignedUp) {
  const resend = useMutation({
    mutationFn: resendValidationEmail,
    onSuccess: () => toast({ message: `Un nouveau lien a été envoyé à ${email}.` }),
    onError: handleApiError,
  });

  return (
    <Page title="Vérifiez votre boîte mail">
      <Alert color="green" variant="light" title="Votre demande d’inscription est enregistrée">
        <Stack gap="xs">
          <Text>
            Un e-mail vient d’être envoyé à <strong>{email}</strong>. Il contient un lien
            d’activation, valable 48&nbsp;heures et utilisable une seule fois.
          </Text>
          <Text>
            Suivez ce lien pour valider votre adresse&nbsp;: votre organisation sera alors examinée
            par nos services, qui vous informeront de leur décision par e-mail.
          </Text>
          <Text>
            Si un compte existe déjà avec cette adresse, l’e-mail vous l’indique et vous invite à
            vous connecter.
          </Text>
        </Stack>
      </Alert>
      <Text size="sm">
        Rien reçu&nbsp;? Vérifiez vos courriers indésirables, puis demandez un nouveau lien.
      </Text>
      {representativeId !== null && (
        <Button
          variant="default"
          w="fit-content"
          loading={resend.isPending}
          onClick={() => resend.mutate(representativeId)}
        >
          Renvoyer le lien d’activation
        </Button>
      )}
    </Page>
  );
}
