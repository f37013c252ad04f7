import type { GeneratedBookingSlot } from '@espaces/domain/api/bookings';
import { slotPriceCents } from '@espaces/domain/booking/booking-pricing';
import { formatCents, formatDate, formatTimeRange } from '@espaces/domain/locale/format';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SlotPrices } from './chosen-slots-editor.tsx';
import { countOf, plural } from '@espaces/domain/locale/french';
import { SLOT_NOUN } from '@espaces/domain/booking/booking-labels';

/**
 * Every occurrence of the weekly query: the unavailable ones are shown
 * struck through with « Indisponible », and the closure's reason when one covers them,
 * and are left out of the request. `countOnly` keeps
 * the count line, for pages listing the slots themselves.
 */
export function YearlyOccurrenceList({
  occurrences,
  prices,
  countOnly = false,
  proposedCount,
  afterCount,
}: {
  occurrences: readonly GeneratedBookingSlot[];
  prices: SlotPrices;
  countOnly?: boolean;
  /** How many of the available ones stay once some were removed by hand. */
  proposedCount?: number;
  /** Shown between the count and the list (what to do about the dates not available). */
  afterCount?: ReactNode;
}) {
  if (occurrences.length === 0) {
    return (
      <Text c="dimmed">
        {'Aucune occurrence\u00a0: l’espace n’est pas ouvert ce jour-là à ces heures.'}
      </Text>
    );
  }
  const available = occurrences.filter((occurrence) => occurrence.available).length;
  const count = (
    <Text aria-live="polite" fw={500}>
      {`${countOf(available, SLOT_NOUN)} ${plural(available, 'disponible')} sur ${occurrences.length}`}
      {proposedCount !== undefined &&
        proposedCount < available &&
        `, dont ${proposedCount} ${plural(proposedCount, 'proposé')} (${available - proposedCount} ${plural(available - proposedCount, 'retiré')})`}
    </Text>
  );
  if (countOnly) return count;
  return (
    <>
      {count}
      {afterCount}
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Occurrences de la réservation à l’année">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Horaires</Table.Th>
              <Table.Th scope="col" ta="right">
                Prix
              </Table.Th>
              <Table.Th scope="col">Disponibilité</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {occurrences.map((occurrence) => {
              const struck = occurrence.available ? undefined : 'line-through';
              return (
                <Table.Tr key={occurrence.startDate}>
                  <Table.Td td={struck}>{formatDate(occurrence.startDate)}</Table.Td>
                  <Table.Td td={struck}>
                    {formatTimeRange(occurrence.startDate, occurrence.endDate)}
                  </Table.Td>
                  <Table.Td td={struck} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCents(
                      slotPriceCents(occurrence, prices.rentPriceCents, prices.cleaningPriceCents),
                    )}
                  </Table.Td>
                  <Table.Td>
                    {occurrence.available ? (
                      <Badge color="green" variant="light">
                        Disponible
                      </Badge>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Badge color="gray" variant="outline">
                          Indisponible
                        </Badge>
                        {occurrence.closedReason && (
                          <Text size="sm">{occurrence.closedReason}</Text>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
