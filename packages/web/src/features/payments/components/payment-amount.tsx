import type { Payment } from '@espaces/domain/api/payments';
import { eurosToCents, formatCentsChange, formatEuros } from '@espaces/domain/locale/format';
import { paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import { Stack, Text } from '@mantine/core';

/** What an instalment asks once the credits imputed on it are taken off (docs/payments.md#credits). */
export function amountToPay(payment: Payment): number {
  return (eurosToCents(payment.amount) - eurosToCents(payment.creditImputed)) / 100;
}

/**
 * A payment's amount in the list: an instalment with the credit imputed on it and what it asks
 * (or asked), a credit with the instalment it was imputed on.
 */
export function PaymentAmount({ payment }: { payment: Payment }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        {formatEuros(payment.amount)}
        {payment.amount < 0 && ' (avoir)'}
      </Text>
      {payment.creditImputed > 0 && (
        <Text size="xs">
          dont avoir imputé&nbsp;: {formatCentsChange(-eurosToCents(payment.creditImputed))}
          <br />
          {payment.status === 'paid' ? 'payé' : 'reste à payer'}&nbsp;:{' '}
          {formatEuros(amountToPay(payment))}
        </Text>
      )}
      {payment.imputedOn && (
        <Text size="xs">imputé sur l’échéance de {paymentMonthLabel(payment.imputedOn.month)}</Text>
      )}
    </Stack>
  );
}
