import type { Indicators } from '@espaces/domain/api/indicators';
import {
  formatCount,
  formatDuration,
  formatHours,
  formatMoney,
  formatRate,
} from '@espaces/domain/indicators/indicator-format';
import { FIGURE_DEFINITIONS } from '@espaces/domain/indicators/indicator-messages';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The main figures of the period, each with its definition beneath (read with it). */
export function KeyFigures({ totals }: { totals: Indicators['totals'] }) {
  const { amounts } = totals;
  const figures = [
    ['Taux d’occupation', formatRate(totals.occupancyRate), FIGURE_DEFINITIONS.occupancy],
    ['Heures réservées', formatHours(totals.bookedMinutes), FIGURE_DEFINITIONS.bookedHours],
    ['Heures d’ouverture', formatHours(totals.openedMinutes), FIGURE_DEFINITIONS.openedHours],
    ['Organisations', formatCount(totals.organizations), FIGURE_DEFINITIONS.organizations],
    ['Demandes reçues', formatCount(totals.requests.received), FIGURE_DEFINITIONS.requestsReceived],
    [
      'Délai médian de décision',
      formatDuration(totals.requests.medianDecisionMinutes),
      FIGURE_DEFINITIONS.medianDecision,
    ],
    ...(amounts === null
      ? []
      : ([
          [
            'Montant facturé',
            formatMoney(amounts.invoicedCents),
            FIGURE_DEFINITIONS.amountInvoiced,
          ],
          ['Montant payé', formatMoney(amounts.paidCents), FIGURE_DEFINITIONS.amountPaid],
          ['Montant dû', formatMoney(amounts.dueCents), FIGURE_DEFINITIONS.amountDue],
        ] as const)),
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="dl" m={0}>
      {figures.map(([label, value, definition]) => (
        <Paper key={label} withBorder p="md">
          <Text component="dt" fw={500}>
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700}>
            {value}
          </Text>
          <Text component="dd" m={0} size="sm" c="dimmed">
            {definition}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
