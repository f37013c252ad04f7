import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatEuros } from '@espaces/domain/locale/format';
import { useBookingAmendments } from '../api/amendment-api.ts';

/** Issue 12 item 4: the booking's amendments, downloadable by both parties. */
export function BookingAmendmentsPanel({ bookingId }: { bookingId: string }) {
  const amendments = useBookingAmendments(bookingId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="avenants-titre">
      <Title order={2} size="h3" id="avenants-titre">
        Avenants
      </Title>
      {amendments.isPending ? (
        <Text c="dimmed">Chargement des avenants…</Text>
      ) : amendments.isError ? (
        <Text role="alert">Les avenants n’ont pas pu être chargés.</Text>
      ) : amendments.data.length === 0 ? (
        <Text c="dimmed">Aucun avenant.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Avenants de la réservation">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Avenant</Table.Th>
                <Table.Th scope="col">Émis le</Table.Th>
                <Table.Th scope="col">Créneaux annulés</Table.Th>
                <Table.Th scope="col">Montant dû</Table.Th>
                <Table.Th scope="col">Document</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {amendments.data.map((amendment) => (
                <Table.Tr key={amendment.id}>
                  <Table.Td>{amendment.title}</Table.Td>
                  <Table.Td>{formatDate(amendment.issuedAt)}</Table.Td>
                  <Table.Td>{amendment.cancelledSlots.length}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatEuros(amendment.totalBefore)} → {formatEuros(amendment.totalAfter)}
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={amendment.document} download>
                      Télécharger l’{amendment.title} (PDF)
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
