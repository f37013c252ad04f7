import { z } from 'zod';
import { idFromIri } from './iri.ts';
import { hasAtMostTwoDecimals } from '../locale/format.ts';

/** A relation in a request body: an IRI such as `/api/places/{uuid}` (DESIGN §4). */
export const iriField = (collection: string, label: string) =>
  z
    .string({ message: `${label} est obligatoire.` })
    .refine((value) => value.startsWith(`/api/${collection}/`) && idFromIri(value) !== null, {
      message: `${label} est invalide.`,
    });

/** Money in the API: euros as a number with at most two decimals (DESIGN §4). */
export const eurosField = (label: string) =>
  z
    .number({ message: `${label} doit être un montant en euros.` })
    .min(0, { message: `${label} ne peut pas être négatif.` })
    .max(100_000, { message: `${label} est trop élevé.` })
    .refine(hasAtMostTwoDecimals, { message: `${label} a au plus deux décimales.` });

export const isoInstant = z.iso.datetime({ offset: true, message: 'Date ISO 8601 attendue.' });

export const requiredText = (label: string, max = 200) =>
  z
    .string({ message: `${label} est obligatoire.` })
    .trim()
    .min(1, { message: `${label} est obligatoire.` })
    .max(max, { message: `${label} dépasse ${max} caractères.` });

/** Embedded relation the client reads fields of: `{ "@id", id, name }`. */
export const namedRef = z.object({ '@id': z.string(), id: z.uuid(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/** What the signed-in user may do with a resource, so buttons appear exactly when allowed. */
export const abilities = <K extends string>(...actions: K[]) =>
  z.object(
    Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<K, z.ZodBoolean>,
  );
