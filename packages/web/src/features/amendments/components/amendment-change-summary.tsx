import type { AmendmentPreview } from '@espaces/domain/api/amendments';
import { describeWeeklyQuery } from '@espaces/domain/booking/booking-labels';
import { describeMovedSlot } from '@espaces/domain/booking/booking-changes';
import {
  eurosToCents,
  formatCentsChange,
  formatDate,
  formatEuros,
  formatTimeRange,
} from '@espaces/domain/locale/format';
import { Stack, Table, Text, Title } from '@mantine/core';

type AmendmentChange = Omit<AmendmentPreview, '@type'>;
type Line = AmendmentChange['lines'][number];

/** What each kind of line is called, and what its two amounts mean. */
const KINDS: Record<
  Line['kind'],
  { heading: string; table: string; before: string; after: string }
> = {
  cancelled: {
    heading: 'Créneaux annulés',
    table: 'Créneaux annulés par l’avenant',
    before: 'Prix',
    after: 'Reste dû',
  },
  moved: {
    heading: 'Créneaux déplacés',
    table: 'Créneaux déplacés par l’avenant',
    before: 'Ancien prix',
    after: 'Nouveau prix',
  },
  added: {
    heading: 'Créneaux ajoutés',
    table: 'Créneaux ajoutés par l’avenant',
    before: 'Avant',
    after: 'Prix',
  },
  repriced: {
    heading: 'Créneaux dont le prix change',
    table: 'Créneaux réévalués par l’avenant',
    before: 'Ancien prix',
    after: 'Nouveau prix',
  },
};
const ORDER: Line['kind'][] = ['cancelled', 'moved', 'added', 'repriced'];

const when = (range: { startDate: string; endDate: string }) =>
  `${formatDate(range.startDate)} ${formatTimeRange(range.startDate, range.endDate)}`;

function LinesTable({ kind, lines }: { kind: Line['kind']; lines: Line[] }) {
  const { table, before, after } = KINDS[kind];
  const moved = kind === 'moved';
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{moved ? 'Créneau (avant → après)' : 'Créneau'}</Table.Th>
            <Table.Th scope="col" ta="right">
              {before}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {after}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.from?.startDate ?? ''}${line.startDate}`}>
              <Table.Td>
                {/* One line per moved slot: its date, old hours → new hours. */}
                {moved && line.from ? describeMovedSlot({ from: line.from, to: line }) : when(line)}
                {line.label && (
                  <Text size="xs" c="dimmed">
                    {line.label}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(line.before)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatEuros(line.after)}
              </Table.Td>
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
 * What an amendment changes: one titled table per kind of change that happened (cancelled,
 * moved, added, repriced), each line with its amount before and after; the weekly hours and the
 * prices; the amounts reconciled (before + the lines' change = after). Shown by the preview and
 * by the organisation's page of consent.
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
      {ORDER.map((kind) => {
        const lines = content.lines.filter((line) => line.kind === kind);
        if (lines.length === 0) return null;
        return (
          <Stack gap={4} key={kind}>
            <Title order={3} size="h4">
              {KINDS[kind].heading}
            </Title>
            <LinesTable kind={kind} lines={lines} />
          </Stack>
        );
      })}
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
      <Table variant="vertical" withTableBorder aria-label="Montants de l’avenant" maw={520}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Montant dû avant l’avenant</Table.Th>
            <Table.Td ta="right">{formatEuros(content.totalBefore)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Variation due aux lignes ci-dessus</Table.Th>
            <Table.Td ta="right">{formatCentsChange(eurosToCents(content.change))}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Montant dû après l’avenant</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatEuros(content.totalAfter)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {content.cancelsBooking && (
        <Text>Plus aucun créneau ne restera&nbsp;: la réservation sera annulée.</Text>
      )}
    </Stack>
  );
}
