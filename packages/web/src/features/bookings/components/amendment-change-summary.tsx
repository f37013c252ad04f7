import type { AmendmentPreview } from '@espaces/domain/api/amendments';
import { describeWeeklyQuery } from '@espaces/domain/booking/booking-labels';
import { formatDate, formatEuros, formatTimeRange } from '@espaces/domain/locale/format';
import { Stack, Table, Text, Title } from '@mantine/core';

type Range = { startDate: string; endDate: string };
type AmendmentChange = Omit<AmendmentPreview, '@type'>;

function SlotTable({
  label,
  rows,
  price,
}: {
  label: string;
  rows: { key: string; range: Range; from?: Range; price: number; due?: number }[];
  price: string;
}) {
  const moved = rows.some((row) => row.from);
  const due = rows.some((row) => row.due !== undefined);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {moved && <Table.Th scope="col">Ancien créneau</Table.Th>}
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Horaires</Table.Th>
            <Table.Th scope="col">{price}</Table.Th>
            {due && <Table.Th scope="col">Reste dû</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.from && (
                <Table.Td>
                  {formatDate(row.from.startDate)}{' '}
                  {formatTimeRange(row.from.startDate, row.from.endDate)}
                </Table.Td>
              )}
              <Table.Td>{formatDate(row.range.startDate)}</Table.Td>
              <Table.Td>{formatTimeRange(row.range.startDate, row.range.endDate)}</Table.Td>
              <Table.Td>{formatEuros(row.price)}</Table.Td>
              {row.due !== undefined && <Table.Td>{formatEuros(row.due)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const hours = (query: AmendmentChange['query'], side: 'before' | 'after') => {
  const value = query?.[side];
  return value ? describeWeeklyQuery(value) : 'aucun';
};

/**
 * What an amendment changes (issue 12): the slots it cancels, adds or moves (SPEC §4 « Modifié »),
 * the weekly hours, the prices and the amount due before and after. Shown by the preview and by
 * the organisation's page of consent.
 */
export function AmendmentChangeSummary({ content }: { content: AmendmentChange }) {
  const rentChanged = content.rentPrice.before !== content.rentPrice.after;
  const cleaningChanged = content.cleaningPrice.before !== content.cleaningPrice.after;
  return (
    <Stack gap="sm" component="section" aria-labelledby="apercu-titre">
      <Title order={2} size="h3" id="apercu-titre">
        {content.title}
      </Title>
      {content.query && (
        <Text>
          Jour et heures&nbsp;: {hours(content.query, 'before')} → {hours(content.query, 'after')}
        </Text>
      )}
      {content.cancelledSlots.length > 0 && (
        <>
          <Title order={3} size="h4">
            Créneaux annulés
          </Title>
          <SlotTable
            label="Créneaux annulés par l’avenant"
            price="Prix"
            rows={content.cancelledSlots.map((slot) => ({
              key: slot.startDate,
              range: slot,
              price: slot.price,
              due: slot.due,
            }))}
          />
        </>
      )}
      {content.movedSlots.length > 0 && (
        <>
          <Title order={3} size="h4">
            Créneaux modifiés
          </Title>
          <SlotTable
            label="Créneaux déplacés par l’avenant"
            price="Prix"
            rows={content.movedSlots.map((line) => ({
              key: line.to.startDate,
              range: line.to,
              from: line.from,
              price: line.price,
            }))}
          />
        </>
      )}
      {content.addedSlots.length > 0 && (
        <>
          <Title order={3} size="h4">
            Créneaux ajoutés
          </Title>
          <SlotTable
            label="Créneaux ajoutés par l’avenant"
            price="Prix"
            rows={content.addedSlots.map((slot) => ({
              key: slot.startDate,
              range: slot,
              price: slot.price,
            }))}
          />
        </>
      )}
      {rentChanged && (
        <Text>
          Tarif horaire&nbsp;: {formatEuros(content.rentPrice.before)} →{' '}
          {formatEuros(content.rentPrice.after)}
        </Text>
      )}
      {cleaningChanged && (
        <Text>
          Forfait ménage&nbsp;: {formatEuros(content.cleaningPrice.before)} →{' '}
          {formatEuros(content.cleaningPrice.after)}
        </Text>
      )}
      <Text fw={500}>
        Montant dû&nbsp;: {formatEuros(content.totalBefore)} → {formatEuros(content.totalAfter)}
      </Text>
      {content.cancelsBooking && (
        <Text>Plus aucun créneau ne restera&nbsp;: la réservation sera annulée.</Text>
      )}
    </Stack>
  );
}
