import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateAtTime, formatEuros } from '@espaces/domain/locale/format';
import type { Amendment } from '@espaces/domain/api/amendments';
import { useBookingAmendments } from '../api/amendment-api.ts';
import { countOf } from '@espaces/domain/locale/french';

const count = (n: number, one: string, other: string) => countOf(n, { one, other });

/** « 2 créneaux annulés, 1 créneau ajouté, 2 créneaux réévalués, tarifs modifiés » */
export function changesOf(amendment: Amendment): string {
  const prices =
    amendment.rentPrice.before !== amendment.rentPrice.after ||
    amendment.cleaningPrice.before !== amendment.cleaningPrice.after;
  const repriced = amendment.lines.filter((line) => line.kind === 'repriced').length;
  const parts = [
    amendment.cancelledSlots.length > 0 &&
      count(amendment.cancelledSlots.length, 'créneau annulé', 'créneaux annulés'),
    amendment.movedSlots.length > 0 &&
      count(amendment.movedSlots.length, 'créneau modifié', 'créneaux modifiés'),
    amendment.addedSlots.length > 0 &&
      count(amendment.addedSlots.length, 'créneau ajouté', 'créneaux ajoutés'),
    repriced > 0 && count(repriced, 'créneau réévalué', 'créneaux réévalués'),
    amendment.query && 'jour et heures modifiés',
    prices && 'tarifs modifiés',
  ].filter(Boolean);
  return parts.join(', ') || '—';
}

/** The booking's amendments, downloadable by both parties. */
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
                <Table.Th scope="col">Changements</Table.Th>
                <Table.Th scope="col">Montant dû</Table.Th>
                <Table.Th scope="col">Document</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {amendments.data.map((amendment) => (
                <Table.Tr key={amendment.id}>
                  <Table.Td>{amendment.title}</Table.Td>
                  <Table.Td>
                    {formatDate(amendment.issuedAt)}
                    {amendment.acceptance && (
                      <Text size="xs" c="dimmed">
                        {`accepté par ${amendment.acceptance.fullName} le ${formatDateAtTime(amendment.acceptance.acceptedAt)}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{changesOf(amendment)}</Table.Td>
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
