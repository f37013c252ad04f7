import { z } from 'zod';
import { relationIdFilter } from '@espaces/domain/api/fields';
import {
  timeSlotActionOutputSchema,
  timeSlotActionSchema,
  timeSlotSchema,
  weekTimeSlotActionSchema,
} from '@espaces/domain/api/time-slots';
import {
  slotAlternativeSchema,
  weeklyAlternativeSchema,
} from '@espaces/domain/api/slot-alternatives';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import {
  dateParam,
  listParam,
  orderParam,
  paginationQuery,
} from '@espaces/domain/api/collection-params';

// HTTP shapes of the availability routes (request contracts come from domain/api/time-slots).

/** A relation named by its IRI or bare id (docs/api.md#resources-and-iris), as that id. */
const relationParam = (label: string) => relationIdFilter(`${label} est invalide.`);

/** `startDate[before]` and `endDate[after]` are strict: windows overlapping that range. */
export const timeSlotsQuery = paginationQuery.extend({
  'startDate[before]': dateParam.optional(),
  'endDate[after]': dateParam.optional(),
  'order[startDate]': orderParam.default('asc'),
  'groups[]': listParam.optional(),
  bookingToExclude: relationParam('La réservation à exclure').optional(),
});

/** Query parameters carrying a JSON array (the preview of time slot actions). */
const jsonArrayParam = <T extends z.ZodType>(name: string, item: T, max: number) =>
  z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `Le paramètre ${name} doit être un tableau JSON valide.`,
        });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(item, { message: `Le paramètre ${name} doit être un tableau JSON valide.` }).max(max),
    );

export const timeSlotActionOutputsQuery = z.object({
  place: relationParam('L’espace'),
  timeSlotActions: jsonArrayParam('timeSlotActions', timeSlotActionSchema, 2000).default([]),
  weekTimeSlotActions: jsonArrayParam('weekTimeSlotActions', weekTimeSlotActionSchema, 50).default(
    [],
  ),
});

export const timeSlotCollectionSchema = hydraCollectionSchema(timeSlotSchema);
export const timeSlotActionOutputCollectionSchema = hydraCollectionSchema(
  timeSlotActionOutputSchema,
);

export const deleteFutureSlotsResultSchema = z.object({
  '@type': z.literal('DeleteFutureSlotsResult'),
  deleted: z.number().int().describe('Créneaux à venir supprimés'),
  kept: z.number().int().describe('Créneaux à venir gardés parce qu’ils sont réservés'),
});

/** The slot found taken, whose nearest free alternatives are asked for. */
export const slotAlternativesQuery = z.object({ startDate: dateParam, endDate: dateParam });
export const slotAlternativeCollectionSchema = hydraCollectionSchema(slotAlternativeSchema);
export const weeklyAlternativeCollectionSchema = hydraCollectionSchema(weeklyAlternativeSchema);
