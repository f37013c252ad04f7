import { formatDate } from '../locale/format.ts';
import type { FigureCell, FigureTable } from './indicator-tables.ts';

/**
 * CSV that French spreadsheets open as they are (issue 14): UTF-8 with a byte order mark,
 * `;` between fields, CRLF between lines, decimal comma without thousands separators, dates
 * DD/MM/YYYY. Hours are decimal hours, rates percentages, amounts euros with two decimals; a
 * missing rate or amount is an empty field.
 */
export const CSV_BOM = '\ufeff';

const decimal = (value: number, digits: number) =>
  String(Math.round(value * 10 ** digits) / 10 ** digits).replace('.', ',');

const UNIT_OF_KIND: Partial<Record<FigureCell['kind'], string>> = {
  hours: ' (h)',
  rate: ' (%)',
  duration: ' (h)',
  money: ' (€)',
};

export function csvValue(cell: FigureCell): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'count':
      return String(cell.value);
    case 'hours':
      return decimal(cell.minutes / 60, 2);
    case 'duration':
      return cell.minutes === null ? '' : decimal(cell.minutes / 60, 2);
    case 'rate':
      return cell.value === null ? '' : decimal(cell.value * 100, 1);
    case 'month':
      return formatDate(`${cell.value}-01T12:00:00Z`);
    case 'money':
      return cell.cents === null ? '' : (cell.cents / 100).toFixed(2).replace('.', ',');
  }
}

function quoted(field: string): string {
  return /[";\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
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
  const rows = table.rows.map((row) =>
    columns.flatMap((column) => {
      const cell = row[column.index]!;
      return column.mixed ? [csvValue(cell), unitOf(cell.kind)] : [csvValue(cell)];
    }),
  );
  return (
    CSV_BOM + [header, ...rows].map((line) => line.map(quoted).join(';')).join('\r\n') + '\r\n'
  );
}

/** « indicateurs-classement-des-espaces-2026-09-01-au-2027-08-31.csv » */
export function csvFileName(table: FigureTable, period: { from: string; to: string }): string {
  return `indicateurs-${table.id}-${period.from}-au-${period.to}.csv`;
}
