import type { FigureCell, FigureTable } from '@espaces/domain/indicators/indicator-tables';
import { Button, Group, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { cellText, downloadCsv, isNumeric } from '../lib/figure-cells.ts';

const ROWS_PER_PAGE = 10;

/** A row of figures headed by its first cell; the totals' row in bold. */
function FigureRow({ row, total = false }: { row: FigureCell[]; total?: boolean }) {
  return (
    <Table.Tr>
      {row.map((cell, index) => {
        const Cell = index === 0 ? Table.Th : Table.Td;
        return (
          <Cell
            key={index}
            {...(index === 0 ? { scope: 'row' } : {})}
            ta={isNumeric(cell) ? 'right' : undefined}
            fw={total ? 700 : index === 0 ? 500 : undefined}
          >
            {cellText(cell)}
          </Cell>
        );
      })}
    </Table.Tr>
  );
}

/**
 * A table of figures with its CSV download; long tables page by ten rows unless told not to, the
 * totals' row staying under every page. The first column heads each row.
 */
export function FigureTableView({
  table,
  period,
  empty,
  paged = true,
}: {
  table: FigureTable;
  period: { from: string; to: string };
  empty: string;
  /** Short tables (24 hours, 13 months at most) show every row. */
  paged?: boolean;
}) {
  const [page, setPage] = useState(1);
  const perPage = paged ? ROWS_PER_PAGE : Math.max(1, table.rows.length);
  const pageCount = Math.max(1, Math.ceil(table.rows.length / perPage));
  const current = Math.min(page, pageCount);
  const rows = table.rows.slice((current - 1) * perPage, current * perPage);
  if (table.rows.length === 0) return <Text>{empty}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Caption>{table.title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                <Table.Th
                  key={column}
                  scope="col"
                  ta={isNumeric(table.rows[0]?.[index]) ? 'right' : undefined}
                >
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, rowIndex) => (
              <FigureRow key={rowIndex} row={row} />
            ))}
          </Table.Tbody>
          {table.total && (
            <Table.Tfoot>
              <FigureRow row={table.total} total />
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        {pageCount > 1 ? (
          <Pagination
            total={pageCount}
            value={current}
            onChange={setPage}
            aria-label={`Pages du tableau ${table.title}`}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Page précédente' : 'Page suivante',
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        ) : (
          <span />
        )}
        <Button
          variant="default"
          onClick={() => downloadCsv(table, period)}
          // Its label, naming the table, wraps on a phone instead of being cut off.
          styles={{
            root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
            label: { whiteSpace: 'normal', lineHeight: 1.35 },
          }}
        >
          Télécharger «&nbsp;{table.title}&nbsp;» en CSV
        </Button>
      </Group>
    </>
  );
}
