import type { Payment } from '@espaces/domain/api/payments';
import { formatEuros } from '@espaces/domain/locale/format';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { toast } from '../../../ui/toast.tsx';
import { paymentKeys, recordPayment } from '../api/payment-api.ts';
import { amountToPay } from './payment-amount.tsx';

/** Staff record a payment made by mandate or transfer, with its reference. */
export function RecordPaymentButton({ payment }: { payment: Payment }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [reference, setReference] = useState('');
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: () => recordPayment(payment.id, reference),
    onSuccess: async () => {
      close();
      toast({ message: PAYMENT_MESSAGES.recorded, type: 'success' });
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    },
    onError: handleApiError,
  });
  const period = paymentMonthLabel(payment.month);
  return (
    <>
      <Button size="xs" variant="light" onClick={open}>
        Enregistrer le paiement
      </Button>
      <Modal opened={opened} onClose={close} title={`Paiement de ${period}`}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            record.mutate();
          }}
        >
          <Stack>
            <Text>
              {payment.organization.name} a payé {formatEuros(amountToPay(payment))} pour {period}
              {payment.creditImputed > 0 &&
                ` (${formatEuros(payment.amount)}, avoir imputé de ${formatEuros(payment.creditImputed)} déduit)`}
              .
            </Text>
            <TextInput
              label="Référence du paiement (mandat administratif, virement)"
              required
              maxLength={100}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Annuler
              </Button>
              <Button type="submit" loading={record.isPending}>
                Enregistrer comme payé
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
