/**
 * Every CSV the product writes, as French spreadsheets open it: UTF-8 with a byte order mark,
 * `;` between fields, CRLF between lines, a field quoted when it holds `;`, `"`, CR or LF.
 *
 * Formula injection (OWASP « CSV Injection »): a spreadsheet evaluates a cell that begins with
 * `=`, `+`, `-` or `@`, and some do after a leading tab or line break, so a name a user typed
 * (`=HYPERLINK("http://…";"Cliquez")`) would run in the staff's spreadsheet. The rule:
 * - a text field (any string: names, labels, headers, dates) that begins with one of those
 *   characters, or with their full-width forms, is written behind a single quote, which the
 *   spreadsheet shows and never evaluates: `-2` typed as a name reads « '-2 », as text;
 * - a number the product computed itself is not text: written through `csvNumber`, with a
 *   decimal comma, it stays a number the spreadsheet adds up (`-12,50` stays −12,50).
 */
export const CSV_BOM = '\ufeff';

/** A number formatted by the product; built only by `csvNumber`, so it is always one. */
export interface CsvNumber {
  readonly csvNumber: string;
}

/** A field: text (neutralised, see above) or a number. */
export type CsvField = string | CsvNumber;

/**
 * `value` with a decimal comma and at most `fractionDigits` decimals, rounded; trailing zeros
 * dropped unless `fixed` (amounts keep their cents: « 1000,50 »). No thousands separator.
 */
export function csvNumber(value: number, fractionDigits = 0, fixed = false): CsvNumber {
  // Below 1e21 toFixed writes plain digits, never an exponent.
  if (!(Math.abs(value) < 1e21)) throw new RangeError(`Not a writable number: ${value}`);
  // « -0,00 » would read as a negative zero.
  const rounded = value.toFixed(fractionDigits).replace(/^-(?=[0.]+$)/, '');
  const written = fixed || !rounded.includes('.') ? rounded : rounded.replace(/\.?0+$/, '');
  return { csvNumber: written.replace('.', ',') };
}

// = + - @, tab, CR, LF, and their full-width forms (＝ ＋ － ＠), which some spreadsheets
// also read as the start of a formula.
const FORMULA_START = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/** The text as a spreadsheet will show it, never as a formula. */
export function neutralisedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quoted(field: string): string {
  return /[";\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function written(field: CsvField): string {
  return typeof field === 'string' ? quoted(neutralisedText(field)) : field.csvNumber;
}

/** The rows as a CSV document (the first row is usually the header). */
export function csvDocument(rows: readonly (readonly CsvField[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(written).join(';') + '\r\n').join('');
}
