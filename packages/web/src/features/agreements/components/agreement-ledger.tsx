import type { Agreement } from '@espaces/domain/api/agreements';
import {
  eurosToCents,
  formatCentsChange,
  formatDate,
  formatEuros,
} from '@espaces/domain/locale/format';
import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The amendments of an agreement as PDF downloads, each with the booking it changed. */
export function AmendmentDownloads({ agreement }: { agreement: Agreement }) {
  const { amendments } = agreement.ledger;
  if (amendments.length === 0) return null;
  return (
    <List>
      {amendments.map((amendment) => (
        <List.Item key={amendment.id}>
          <Anchor href={amendment.document} download>
            Télécharger l’{amendment.title} ({amendment.booking.reference}, PDF)
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

function Row({ label, amount, strong }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The agreement's one ledger (domain agreement-ledger.ts), as « Conventions », the payments
 * and the PDFs read it: its total when issued, each amendment's change, the current total,
 * then the payments that add up to it.
 */
export function AgreementLedgerTables({ agreement }: { agreement: Agreement }) {
  const { ledger } = agreement;
  const { payments } = ledger;
  const signed = agreement.status !== 'draft' && agreement.status !== 'to_sign';
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Montants de la convention
      </Title>
      <Table variant="vertical" withTableBorder aria-label="Montants de la convention" maw={640}>
        <Table.Tbody>
          {ledger.signedTotal !== null && (
            <Row
              label={signed ? 'Montant signé' : 'Montant de la convention émise'}
              amount={formatEuros(ledger.signedTotal)}
            />
          )}
          {ledger.amendments.map((amendment) => (
            <Row
              key={amendment.id}
              label={
                <>
                  <Anchor href={amendment.document} download>
                    {amendment.title}
                  </Anchor>{' '}
                  du {formatDate(amendment.issuedAt)} ({amendment.booking.reference})
                </>
              }
              amount={formatCentsChange(eurosToCents(amendment.change))}
            />
          ))}
          <Row label="Montant actuel" amount={formatEuros(ledger.currentTotal)} strong />
        </Table.Tbody>
      </Table>
      {signed && (
        <>
          <Text size="sm">Les paiements qui font ce montant&nbsp;:</Text>
          <Table
            variant="vertical"
            withTableBorder
            aria-label="Paiements de la convention"
            maw={640}
          >
            <Table.Tbody>
              <Row label="Payé" amount={formatEuros(payments.paid)} />
              <Row label="Échéances à venir ou à payer" amount={formatEuros(payments.scheduled)} />
              {payments.credited !== 0 && (
                <Row label="Avoirs" amount={formatCentsChange(eurosToCents(payments.credited))} />
              )}
              {payments.imputed !== 0 && (
                <Row
                  label="dont avoirs imputés sur les échéances suivantes"
                  amount={formatCentsChange(eurosToCents(payments.imputed))}
                />
              )}
              <Row label="Total des paiements" amount={formatEuros(payments.total)} strong />
            </Table.Tbody>
          </Table>
          {payments.cancelled !== 0 && (
            <Text size="sm" c="dimmed">
              Échéances annulées après des annulations ou avenants, pour mémoire&nbsp;:{' '}
              {formatEuros(payments.cancelled)}.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
