import type { PaymentTicket } from '@espaces/domain/api/payments';
import { formatEuros } from '@espaces/domain/locale/format';
import { receiptLines, receiptTotalLabel } from '@espaces/domain/payment/payment-ticket';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { paymentTicketPdfUrl, usePaymentTicket } from '../api/payment-api.ts';

/** Who paid (the organisation, SIRET or RNA) and who was paid (the Région, for the lycée). */
function ReceiptParties({ receipt }: { receipt: PaymentTicket }) {
  const { payer, payee } = receipt;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          Payeur
        </Title>
        <Text fw={600}>{payer.name}</Text>
        {payer.identifier !== null && <Text>{payer.identifier}</Text>}
        <Text>{payer.address}</Text>
      </Stack>
      <Stack gap={2}>
        <Title order={2} size="h4">
          Bénéficiaire
        </Title>
        <Text fw={600}>{payee.name}</Text>
        <Text>
          pour l’établissement {payee.facility} (UAI {payee.uai})
        </Text>
        <Text>{payee.address}</Text>
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Every slot, fee, earlier payment or credit the amount covers, and their total: three columns
 * that wrap rather than scroll, so a phone shows every amount.
 */
function CoveredLines({ receipt }: { receipt: PaymentTicket }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="receipt-lines">
        Détail du montant
      </Title>
      <Table aria-labelledby="receipt-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Créneau ou opération</Table.Th>
            <Table.Th scope="col">Détail</Table.Th>
            <Table.Th scope="col" ta="right">
              Montant
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipt.lines.map((line, index) => (
            <Table.Tr key={`${index}-${line.label}`}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td>{line.detail}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(line.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {receiptTotalLabel(receipt)}
            </Table.Th>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatEuros(receipt.amount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}

/** /paiements/{id}/ticket: the receipt, printable and downloadable as PDF. */
export function PaymentTicketPage() {
  const { id = '' } = useParams();
  const ticket = usePaymentTicket(id);
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) {
    return (
      <Page title="Reçu de paiement">
        <Alert color="red" title="Ce reçu n’est pas disponible">
          Le paiement n’existe pas, n’est pas encore payé ou ne vous concerne pas.
        </Alert>
        <Anchor component={Link} to="/paiements/liste">
          Retour aux paiements
        </Anchor>
      </Page>
    );
  }
  const receipt = ticket.data;
  return (
    <Page title={`Reçu n°\u00a0${receipt.number}`}>
      <Group className="no-print">
        <Button onClick={() => window.print()}>Imprimer</Button>
        <Button component="a" variant="light" href={paymentTicketPdfUrl(id)} download>
          Télécharger le PDF
        </Button>
        <Anchor component={Link} to="/paiements/liste">
          Retour aux paiements
        </Anchor>
      </Group>
      <ReceiptParties receipt={receipt} />
      <Table>
        <Table.Tbody>
          {receiptLines(receipt).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <CoveredLines receipt={receipt} />
    </Page>
  );
}
