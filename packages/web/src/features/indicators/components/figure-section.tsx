import type { FigureTable } from '@espaces/domain/indicators/indicator-tables';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { FigureTableView } from './figure-table.tsx';

/**
 * A section of the page: its title, the definition of its figure, an optional chart and the
 * chart's data table (shown on demand when `tableShown` is false at first) with its CSV.
 */
export function FigureSection({
  table,
  period,
  definition,
  chart,
  empty,
  tableShown = true,
  paged = true,
}: {
  table: FigureTable;
  period: { from: string; to: string };
  definition?: string;
  chart?: ReactNode;
  empty: string;
  tableShown?: boolean;
  paged?: boolean;
}) {
  const id = useId();
  const [shown, setShown] = useState(tableShown);
  const hasRows = table.rows.length > 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} id={`${id}-title`}>
        {table.title}
      </Title>
      {definition && (
        <Text size="sm" c="dimmed">
          {definition}
        </Text>
      )}
      {hasRows && chart}
      {hasRows && chart && !tableShown && (
        <Button
          variant="subtle"
          onClick={() => setShown((value) => !value)}
          aria-expanded={shown}
          aria-controls={`${id}-table`}
          style={{ alignSelf: 'flex-start' }}
        >
          {shown ? 'Masquer le tableau de données' : 'Afficher le tableau de données'}
        </Button>
      )}
      <div id={`${id}-table`} hidden={!shown}>
        {shown && <FigureTableView table={table} period={period} empty={empty} paged={paged} />}
      </div>
      {!shown && !hasRows && <Text>{empty}</Text>}
    </Stack>
  );
}
