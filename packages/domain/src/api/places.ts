import { z } from 'zod';
import { abilities, eurosField, iriField, namedRef, requiredText, textField } from './fields.ts';

/**
 * Place fields (docs/product.md#entities). Doors are shown to organisations only once a booking is
 * validated.
 */
export const doorInputSchema = z.object({
  id: z.uuid().optional(),
  name: requiredText('Le nom de la porte', 120),
  instructions: textField('Le texte des consignes d’accès', 2000, { multiline: true }).default(''),
});
export type DoorInput = z.infer<typeof doorInputSchema>;

const optionalCount = (label: string) =>
  z
    .number({ message: `${label} doit être un nombre entier.` })
    .int({ message: `${label} doit être un nombre entier.` })
    .min(1, { message: `${label} doit être positive.` })
    .max(100_000, { message: `${label} est trop élevée.` })
    .nullable()
    .default(null);

export const placeInputSchema = z.object({
  name: requiredText('Le nom', 120),
  facility: iriField('facilities', 'L’établissement'),
  placeType: iriField('place_types', 'Le type d’espace'),
  description: textField('La description', 5000, { multiline: true }).default(''),
  capacity: optionalCount('La capacité'),
  surface: optionalCount('La surface'),
  equipment: textField('La liste des équipements', 5000, { multiline: true }).default(''),
  reducedMobilityAccess: z.boolean().default(false),
  rentPrice: eurosField('Le tarif horaire'),
  cleaningPrice: eurosField('Le forfait ménage'),
  published: z.boolean().default(false),
  /** The order of the list is the order shown to users. */
  doors: z.array(doorInputSchema).max(50).default([]),
});
export type PlaceInput = z.infer<typeof placeInputSchema>;

export const doorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  instructions: z.string(),
  position: z.number().int(),
});

export const placeSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Place'),
  id: z.uuid(),
  name: z.string(),
  facility: namedRef.extend({
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    territory: z.object({ '@id': z.string(), id: z.uuid() }),
  }),
  placeType: namedRef,
  description: z.string(),
  capacity: z.number().int().nullable(),
  surface: z.number().int().nullable(),
  equipment: z.string(),
  reducedMobilityAccess: z.boolean(),
  rentPrice: z.number(),
  cleaningPrice: z.number(),
  published: z.boolean(),
  /** Absent for those who may not see the access instructions. */
  doors: z.array(doorSchema).optional(),
  _abilities: abilities('edit', 'delete', 'book'),
});
export type Place = z.infer<typeof placeSchema>;

export const placeTypeSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('PlaceType'),
  id: z.uuid(),
  name: z.string(),
});
