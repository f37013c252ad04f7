import { csvDocument, csvNumber, type CsvField } from '../csv/csv.ts';
import { formatDate } from '../locale/format.ts';
import type { FigureCell, FigureTable } from './indicator-tables.ts';

/*
 * The indicators' tables as CSV, written by the product's one CSV writer
 * (csv/csv.ts: BOM, `;`, CRLF, names neutralised against formulas). Numbers have a decimal comma
 * and no thousands separator, dates are DD/MM/YYYY. Hours are decimal hours, rates percentages,
 * amounts euros with two decimals; a missing count, rate or amount is an empty field. A table's
 * totals are its last line.
 */

const UNIT_OF_KIND: Partial<Record<FigureCell['kind'], string>> = {
  hours: ' (h)',
  rate: ' (%)',
  duration: ' (h)',
  money: ' (€)',
};

function csvValue(cell: FigureCell): CsvField {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'count':
      return cell.value === null ? '' : csvNumber(cell.value);
    case 'hours':
      return csvNumber(cell.minutes / 60, 2);
    case 'duration':
      return cell.minutes === null ? '' : csvNumber(cell.minutes / 60, 2);
    case 'rate':
      return cell.value === null ? '' : csvNumber(cell.value * 100, 1);
    case 'month':
      return formatDate(`${cell.value}-01T12:00:00Z`);
    case 'money':
      return cell.cents === null ? '' : csvNumber(cell.cents / 100, 2, true);
  }
}

const unitOf = (kind: FigureCell['kind']) => UNIT_OF_KIND[kind]?.slice(2, -1) ?? '';

/**
 * The table as CSV text. A column of one numeric kind names its unit in its header; a column
 * mixing kinds (the summary's values) is followed by a « Unité » column.
 */
export function tableToCsv(table: FigureTable): string {
  const kindsOf = (index: number) => new Set(table.rows.map((row) => row[index]?.kind));
  const columns = table.columns.map((name, index) => {
    const kinds = [...kindsOf(index)].filter((kind) => kind !== undefined);
    return {
      name,
      index,
      mixed: kinds.length > 1,
      unit: kinds.length === 1 ? UNIT_OF_KIND[kinds[0]!] : undefined,
    };
  });
  const header = columns.flatMap((column) =>
    column.mixed ? [column.name, 'Unité'] : [column.name + (column.unit ?? '')],
  );
  const rows = [...table.rows, ...(table.total ? [table.total] : [])].map((row) =>
    columns.flatMap((column): CsvField[] => {
      const cell = row[column.index]!;
      return column.mixed ? [csvValue(cell), unitOf(cell.kind)] : [csvValue(cell)];
    }),
  );
  return csvDocument([header, ...rows]);
}

/** « indicateurs-classement-des-espaces-2026-09-01-au-2027-08-31.csv » */
export function csvFileName(table: FigureTable, period: { from: string; to: string }): string {
  return `indicateurs-${table.id}-${period.from}-au-${period.to}.csv`;
}
