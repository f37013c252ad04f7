import { z } from 'zod';
import { WALL_CLOCK_TIME } from '../locale/format.ts';
import { BOOKING_STATUSES, PURPOSE_TYPES } from '../booking/booking-statuses.ts';
import {
  abilities,
  eurosField,
  instantField,
  iriField,
  isoInstant,
  requiredText,
  textField,
} from './fields.ts';
import { BOOKING_MESSAGES } from '../booking/booking-messages.ts';
import { END_BEFORE_START, END_TIME_BEFORE_START, UNKNOWN_STATUS } from '../messages.ts';

/**
 * Contracts of the booking endpoints (docs/routes.md#bookings, docs/api.md):
 * POST /api/bookings, PUT/GET /api/bookings/{id}, GET /api/bookings,
 * GET /api/generated_booking_slots. Money in euros, instants ISO 8601 with offset,
 * `weekDay`/`startTime`/`endTime` in Europe/Paris wall clock.
 */

const wallClockTime = (label: string) =>
  z
    .string({ message: `${label} est obligatoire.` })
    .regex(WALL_CLOCK_TIME, { message: `${label} doit être au format HH:mm.` });

/** Weekly recurrence of a yearly booking: ISO week day 1 (lundi) … 7 (dimanche), Paris time. */
export const bookingQuerySchema = z
  .object({
    weekDay: z
      .number({ message: 'Le jour de la semaine est obligatoire.' })
      .int({ message: 'Le jour de la semaine doit être compris entre 1 et 7.' })
      .min(1, { message: 'Le jour de la semaine doit être compris entre 1 et 7.' })
      .max(7, { message: 'Le jour de la semaine doit être compris entre 1 et 7.' }),
    startTime: wallClockTime('L’heure de début'),
    endTime: wallClockTime('L’heure de fin'),
  })
  .refine((query) => query.endTime > query.startTime, {
    message: END_TIME_BEFORE_START,
    path: ['endTime'],
  });
export type BookingQuery = z.infer<typeof bookingQuerySchema>;

/** A requested slot; the slot rules (window, grid, duration, future) are checked by the server. */
export const bookingSlotInputSchema = z
  .object({ startDate: instantField, endDate: instantField })
  .refine((slot) => new Date(slot.endDate) > new Date(slot.startDate), {
    message: END_BEFORE_START,
    path: ['endDate'],
  });

const bookingSlotsField = z
  .array(bookingSlotInputSchema, { message: 'Les créneaux sont obligatoires.' })
  .min(1, { message: 'Choisissez au moins un créneau.' })
  .max(400, { message: 'Une demande compte au plus 400 créneaux.' });

const activityField = requiredText('L’activité', 500, { multiline: true });

const expectedAttendanceField = z
  .number({ message: 'L’effectif attendu doit être un nombre entier.' })
  .int({ message: 'L’effectif attendu doit être un nombre entier.' })
  .min(1, { message: 'L’effectif attendu doit être d’au moins 1 personne.' })
  .max(100_000, { message: 'L’effectif attendu est trop élevé.' });

/** POST /api/bookings. `query` is required for a yearly booking. */
export const bookingInputSchema = z
  .object({
    place: iriField('places', 'L’espace'),
    purposeType: z
      .enum(PURPOSE_TYPES, { message: 'Type de réservation inconnu.' })
      .default('casual'),
    query: bookingQuerySchema.nullable().optional(),
    bookingSlots: bookingSlotsField,
    activity: activityField,
    expectedAttendance: expectedAttendanceField,
  })
  .refine((input) => input.purposeType !== 'yearly' || Boolean(input.query), {
    message: BOOKING_MESSAGES.yearlyQueryRequired,
    path: ['query'],
  });
export type BookingInput = z.infer<typeof bookingInputSchema>;
export type BookingInputDraft = z.input<typeof bookingInputSchema>;

/**
 * PUT /api/bookings/{id}: a status change (withdraw → cancelled, approve → approved, a
 * counter-proposal → pending, the organisation's own edit → new) and/or edited fields.
 * Proposed prices are numbers or null (docs/messages.md#violations), used by counter-proposals.
 */
export const bookingUpdateSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { message: UNKNOWN_STATUS }).optional(),
  bookingSlots: bookingSlotsField.optional(),
  query: bookingQuerySchema.nullable().optional(),
  activity: activityField.optional(),
  expectedAttendance: expectedAttendanceField.optional(),
  proposedRentPrice: eurosField('Le tarif horaire proposé').nullable().optional(),
  proposedCleaningPrice: eurosField('Le forfait ménage proposé').nullable().optional(),
});
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

const personRef = z.object({ firstName: z.string(), lastName: z.string() });

/** A slot as the organisation signed it, kept on the booking for later amendments. */
export const contractTimeSlotSchema = z.object({ startDate: isoInstant, endDate: isoInstant });
export type ContractTimeSlot = z.infer<typeof contractTimeSlotSchema>;

export const bookingSlotSchema = z.object({
  '@id': z.string(),
  id: z.uuid(),
  startDate: isoInstant,
  endDate: isoInstant,
  cancelled: z.boolean(),
  available: z.boolean(),
  /** Who cancelled the slot, when it is cancelled and the person is known. */
  cancelledBy: personRef.extend({ '@id': z.string(), id: z.uuid() }).nullable(),
  cancelledByOrganizationNotToBePaid: z.boolean(),
  cancelledByOrganizationToBeFullyPaid: z.boolean(),
  cancelledByOrganizationToBePartiallyPaid: z.boolean(),
  /**
   * Duration × rent price + cleaning price, in euros (docs/bookings.md#prices), as the agreement or
   * the last amendment naming the slot states it (never moved by later prices).
   */
  price: z.number(),
  /** What the slot owes, in euros: its price, or once cancelled what the amendment left due. */
  due: z.number(),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

export const bookingHistoryEventSchema = z.object({
  occurredAt: isoInstant,
  /** request, edit, withdraw, approve, counter_propose, accept, reject… */
  action: z.string(),
  fromStatus: z.enum(BOOKING_STATUSES).nullable(),
  toStatus: z.enum(BOOKING_STATUSES).nullable(),
  actor: personRef.nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type BookingHistoryEvent = z.infer<typeof bookingHistoryEventSchema>;

export const BOOKING_ABILITIES = [
  'edit',
  'withdraw',
  'approve',
  'counterPropose',
  'accept',
  'reject',
  'cancel',
  'prepareAgreement',
] as const;

/** PUT /api/bookings/{id}/reject: the reason is e-mailed to the organisation. */
export const bookingRejectionSchema = z.object({
  rejectionReason: requiredText('Le motif du refus', 2000, { multiline: true }),
});
export type BookingRejection = z.infer<typeof bookingRejectionSchema>;

/** The validation groups of GET /api/bookings/{id}/validate (docs/bookings.md#lifecycle). */
export const BOOKING_VALIDATION_GROUPS = ['booking_approve'] as const;

/**
 * Query of GET /api/bookings/{id}/validate: `groups[]=booking_approve` (or `groups=`). The
 * answer is 200 with this resource when the checks pass, else 422 with the violations.
 */
export const bookingValidationQuerySchema = z.object({
  'groups[]': z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat())),
  groups: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat())),
});

export const bookingValidationSchema = z.object({
  '@type': z.literal('BookingValidation'),
  groups: z.array(z.enum(BOOKING_VALIDATION_GROUPS)),
  valid: z.literal(true),
});
export type BookingValidation = z.infer<typeof bookingValidationSchema>;

const slotRange = z.object({ startDate: isoInstant, endDate: isoInstant });

/**
 * The request as the organisation first sent it (`originalData`,
 * docs/bookings.md#references-and-history), shown beside a counter-proposal. Prices are those of
 * the place when it was requested; null for requests stored before they were kept.
 */
export const bookingOriginalDataSchema = z.object({
  purposeType: z.enum(PURPOSE_TYPES),
  query: z
    .object({ weekDay: z.number().int(), startTime: z.string(), endTime: z.string() })
    .nullable(),
  bookingSlots: z.array(slotRange),
  activity: z.string(),
  expectedAttendance: z.number().int().nullable(),
  rentPrice: z.number().nullable(),
  cleaningPrice: z.number().nullable(),
});
export type BookingOriginalData = z.infer<typeof bookingOriginalDataSchema>;

const ref = z.object({ '@id': z.string(), id: z.uuid() });

export const bookingSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Booking'),
  id: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  reference: z.string(),
  place: ref.extend({
    name: z.string(),
    facility: ref.extend({ name: z.string(), city: z.string() }),
  }),
  /** `@id`/`id` are null when the requesting user's account was deleted. */
  createdBy: z.object({
    '@id': z.string().nullable(),
    id: z.uuid().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    organization: ref.extend({ name: z.string() }),
  }),
  purposeType: z.enum(PURPOSE_TYPES),
  query: z
    .object({ weekDay: z.number().int(), startTime: z.string(), endTime: z.string() })
    .nullable(),
  activity: z.string(),
  expectedAttendance: z.number().int().nullable(),
  rentPrice: z.number(),
  cleaningPrice: z.number(),
  /** The request as first sent. */
  originalData: bookingOriginalDataSchema.nullable(),
  /** Slots as last signed; null before any agreement. */
  previousContractTimeSlots: z.array(contractTimeSlotSchema).nullable(),
  rejectionReason: z.string().nullable(),
  bookingSlots: z.array(bookingSlotSchema),
  /** Sum of the prices of the non-cancelled slots, in euros. */
  totalPrice: z.number(),
  /**
   * What the organisation owes, cancellation conditions included (docs/bookings.md#prices), in
   * euros.
   */
  amountDue: z.number(),
  createdAt: isoInstant,
  /** Present on GET /api/bookings/{id}; left out of collections. */
  history: z.array(bookingHistoryEventSchema).optional(),
  _abilities: abilities(...BOOKING_ABILITIES),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET /api/generated_booking_slots: one occurrence of a weekly query inside a window. */
export const generatedBookingSlotSchema = z.object({
  startDate: isoInstant,
  endDate: isoInstant,
  available: z.boolean(),
  /** Why an occurrence cannot be booked when a closure covers it. */
  closedReason: z.string().optional(),
});
export type GeneratedBookingSlot = z.infer<typeof generatedBookingSlotSchema>;

/** A weekly query as query parameters (the day a number in text). */
const weeklyQueryParams = z.object({
  weekDay: z.coerce
    .number({ message: 'Le jour de la semaine est obligatoire.' })
    .int()
    .min(1, { message: 'Le jour de la semaine doit être compris entre 1 et 7.' })
    .max(7, { message: 'Le jour de la semaine doit être compris entre 1 et 7.' }),
  startTime: wallClockTime('L’heure de début'),
  endTime: wallClockTime('L’heure de fin'),
});
const endTimeAfterStart = (query: { startTime: string; endTime: string }) =>
  query.endTime > query.startTime;
const endTimeAfterStartIssue = { message: END_TIME_BEFORE_START, path: ['endTime'] };

/** Query of GET /api/generated_booking_slots (`place` and `booking` take an IRI or a bare id). */
export const generatedBookingSlotsQuerySchema = weeklyQueryParams
  .extend({
    /** A malformed reference names no place: the route answers 404. */
    place: requiredText('L’espace'),
    booking: textField('La réservation', 200).optional(),
  })
  .refine(endTimeAfterStart, endTimeAfterStartIssue);

/** Query of GET /api/places/{id}/weekly_alternatives: the weekly query found taken. */
export const weeklyAlternativesQuerySchema = weeklyQueryParams.refine(
  endTimeAfterStart,
  endTimeAfterStartIssue,
);
