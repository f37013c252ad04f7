import { z } from 'zod';
import { CLOSURE_MESSAGES } from '../closure/closure-messages.ts';
import { SCHOOL_ZONES } from '../closure/school-zones.ts';
import { isoInstant } from './fields.ts';
import { isPlainText } from './plain-text.ts';

/**
 * The school holidays in force and their import by central staff: GET /api/school-holidays,
 * POST /api/school-holidays/import-preview (writes nothing), POST /api/school-holidays/imports.
 * The body carries the text of the ministry's CSV « fr-en-calendrier-scolaire ».
 */

/** Room for the ministry's whole file (about 1.5 MB over twenty years of every académie). */
export const SCHOOL_HOLIDAY_CSV_MAX_CHARACTERS = 5_000_000;

export const schoolHolidayImportInputSchema = z.object({
  csv: z
    .string({ message: CLOSURE_MESSAGES.csvRequired })
    .min(1, { message: CLOSURE_MESSAGES.csvRequired })
    .max(SCHOOL_HOLIDAY_CSV_MAX_CHARACTERS, { message: CLOSURE_MESSAGES.csvTooLong })
    .refine((value) => isPlainText(value, true), {
      message: 'Le fichier contient des caractères interdits.',
    }),
});
export type SchoolHolidayImportInput = z.infer<typeof schoolHolidayImportInputSchema>;

const schoolZone = z.enum(SCHOOL_ZONES);

export const schoolHolidayPeriodSchema = z.object({
  name: z.string(),
  zone: schoolZone,
  schoolYear: z.string(),
  firstDay: z.iso.date(),
  lastDay: z.iso.date(),
});

export const zoneHolidayChangesSchema = z.object({
  zone: schoolZone,
  added: z.array(schoolHolidayPeriodSchema),
  changed: z.array(
    z.object({ before: schoolHolidayPeriodSchema, after: schoolHolidayPeriodSchema }),
  ),
  removed: z.array(schoolHolidayPeriodSchema),
});
export type ZoneHolidayChangesResource = z.infer<typeof zoneHolidayChangesSchema>;

/** What the calendar in force knows, per zone and school year, and where it comes from. */
export const schoolHolidayCalendarSchema = z.object({
  '@type': z.literal('SchoolHolidayCalendar'),
  zones: z.array(
    z.object({
      zone: schoolZone,
      schoolYears: z.array(
        z.object({
          schoolYear: z.string(),
          periods: z.number().int(),
          /** Null for the calendar shipped with the product. */
          importedAt: isoInstant.nullable(),
        }),
      ),
    }),
  ),
});
export type SchoolHolidayCalendar = z.infer<typeof schoolHolidayCalendarSchema>;

export const schoolHolidayImportPreviewSchema = z.object({
  '@type': z.literal('SchoolHolidayImportPreview'),
  /** The periods of zones A, B, C and Corse the file holds. */
  periods: z.number().int(),
  schoolYears: z.array(z.string()),
  changes: z.array(zoneHolidayChangesSchema),
});
export type SchoolHolidayImportPreview = z.infer<typeof schoolHolidayImportPreviewSchema>;

export const schoolHolidayImportSchema = z.object({
  '@type': z.literal('SchoolHolidayImport'),
  changes: z.array(zoneHolidayChangesSchema),
  calendar: schoolHolidayCalendarSchema,
});
export type SchoolHolidayImport = z.infer<typeof schoolHolidayImportSchema>;
