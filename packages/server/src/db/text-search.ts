import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

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

/** The ILIKE pattern of `containsText`, for a statement that takes it as a parameter. */
export function containsPattern(term: string): string {
  return `%${escapeLike(foldSearchTerm(term.trim()))}%`;
}

/** True when any of `columns` contains `term` (or matches a `containsPattern` placeholder),
 * ignoring case and accents. */
export function containsText(columns: AnyColumn[], term: string | Placeholder): SQL {
  const pattern = typeof term === 'string' ? containsPattern(term) : term;
  const matches = columns.map((column) => sql`${foldedColumn(column)} ILIKE ${pattern}`);
  return sql`(${sql.join(matches, sql` OR `)})`;
}
