import { z } from 'zod';
import { WALL_CLOCK_TIME } from '../locale/format.ts';
import {
  calendarDateField,
  namedRef,
  queryList,
  relationIdFilter,
  searchFilter,
} from './fields.ts';
import {
  SEARCH_ITEMS_PER_PAGE,
  SEARCH_MAP_LIMIT,
  SEARCH_MAX_ITEMS_PER_PAGE,
} from './search-page-sizes.ts';
import {
  availabilityRuleIssues,
  AVAILABILITY_FORMAT_MESSAGES,
  type AvailabilityCriterion,
} from './search-rules.ts';

/**
 * Contract of GET /api/search/places (docs/bookings.md#search): the published places of active
 * establishments that an organisation may look for, with the filters of the search page.
 * Query keys arrive flat as the browser writes them (`placeType[]`, `capacity[gte]`); a
 * relation filter takes IRIs or bare ids (docs/api.md#resources-and-iris).
 */

export { SEARCH_ITEMS_PER_PAGE, SEARCH_MAP_LIMIT, SEARCH_MAX_ITEMS_PER_PAGE };

/**
 * « Disponible le » : a Paris calendar day and two Paris wall-clock times
 * (docs/api.md#money-and-dates).
 */
export const availabilityCriterionFields = {
  availableOn: calendarDateField(AVAILABILITY_FORMAT_MESSAGES.availableOn).optional(),
  startTime: z
    .string()
    .regex(WALL_CLOCK_TIME, { message: AVAILABILITY_FORMAT_MESSAGES.startTime })
    .optional(),
  endTime: z
    .string()
    .regex(WALL_CLOCK_TIME, { message: AVAILABILITY_FORMAT_MESSAGES.endTime })
    .optional(),
};

/** The three « disponible le » fields go together, and the end comes after the start. */
export function checkAvailabilityCriterion(
  criterion: AvailabilityCriterion,
  context: z.RefinementCtx,
): void {
  for (const { field, message } of availabilityRuleIssues(criterion)) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
}

/** `a=x` or `a[]=x&a[]=y`, each an IRI or a bare id, as a list of ids. */
const relationIds = (label: string) =>
  queryList(relationIdFilter(`${label} est invalide.`)).optional();

export const placeSearchQuerySchema = z
  .object({
    territory: relationIds('Le territoire'),
    'territory[]': relationIds('Le territoire'),
    facilityType: relationIds('Le type d’établissement'),
    'facilityType[]': relationIds('Le type d’établissement'),
    placeType: relationIds('Le type d’espace'),
    'placeType[]': relationIds('Le type d’espace'),
    'capacity[gte]': z.coerce
      .number({ message: 'La capacité minimale doit être un nombre entier.' })
      .int({ message: 'La capacité minimale doit être un nombre entier.' })
      .min(0, { message: 'La capacité minimale ne peut pas être négative.' })
      .max(100_000, { message: 'La capacité minimale est trop élevée.' })
      .optional(),
    reducedMobilityAccess: z
      .enum(['true', 'false'], { message: 'L’accès PMR vaut true ou false.' })
      .transform((value) => value === 'true')
      .optional(),
    ...availabilityCriterionFields,
    search: searchFilter,
    page: z.coerce
      .number({ message: 'La page doit être un nombre entier.' })
      .int({ message: 'La page doit être un nombre entier.' })
      .min(1, { message: 'La page commence à 1.' })
      .default(1),
    itemsPerPage: z.coerce
      .number({ message: 'Le nombre de résultats par page doit être un nombre entier.' })
      .int({ message: 'Le nombre de résultats par page doit être un nombre entier.' })
      .min(1, { message: 'Le nombre de résultats par page est d’au moins 1.' })
      .max(SEARCH_MAX_ITEMS_PER_PAGE, {
        message: `Le nombre de résultats par page est d’au plus ${SEARCH_MAX_ITEMS_PER_PAGE}.`,
      })
      .default(SEARCH_ITEMS_PER_PAGE),
    pagination: z
      .enum(['true', 'false'], { message: 'La pagination vaut true ou false.' })
      .default('true')
      .transform((value) => value === 'true'),
  })
  .superRefine(checkAvailabilityCriterion);
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>;

/** One result: what the cards and the map show (no doors, no abilities). */
export const placeSummarySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Place'),
  id: z.uuid(),
  name: z.string(),
  placeType: namedRef,
  capacity: z.number().int().nullable(),
  surface: z.number().int().nullable(),
  reducedMobilityAccess: z.boolean(),
  /** Euros per hour. */
  rentPrice: z.number(),
  /** Euros per slot. */
  cleaningPrice: z.number(),
  facility: z.object({
    '@id': z.string(),
    id: z.uuid(),
    name: z.string(),
    city: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    territory: namedRef,
    facilityType: namedRef,
  }),
});
export type PlaceSummary = z.infer<typeof placeSummarySchema>;
