import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_NAMES, readCsv } from './csv.test-support.ts';
import { CSV_BOM, csvDocument, csvNumber, neutralisedText } from './csv.ts';

const FORMULA_START = ['=', '+', '-', '@', '\t', '\r', '\n', '＝', '＋', '－', '＠'];

describe('csvDocument', () => {
  it.each(HOSTILE_NAMES)('writes « %j » behind a single quote, as text', (name) => {
    const document = csvDocument([['Organisation'], [name]]);
    expect(readCsv(document)).toEqual([['Organisation'], [`'${name}`]]);
  });

  it('quotes a neutralised field that holds double quotes, the quote inside', () => {
    expect(csvDocument([['=HYPERLINK("http://x","Cliquez")']])).toBe(
      `${CSV_BOM}"'=HYPERLINK(""http://x"",""Cliquez"")"\r\n`,
    );
  });

  it('keeps numbers the product computed as numbers, negative ones included', () => {
    const document = csvDocument([
      [csvNumber(-12.5, 2, true), csvNumber(-2), csvNumber(1234.5, 2), csvNumber(72.456, 1)],
    ]);
    expect(document).toBe(`${CSV_BOM}-12,50;-2;1234,5;72,5\r\n`);
  });

  it('leaves ordinary text alone and quotes the separator, quotes and line breaks', () => {
    expect(
      readCsv(csvDocument([['Gymnase « Jean; Moulin »', 'Lycée "Ampère"', 'a\r\nb', '']])),
    ).toEqual([['Gymnase « Jean; Moulin »', 'Lycée "Ampère"', 'a\r\nb', '']]);
  });

  it('reads back any text unchanged or behind one quote, never as a formula', () => {
    // Texts made mostly of the characters that matter here, so that every case comes up.
    const character = fc.constantFrom(...FORMULA_START, '"', ';', "'", ' ', 'a', 'é', '1', ',');
    const text = fc.array(character, { maxLength: 8 }).map((characters) => characters.join(''));
    const rows = fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(rows, (written) => {
        const read = readCsv(csvDocument(written));
        return (
          read.length === written.length &&
          read.every((row, rowIndex) =>
            row.every((field, fieldIndex) => {
              const original = written[rowIndex]![fieldIndex]!;
              const startsFormula = FORMULA_START.some((start) => field.startsWith(start));
              return !startsFormula && (field === original || field === `'${original}`);
            }),
          )
        );
      }),
    );
  });
});

describe('csvNumber', () => {
  it('writes a decimal comma, drops trailing zeros unless fixed, never « -0 »', () => {
    expect(csvNumber(895.05, 2)).toEqual({ csvNumber: '895,05' });
    expect(csvNumber(10, 2)).toEqual({ csvNumber: '10' });
    expect(csvNumber(1000.05, 2, true)).toEqual({ csvNumber: '1000,05' });
    expect(csvNumber(12, 2, true)).toEqual({ csvNumber: '12,00' });
    expect(csvNumber(-0.001, 2)).toEqual({ csvNumber: '0' });
    expect(csvNumber(-0.001, 2, true)).toEqual({ csvNumber: '0,00' });
  });

  it('refuses what a spreadsheet could not read as a number', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e21]) {
      expect(() => csvNumber(value)).toThrow(RangeError);
    }
  });

  it('neutralises text only', () => {
    expect(neutralisedText('-2')).toBe("'-2");
    expect(neutralisedText('Club -2')).toBe('Club -2');
  });
});
