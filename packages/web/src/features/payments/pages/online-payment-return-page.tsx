import { ONLINE_PAYMENT_MESSAGES } from '@espaces/domain/payment/online-payment';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { leaveApp } from '../../../lib/leave-app.ts';
import { Page } from '../../../ui/page.tsx';
import { startOnlinePayment, useOnlinePaymentState } from '../api/payment-api.ts';
import { showServerDescription } from '../lib/server-description.ts';

const COLORS = {
  paid: 'green',
  refused: 'red',
  abandoned: 'orange',
  expired: 'orange',
  unavailable: 'orange',
} as const;

/**
 * /paiements/{id}/paiement-en-ligne, where PayFiP sends the payer back: the state the server
 * holds, asked again while the treasury's answer is awaited — never what the address says
 * (docs/payments.md#online-payment-payfip).
 */
export function OnlinePaymentReturnPage() {
  const { id = '' } = useParams();
  const state = useOnlinePaymentState(id);
  const retry = useMutation({
    mutationFn: () => startOnlinePayment(id),
    onSuccess: ({ paymentUrl }) => leaveApp(paymentUrl),
    onError: showServerDescription,
  });
  const title = 'Paiement en ligne';
  if (state.isPending) {
    return (
      <Page title={title}>
        <Loader aria-label="Chargement" />
      </Page>
    );
  }
  if (state.isError) {
    return (
      <Page title={title}>
        <Alert color="red" title="Le paiement n’a pas pu être chargé">
          Réessayez dans un instant depuis la liste des paiements.
        </Alert>
      </Page>
    );
  }
  const { status, message, transactionNumber, retryable } = state.data;
  const inFlight = status === 'pending' || status === 'creating';
  return (
    <Page title={title}>
      <Stack>
        {inFlight ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{message}</Text>
          </Group>
        ) : (
          <Alert color={COLORS[status]} title={message} role="status">
            {transactionNumber && (
              <Text size="sm">
                Transaction de la DGFiP n°{'\u00a0'}
                {transactionNumber}
              </Text>
            )}
          </Alert>
        )}
        <Group>
          {status === 'paid' && (
            <Anchor component={Link} to={`/paiements/${id}/ticket`}>
              Voir le reçu
            </Anchor>
          )}
          {retryable && (
            <Button onClick={() => retry.mutate()} loading={retry.isPending}>
              {ONLINE_PAYMENT_MESSAGES.payOnline}
            </Button>
          )}
          <Anchor component={Link} to="/paiements/liste">
            Retour aux paiements
          </Anchor>
        </Group>
      </Stack>
    </Page>
  );
}
