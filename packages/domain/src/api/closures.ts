import { z } from 'zod';
import { daysBetweenDates } from '../availability/paris-time.ts';
import { CLOSURE_MESSAGES } from '../closure/closure-messages.ts';
import { CLOSURE_KINDS, CLOSURE_SCOPES, MAX_CLOSURE_DAYS } from '../closure/closures.ts';
import { SCHOOL_ZONES } from '../closure/school-zones.ts';
import {
  abilities,
  calendarDateField,
  iriField,
  isoInstant,
  namedRef,
  requiredText,
} from './fields.ts';

/**
 * Closures (docs/bookings.md#closures): POST /api/closures (and …/preview, which writes nothing),
 * DELETE /api/closures/{id}, GET /api/facilities/{id}/closures,
 * PUT /api/facilities/{id}/closure-calendar. Dates are Paris calendar days, both included.
 */
export const closureInputSchema = z
  .object({
    facility: iriField('facilities', 'L’établissement').optional(),
    territory: iriField('territories', 'Le territoire').optional(),
    from: calendarDateField(CLOSURE_MESSAGES.dateFormat),
    to: calendarDateField(CLOSURE_MESSAGES.dateFormat),
    kind: z.enum(CLOSURE_KINDS, { message: CLOSURE_MESSAGES.kindUnknown }),
    label: requiredText('Le libellé', 120),
  })
  .superRefine((input, context) => {
    if (input.facility && input.territory) {
      context.addIssue({ code: 'custom', message: CLOSURE_MESSAGES.oneScope, path: ['territory'] });
    } else if (!input.facility && !input.territory) {
      context.addIssue({
        code: 'custom',
        message: CLOSURE_MESSAGES.scopeRequired,
        path: ['facility'],
      });
    }
    const days = daysBetweenDates(input.from, input.to);
    if (days < 0) {
      context.addIssue({ code: 'custom', message: CLOSURE_MESSAGES.endBeforeStart, path: ['to'] });
    } else if (days + 1 > MAX_CLOSURE_DAYS) {
      context.addIssue({ code: 'custom', message: CLOSURE_MESSAGES.tooLong, path: ['to'] });
    }
  });
export type ClosureInput = z.infer<typeof closureInputSchema>;

export const closureSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Closure'),
  id: z.uuid(),
  scope: z.enum(CLOSURE_SCOPES),
  facility: namedRef.nullable(),
  territory: namedRef.nullable(),
  from: z.iso.date(),
  to: z.iso.date(),
  kind: z.enum(CLOSURE_KINDS),
  label: z.string(),
  createdAt: isoInstant,
  _abilities: abilities('delete'),
});
export type Closure = z.infer<typeof closureSchema>;

/** An active booking with slots on the closed days: staff cancel them by an amendment. */
export const affectedBookingSchema = z.object({
  '@id': z.string(),
  id: z.uuid(),
  reference: z.string(),
  status: z.string(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  place: z.object({ id: z.uuid(), name: z.string() }),
  facility: z.object({ id: z.uuid(), name: z.string() }),
  /** The active slots of that booking on the closed days, by start. */
  closedSlots: z.array(z.object({ startDate: isoInstant, endDate: isoInstant })),
});
export type AffectedBooking = z.infer<typeof affectedBookingSchema>;

export const closureImpactSchema = z.object({
  '@type': z.literal('ClosureImpact'),
  affectedBookings: z.array(affectedBookingSchema),
});
export type ClosureImpact = z.infer<typeof closureImpactSchema>;

export const closureCreatedSchema = z.object({
  '@type': z.literal('ClosureCreated'),
  closure: closureSchema,
  affectedBookings: z.array(affectedBookingSchema),
});
export type ClosureCreated = z.infer<typeof closureCreatedSchema>;

/** PUT /api/facilities/{id}/closure-calendar: what closes the facility besides its closures. */
export const closureCalendarInputSchema = z.object({
  schoolZone: z.enum(SCHOOL_ZONES, { message: CLOSURE_MESSAGES.schoolZoneUnknown }).nullable(),
  closedOnPublicHolidays: z.boolean({ message: CLOSURE_MESSAGES.publicHolidaysChoice }),
});
export type ClosureCalendarInput = z.infer<typeof closureCalendarInputSchema>;

/** The closures page of a facility: its own and its territory's closures, its zone. */
export const facilityClosuresSchema = z.object({
  '@type': z.literal('FacilityClosures'),
  facility: namedRef,
  territory: namedRef,
  schoolZone: z.enum(SCHOOL_ZONES).nullable(),
  closedOnPublicHolidays: z.boolean(),
  /** The zone of the facility's département, proposed when none is chosen. */
  suggestedSchoolZone: z.enum(SCHOOL_ZONES).nullable(),
  closures: z.array(closureSchema),
  /** The zones whose school holidays are known: the only ones a facility may choose. */
  schoolZones: z.array(z.enum(SCHOOL_ZONES)),
  /** With a zone: the school years of the coming twelve months its calendar lacks. */
  schoolYearsMissing: z.array(z.string()),
  /** Public holidays and (with a zone) school holidays of the coming twelve months. */
  upcomingClosedDays: z.array(
    z.object({ from: z.iso.date(), to: z.iso.date(), reason: z.string() }),
  ),
  _abilities: abilities('createForFacility', 'createForTerritory', 'chooseCalendar'),
});
export type FacilityClosures = z.infer<typeof facilityClosuresSchema>;
