import { z } from 'zod';
import { idFromIri } from './iri.ts';
import { hasAtMostTwoDecimals } from '../locale/format.ts';
import { fieldMessages as messages, REQUEST_YEARS } from './field-messages.ts';
import { isPlainText } from './plain-text.ts';

/**
 * Shared fields of every request contract (docs/api.md#request-fields): a body or a query string
 * reaches the database only through these, so malformed input is one French 422 violation, never a
 * 500. Response schemas keep plain zod types: they describe what the server writes.
 */

interface TextOptions {
  /** Tab and line breaks allowed (descriptions, reasons); never on one-line fields. */
  multiline?: boolean;
}

const text = (label: string, max: number, multiline: boolean, typeMessage: string) =>
  z
    .string({ message: typeMessage })
    .trim()
    .max(max, { message: messages.tooLong(label, max) })
    .refine((value) => isPlainText(value, multiline), {
      message: messages.forbiddenCharacter(label),
    });

/** A text that may be empty: trimmed, at most `max` characters, plain text (plain-text.ts). */
export const textField = (label: string, max: number, { multiline = false }: TextOptions = {}) =>
  text(label, max, multiline, messages.textExpected(label));

/** A text that must hold something once trimmed. */
export const requiredText = (label: string, max = 200, { multiline = false }: TextOptions = {}) =>
  text(label, max, multiline, messages.required(label)).min(1, {
    message: messages.required(label),
  });

/** A password or a token, kept as typed (never trimmed), one line of plain text. */
export const secretField = (label: string, max = 200) =>
  z
    .string({ message: messages.required(label) })
    .max(max, { message: messages.tooLong(label, max) })
    .refine((value) => isPlainText(value), { message: messages.forbiddenCharacter(label) });

/** The name of an uploaded document: the one typed, else the file's own name. */
export const documentNameField = textField('Le nom du document', 200);

/** An e-mail address, trimmed and lower-cased (RFC 5321: at most 254 characters). */
export const emailField = (label = 'L’adresse e-mail') =>
  z
    .string({ message: messages.required(label) })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: messages.emailInvalid }).max(254, { message: messages.emailInvalid }));

/**
 * A relation in a request body: exactly the IRI `/api/{collection}/{uuid}`
 * (docs/api.md#resources-and-iris).
 */
export const iriField = (collection: string, label: string) => {
  const prefix = `/api/${collection}/`;
  return z
    .string({ message: messages.required(label) })
    .refine(
      (value) =>
        value.startsWith(prefix) &&
        value.length === prefix.length + 36 &&
        idFromIri(value) !== null,
      { message: messages.invalid(label) },
    );
};

/** Money in the API: euros as a number with at most two decimals (docs/api.md#money-and-dates). */
export const eurosField = (label: string) =>
  z
    .number({ message: `${label} doit être un montant en euros.` })
    .min(0, { message: `${label} ne peut pas être négatif.` })
    .max(100_000, { message: `${label} est trop élevé.` })
    .refine(hasAtMostTwoDecimals, { message: `${label} a au plus deux décimales.` });

const isWithinRequestYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= REQUEST_YEARS.min && year <= REQUEST_YEARS.max;
};

/** An instant of a request: ISO 8601 with its offset, between the years 2000 and 2100. */
export const instantField = z.iso
  .datetime({ offset: true, message: messages.instantFormat, abort: true })
  .refine(isWithinRequestYears, { message: messages.dateOutOfRange });

/** A calendar day of a request (AAAA-MM-JJ), between the years 2000 and 2100. */
export const calendarDateField = (formatMessage: string) =>
  z.iso
    .date({ message: formatMessage, abort: true })
    .refine(isWithinRequestYears, { message: messages.dateOutOfRange });

/** An instant of a response, as the server writes it. */
export const isoInstant = z.iso.datetime({ offset: true, message: messages.instantFormat });

// Query-string filters (docs/api.md#collections-and-filters): values arrive as strings, or lists of
// strings when repeated.

/** `search=` of the lists: one line of at most 200 characters. */
export const searchFilter = textField('La recherche', 200).optional();

/** `a=x` or `a[]=x&a[]=y` both arrive as a list. */
export const queryList = <Item extends z.ZodType<unknown, string>>(item: Item) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(item));

const RELATION_REFERENCE =
  /^(?:\/api\/[a-z_]+\/)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A relation filter: an IRI or a bare id (docs/api.md#resources-and-iris), as the lower-case id.
 */
export const relationIdFilter = (message: string) =>
  z.string().transform((value, context) => {
    const id = RELATION_REFERENCE.test(value) ? idFromIri(value) : null;
    if (id === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

/** Embedded relation the client reads fields of: `{ "@id", id, name }`. */
export const namedRef = z.object({ '@id': z.string(), id: z.uuid(), name: z.string() });

/** What the signed-in user may do with a resource, so buttons appear exactly when allowed. */
export const abilities = <K extends string>(...actions: K[]) =>
  z.object(
    Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<K, z.ZodBoolean>,
  );
