import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Accent- and case-insensitive « contains » search (« lycee » finds « Lycée ») without the
 * `unaccent` extension, which PGlite lacks: the column is folded in SQL with `translate`, the
 * term in JavaScript, and both are compared with ILIKE (case-insensitive for ASCII whatever
 * the database locale).
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ’';
const PLAIN = "AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'";

/** The term as the column is folded: no diacritics, ligatures spelt out, straight apostrophe. */
export function foldSearchTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/’/g, "'");
}

function foldedColumn(column: AnyColumn): SQL {
  return sql`replace(replace(replace(replace(translate(${column}, ${ACCENTED}, ${PLAIN}), 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE')`;
}

/** `term` taken literally inside a LIKE pattern: its `%`, `_` and `\` match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** True when any of `columns` contains `term`, ignoring case and accents. */
export function containsText(columns: AnyColumn[], term: string): SQL {
  const pattern = `%${escapeLike(foldSearchTerm(term.trim()))}%`;
  const matches = columns.map((column) => sql`${foldedColumn(column)} ILIKE ${pattern}`);
  return sql`(${sql.join(matches, sql` OR `)})`;
}
