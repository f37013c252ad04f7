import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { iri } from '@espaces/domain/api/iri';

/**
 * JSON text written by PostgreSQL exactly as JSON.stringify writes the same object: keys in
 * the given order, no spaces (json_build_object writes « "a" : 1, "b" : 2 »). A hot read then
 * sends its rows' text as it is, with no parse, no object per row and no stringify in Node.
 * A part is a piece of JSON text, literal (a string) or computed (SQL).
 */
export type JsonParts = (string | SQL)[];

/** `{"key":value,…}` in the entries' order. */
export function jsonObject(entries: [key: string, value: JsonParts][]): JsonParts {
  return [
    '{',
    ...entries.flatMap(([key, value], index) => [
      `${index === 0 ? '' : ','}${JSON.stringify(key)}:`,
      ...value,
    ]),
    '}',
  ];
}

/** A text column as a JSON string: to_json escapes as JSON.stringify does. */
export const jsonString = (column: AnyPgColumn): JsonParts => [sql`to_json(${column})::text`];

/** A text column that may be NULL (a left join's too): `whenNull` (JSON text) then. */
export const jsonNullableString = (column: AnyPgColumn, whenNull = 'null'): JsonParts => [
  sql`coalesce(to_json(${column})::text, ${sql.raw(`'${whenNull.replaceAll("'", "''")}'`)})`,
];

/** A uuid as a JSON string (nothing to escape). */
export const jsonUuid = (column: AnyPgColumn): JsonParts => ['"', sql`${column}::text`, '"'];

/** The IRI of a resource (domain `iri`) as a JSON string. */
export const jsonIri = (collection: string, id: AnyPgColumn): JsonParts => [
  `"${iri(collection, '')}`,
  sql`${id}::text`,
  '"',
];

/**
 * An instant as Date.prototype.toISOString writes it, in UTC to the millisecond (truncated, as
 * the driver's Date drops the microseconds).
 */
export const jsonInstant = (column: AnyPgColumn): JsonParts => [
  '"',
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  '"',
];

/** An integer or a boolean, null when NULL. */
export const jsonScalar = (column: AnyPgColumn): JsonParts => [
  sql`coalesce(${column}::text, 'null')`,
];

/** Cents as euros (domain `centsToEuros`): 1250 → 12.5, 1200 → 12. */
export const jsonEuros = (cents: AnyPgColumn): JsonParts => [
  sql`trim_scale(${cents} / 100.0)::text`,
];

/** A double precision as JavaScript writes it (migration 0018, `json_number`). */
export const jsonNumber = (column: AnyPgColumn): JsonParts => [sql`json_number(${column})`];

/** A reference of the contract, `{"@id":…,"id":…,"name":…}`, then `more` entries. */
export const jsonNamedRef = (
  collection: string,
  id: AnyPgColumn,
  name: AnyPgColumn,
  more: [key: string, value: JsonParts][] = [],
): JsonParts =>
  jsonObject([
    ['@id', jsonIri(collection, id)],
    ['id', jsonUuid(id)],
    ['name', jsonString(name)],
    ...more,
  ]);

/**
 * `{"key":value,…,"last":` : an object whose last value (and closing brace) Node writes, for
 * what the domain computes (prices, abilities).
 */
export function jsonObjectOpen(
  entries: [key: string, value: JsonParts][],
  last: string,
): JsonParts {
  return [...jsonObject(entries).slice(0, -1), `,${JSON.stringify(last)}:`];
}

/** `,"key":value,…,"last":` : more entries of an object opened by jsonObjectOpen. */
export function jsonObjectMore(
  entries: [key: string, value: JsonParts][],
  last: string,
): JsonParts {
  return [',', ...jsonObjectOpen(entries, last).slice(1)];
}

/** The parts as one SQL text expression, each run of literal parts one quoted literal. */
export function jsonText(parts: JsonParts): SQL<string> {
  const pieces: SQL[] = [];
  let literal = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      literal += part;
      continue;
    }
    if (literal) pieces.push(sql.raw(`'${literal.replaceAll("'", "''")}'`));
    literal = '';
    pieces.push(part);
  }
  if (literal) pieces.push(sql.raw(`'${literal.replaceAll("'", "''")}'`));
  return sql<string>`(${sql.join(pieces, sql` || `)})`;
}

/**
 * Named text values that PostgreSQL joins with `separator` into one text, and their splitting
 * back by name: a hot read's JSON text then reaches Node without a JSON.parse of the whole
 * (the driver parses a json column; parsing a page of bookings cost more than writing it).
 * Safe with JSON text in the values: to_json and jsonb escape every character below U+0020,
 * so a separator taken there (SEPARATORS) never occurs inside one. Every value must be
 * non-NULL text (concat_ws would skip a NULL and shift the others).
 */
export interface TextRecord<Name extends string> {
  names: readonly Name[];
  sql: SQL<string>;
  read(text: string): Record<Name, string>;
}

/** Control characters, one per nesting level of a text record. */
export const SEPARATORS = ['\u001e', '\u001f', '\u001d', '\u001c'] as const;

/** A separator as an SQL literal. */
export const separatorSql = (separator: (typeof SEPARATORS)[number]) =>
  sql.raw(`E'\\x${separator.charCodeAt(0).toString(16)}'`);

export function textRecord<Name extends string>(
  separator: (typeof SEPARATORS)[number],
  fields: Record<Name, SQL | AnyPgColumn>,
): TextRecord<Name> {
  const values = Object.values<SQL | AnyPgColumn>(fields);
  return textRecordAs(
    separator,
    Object.keys(fields) as Name[],
    sql<string>`concat_ws(${separatorSql(separator)}, ${sql.join(values, sql`, `)})`,
  );
}

/**
 * The record of `names` that `text` writes, put together from parts rather than field by field
 * (parts kept in columns, records written one after the other).
 */
export function textRecordAs<Name extends string>(
  separator: (typeof SEPARATORS)[number],
  names: readonly Name[],
  text: SQL<string>,
): TextRecord<Name> {
  return {
    names,
    sql: text,
    read(text) {
      const parts = text.split(separator);
      if (parts.length !== names.length) {
        throw new Error(`text record of ${parts.length} values, ${names.length} expected`);
      }
      const record = {} as Record<Name, string>;
      for (let index = 0; index < names.length; index++) record[names[index]!] = parts[index]!;
      return record;
    },
  };
}

/** A text list of `separator`-joined values, in SQL as string_agg writes it ('' when none). */
export const textList = (text: string, separator: (typeof SEPARATORS)[number]): string[] =>
  text === '' ? [] : text.split(separator);
