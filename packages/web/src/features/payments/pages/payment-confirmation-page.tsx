import { Alert, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { hydraDescriptionOf } from '../../../api/errors.ts';
import { leaveApp } from '../../../lib/leave-app.ts';
import { Page } from '../../../ui/page.tsx';
import { startCardConfirmation } from '../api/payment-api.ts';

/**
 * /paiements/{id}/confirmer, opened from the « Paiement à confirmer » e-mail: the bank wanted
 * the card payment authenticated; the button takes the organisation to the payment provider's
 * page, for the amount the server reads (docs/payments.md#stripe).
 */
export function PaymentConfirmationPage() {
  const { id = '' } = useParams();
  const confirmation = useMutation({
    mutationFn: () => startCardConfirmation(id),
    // The browser goes to the provider's page.
    onSuccess: ({ payment_url }) => leaveApp(payment_url),
  });
  const refusal = confirmation.isError ? hydraDescriptionOf(confirmation.error) : null;
  return (
    <Page
      title="Confirmer le paiement"
      lead="Votre banque demande de confirmer ce paiement par carte. Vous allez être dirigé vers la page sécurisée du prestataire de paiement."
    >
      {confirmation.isError && (
        <Alert color="red" role="alert" title="Le paiement ne peut pas être confirmé">
          {refusal ?? 'Réessayez dans un instant.'}
        </Alert>
      )}
      <Group>
        <Button loading={confirmation.isPending} onClick={() => confirmation.mutate()}>
          Confirmer le paiement
        </Button>
      </Group>
    </Page>
  );
}
