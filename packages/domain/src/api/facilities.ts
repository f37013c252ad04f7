import { z } from 'zod';
import { abilities, emailField, iriField, namedRef, requiredText, textField } from './fields.ts';
import { FACILITY_PROFILES } from '../access/actor.ts';

/**
 * Facility (docs/product.md#entities). UAI: 7 digits + a letter; coordinates inside metropolitan
 * France or overseas.
 */
export const UAI_PATTERN = /^\d{7}[A-Z]$/;

export const isInFrance = (latitude: number, longitude: number): boolean =>
  (latitude >= 41 && latitude <= 51.5 && longitude >= -5.5 && longitude <= 10) || // métropole, Corse
  (latitude >= -21.5 && latitude <= -20.8 && longitude >= 55.1 && longitude <= 55.9) || // La Réunion
  (latitude >= -13.1 && latitude <= -12.6 && longitude >= 45 && longitude <= 45.4) || // Mayotte
  (latitude >= 15.8 && latitude <= 16.6 && longitude >= -61.9 && longitude <= -61) || // Guadeloupe
  (latitude >= 14.3 && latitude <= 14.9 && longitude >= -61.3 && longitude <= -60.8) || // Martinique
  (latitude >= 2 && latitude <= 6 && longitude >= -54.7 && longitude <= -51.5); // Guyane

export const facilityInputSchema = z
  .object({
    name: requiredText('Le nom'),
    facilityType: iriField('facility_types', 'Le type d’établissement'),
    territory: iriField('territories', 'Le territoire'),
    uai: z
      .string({ message: 'Le code UAI est obligatoire.' })
      .trim()
      .toUpperCase()
      .regex(UAI_PATTERN, {
        message: 'Le code UAI comporte 7 chiffres suivis d’une lettre (ex. 0693781K).',
      }),
    address: requiredText('L’adresse'),
    postalCode: z
      .string({ message: 'Le code postal est obligatoire.' })
      .trim()
      .regex(/^\d{5}$/, { message: 'Le code postal comporte 5 chiffres.' }),
    city: requiredText('La commune', 100),
    latitude: z.number({ message: 'La latitude est obligatoire.' }),
    longitude: z.number({ message: 'La longitude est obligatoire.' }),
    phone: textField('Le téléphone', 30).nullable().default(null),
    email: emailField().nullable().default(null),
    signatoryName: textField('Le nom du signataire', 200).nullable().default(null),
    signatoryTitle: textField('La qualité du signataire', 200).nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine((facility) => isInFrance(facility.latitude, facility.longitude), {
    message: 'Les coordonnées doivent situer l’établissement en France.',
    path: ['latitude'],
  });
export type FacilityInput = z.infer<typeof facilityInputSchema>;

export const facilityDocumentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('FacilityDocument'),
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Authorised download endpoint. */
  contentUrl: z.string(),
});

export const facilityStaffMemberSchema = z.object({
  '@id': z.string(),
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  profile: z.enum(FACILITY_PROFILES),
});

export const facilitySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Facility'),
  id: z.uuid(),
  name: z.string(),
  facilityType: namedRef,
  territory: namedRef,
  uai: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  signatoryName: z.string().nullable(),
  signatoryTitle: z.string().nullable(),
  active: z.boolean(),
  placeCount: z.number().int(),
  _abilities: abilities('edit', 'manageDocuments', 'createPlace'),
});
export type Facility = z.infer<typeof facilitySchema>;

/** GET /api/facilities/{id} adds what the detail page shows. */
export const facilityDetailSchema = facilitySchema.extend({
  staff: z.array(facilityStaffMemberSchema),
  documents: z.array(facilityDocumentSchema),
});
export type FacilityDetail = z.infer<typeof facilityDetailSchema>;

export const territorySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Territory'),
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
});
export const facilityTypeSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('FacilityType'),
  id: z.uuid(),
  name: z.string(),
});
