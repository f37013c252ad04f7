import type { Payment } from '@espaces/domain/api/payments';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { ONLINE_PAYMENT_MESSAGES } from '@espaces/domain/payment/online-payment';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAppConfig } from '../../../api/config.ts';
import { leaveApp } from '../../../lib/leave-app.ts';
import { useCurrentUser } from '../../../session/session.tsx';
import { startOnlinePayment } from '../api/payment-api.ts';
import { showServerDescription } from '../lib/server-description.ts';

/**
 * Under PayFiP, the organisation pays a due or failed instalment on the treasury's page
 * (docs/payments.md#online-payment-payfip): the server creates the operation at the amount it
 * holds and answers the page, where the browser goes.
 */
export function PayOnlineButton({
  payment,
  label = ONLINE_PAYMENT_MESSAGES.payOnline,
}: {
  payment: Pick<Payment, 'id' | 'status' | 'amount' | 'organization'>;
  label?: string;
}) {
  const config = useAppConfig();
  const user = useCurrentUser();
  const start = useMutation({
    mutationFn: () => startOnlinePayment(payment.id),
    onSuccess: ({ paymentUrl }) => leaveApp(paymentUrl),
    onError: showServerDescription,
  });
  const payable =
    config.paymentProvider === 'payfip' &&
    user !== null &&
    isOrganizationUser(user) &&
    (payment.status === 'due' || payment.status === 'failed') &&
    payment.amount > 0;
  if (!payable) return null;
  return (
    <Button size="xs" onClick={() => start.mutate()} loading={start.isPending}>
      {label}
    </Button>
  );
}
