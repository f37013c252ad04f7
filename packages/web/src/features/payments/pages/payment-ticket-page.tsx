import { paymentMonthLabel, receiptLines } from '@espaces/domain/payment/payment-ticket';
import { formatEuros } from '@espaces/domain/locale/format';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { paymentTicketPdfUrl, usePaymentTicket } from '../api/payment-api.ts';

/** SPEC §2 /paiements/{id}/ticket: the receipt, printable and downloadable as PDF (issue 13). */
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
    <Page title={`Reçu n° ${receipt.number}`}>
      <Group className="no-print">
        <Button onClick={() => window.print()}>Imprimer</Button>
        <Button component="a" variant="light" href={paymentTicketPdfUrl(id)} download>
          Télécharger le PDF
        </Button>
        <Anchor component={Link} to="/paiements/liste">
          Retour aux paiements
        </Anchor>
      </Group>
      <Group align="flex-start" grow>
        <Stack gap={2}>
          <Title order={2} size="h4">
            Payeur
          </Title>
          <Text>{receipt.payer.name}</Text>
          <Text>{receipt.payer.address}</Text>
        </Stack>
        <Stack gap={2}>
          <Title order={2} size="h4">
            Bénéficiaire
          </Title>
          <Text>{receipt.payee.name}</Text>
          <Text>{receipt.payee.address}</Text>
        </Stack>
      </Group>
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
      <Text fw={700}>
        Montant payé pour {paymentMonthLabel(receipt.month)}
        {'\u00a0'}: {formatEuros(receipt.amount)}
      </Text>
    </Page>
  );
}
