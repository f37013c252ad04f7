import { CSV_BOM } from './csv.ts';

/**
 * A small reader of what csvDocument writes, as a spreadsheet splits it: the BOM, `;` between
 * fields, double quotes doubling inside quoted fields, CRLF after every line.
 */
export function readCsv(document: string): string[][] {
  if (!document.startsWith(CSV_BOM)) throw new Error('A CSV of the product starts with a BOM');
  const text = document.slice(CSV_BOM.length);
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let inQuotes = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (inQuotes && char === '"' && next === '"') {
      field += '"';
      index++;
    } else if (inQuotes && char === '"') inQuotes = false;
    else if (inQuotes) field += char;
    else if (char === '"') inQuotes = true;
    else if (char === ';') endField();
    else if (char === '\r' && next === '\n') {
      endField();
      rows.push(row);
      row = [];
      index++;
    } else field += char;
  }
  if (field !== '' || row.length > 0 || inQuotes) throw new Error('A CSV line ends with CRLF');
  return rows;
}

/**
 * Names a user could give an organisation, a place or a facility, each one evaluated by some
 * spreadsheet if written as it is: the OWASP list (=, +, -, @, tab, carriage return), a line
 * feed and a full-width equals sign.
 */
export const HOSTILE_NAMES = [
  '=HYPERLINK("http://x","Cliquez")',
  '+1',
  '-2',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '＝1+1',
];
