import { parisDateOf } from '@espaces/domain/availability/paris-time';
import {
  monthOf,
  periodProblem,
  type IndicatorPeriod,
} from '@espaces/domain/indicators/indicator-period';
import { periodProblemMessage } from '@espaces/domain/indicators/indicator-messages';
import { paymentExportFileName } from '@espaces/domain/payment/payment-export';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { fetchPaymentExport } from '../api/payment-api.ts';
import { paymentExportQuery, type PaymentListFilters } from '../lib/payment-list-filters.ts';

/**
 * « Exporter (CSV) » of the payment list: the accounting export of a period, the current month
 * by default, under the list's filters (docs/payments.md#accounting-export).
 */
export function PaymentExportButton({ filters }: { filters: PaymentListFilters }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [period, setPeriod] = useState<IndicatorPeriod>(() => monthOf(parisDateOf(new Date())));
  const complete = period.from !== '' && period.to !== '';
  const problem = complete ? periodProblem(period) : null;
  const download = useMutation({
    mutationFn: () => fetchPaymentExport(paymentExportQuery(filters, period)),
    onSuccess: (csv) => {
      saveFile(csv, paymentExportFileName(period), 'text/csv;charset=utf-8');
      close();
    },
    onError: handleApiError,
  });
  return (
    <>
      <Button variant="default" onClick={open}>
        Exporter (CSV)
      </Button>
      <Modal opened={opened} onClose={close} title="Exporter les paiements (CSV)">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (complete && problem === null) download.mutate();
          }}
        >
          <Stack>
            <Text size="sm">
              Une ligne par paiement reçu ou avoir remboursé pendant la période, avec les filtres de
              la liste, pour le logiciel comptable.
            </Text>
            <Group grow align="flex-start">
              <FrenchDateInput
                label="Du"
                required
                value={period.from || null}
                onChange={(value) => setPeriod({ ...period, from: value ?? '' })}
              />
              <FrenchDateInput
                label="Au"
                required
                value={period.to || null}
                onChange={(value) => setPeriod({ ...period, to: value ?? '' })}
                error={periodProblemMessage(problem)}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Annuler
              </Button>
              <Button
                type="submit"
                loading={download.isPending}
                disabled={!complete || problem !== null}
              >
                Télécharger
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
