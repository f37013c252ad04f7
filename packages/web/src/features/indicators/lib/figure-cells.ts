import {
  formatCount,
  formatDuration,
  formatHours,
  formatMoney,
  formatMonth,
  formatRate,
} from '@espaces/domain/indicators/indicator-format';
import type { FigureCell, FigureTable } from '@espaces/domain/indicators/indicator-tables';
import { csvFileName, tableToCsv } from '@espaces/domain/indicators/indicators-csv';
import { saveFile } from '../../../ui/save-file.ts';

/** A cell as the screen shows it (« 72,5 % », « 1 234 h », « 1 234,50 € », « — »). */
export function cellText(cell: FigureCell): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'count':
      return formatCount(cell.value);
    case 'hours':
      return formatHours(cell.minutes);
    case 'rate':
      return formatRate(cell.value);
    case 'duration':
      return formatDuration(cell.minutes);
    case 'month':
      return formatMonth(cell.value);
    case 'money':
      return formatMoney(cell.cents);
  }
}

/** Numbers are right-aligned so their digits line up. */
export const isNumeric = (cell: FigureCell | undefined) =>
  cell !== undefined && cell.kind !== 'text' && cell.kind !== 'month';

/** Saves the table as CSV (the browser's download). */
export function downloadCsv(table: FigureTable, period: { from: string; to: string }): void {
  saveFile(tableToCsv(table), csvFileName(table, period), 'text/csv;charset=utf-8');
}
