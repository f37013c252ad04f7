import { WEEK_DAYS } from '@espaces/domain/booking/booking-labels';
import { countOf } from '@espaces/domain/locale/french';
import { WISH_NOUN } from '@espaces/domain/campaign/campaign-screen-messages';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { OpenHours } from '../lib/opening-hours.ts';
import type { WeekCell, WeekGrid } from '../lib/proposal-week.ts';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function Cell({ cell, closed }: { cell: WeekCell; closed: boolean }) {
  const conflict = cell.demand > 1;
  const background = conflict
    ? 'var(--mantine-color-orange-1)'
    : cell.placed.length > 0
      ? 'var(--mantine-color-green-0)'
      : closed
        ? 'var(--mantine-color-gray-2)'
        : undefined;
  return (
    <Table.Td style={{ background, verticalAlign: 'top' }}>
      {closed && (
        <Text size="xs" c="dimmed">
          Fermé
        </Text>
      )}
      {cell.demand > 0 && (
        <Text size="xs" fw={conflict ? 700 : 400}>
          {conflict
            ? `${countOf(cell.demand, WISH_NOUN)} en conflit`
            : countOf(cell.demand, WISH_NOUN)}
        </Text>
      )}
      {cell.placed.map((name) => (
        <Text size="xs" key={name} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      ))}
    </Table.Td>
  );
}

/**
 * A place's week, hour by hour: the wishes asking for each hour (several: a conflict, marked),
 * the organisations the proposal places there, and, when its windows are known, the hours it is
 * closed.
 */
export function ProposalWeekGrid({ grid, open }: { grid: WeekGrid; open?: OpenHours }) {
  const id = `semaine-${grid.key.replace(/[^a-z0-9-]/gi, '-')}`;
  // The days nobody asked for nor got are left out: the week reads on a phone.
  const days = WEEK_DAYS.filter((day) =>
    grid.cells[day.value - 1]!.some((cell) => cell.demand > 0 || cell.placed.length > 0),
  );
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id={id}>
        {grid.title}
      </Title>
      <Table.ScrollContainer minWidth={64 + 110 * days.length}>
        <Table withTableBorder withColumnBorders aria-labelledby={id} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={64}>
                Heure
              </Table.Th>
              {days.map((day) => (
                <Table.Th scope="col" key={day.value}>
                  {day.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.hours.map((hour, row) => (
              <Table.Tr key={hour}>
                <Table.Th scope="row">{hourLabel(hour)}</Table.Th>
                {days.map((day) => (
                  <Cell
                    key={day.value}
                    cell={grid.cells[day.value - 1]![row]!}
                    closed={open !== undefined && !open[day.value - 1]![hour]}
                  />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
