import { z } from 'zod';
import { AMENDMENT_MESSAGES } from '../agreement/amendment-messages.ts';
import { BOOKING_STATUSES } from '../booking/booking-statuses.ts';
import { bookingQuerySchema } from './bookings.ts';
import { eurosField, instantField, iriField, isoInstant, textField } from './fields.ts';

/**
 * Contracts of cancellations and amendments (SPEC §3 « Amendment draft », §7; issue 12):
 * PUT /api/bookings/{id}/cancel-booking-slots, POST /api/bookings/{id}/amendments/preview,
 * POST /api/bookings/{id}/amendments, GET /api/amendments/{id}/document. Money in euros.
 */

const slotsToCancel = z
  .array(iriField('booking_slots', 'Le créneau'), {
    message: AMENDMENT_MESSAGES.slotsToCancelRequired,
  })
  .min(1, { message: AMENDMENT_MESSAGES.slotsToCancelRequired })
  .max(400, { message: 'Une annulation compte au plus 400 créneaux.' });

/** PUT /api/bookings/{id}/cancel-booking-slots (SPEC §7): the organisation's slots to cancel. */
export const cancelBookingSlotsSchema = z.object({ timeSlots: slotsToCancel });
export type CancelBookingSlots = z.infer<typeof cancelBookingSlotsSchema>;

/** SPEC §7: « response carries a status » — the booking's, after the cancellation. */
export const cancelBookingSlotsResultSchema = z.object({
  '@type': z.literal('BookingCancellation'),
  status: z.enum(BOOKING_STATUSES),
  booking: z.string(),
  amendment: z.string(),
});
export type CancelBookingSlotsResult = z.infer<typeof cancelBookingSlotsResultSchema>;

const draftSlot = z.object({
  startDate: instantField,
  endDate: instantField,
  cancelled: z.boolean().optional(),
});

/**
 * SPEC §3 « Amendment draft »: staff and central cancel slots through it (issue 12 item 2).
 * Proposed prices are numbers or null (SPEC §5); `query` and `bookingSlots` describe the
 * booking as the amendment would leave it.
 */
export const amendmentDraftSchema = z.object({
  reason: textField('Le motif', 2000, { multiline: true }).default(''),
  counterPart: textField('La contrepartie', 2000, { multiline: true }).default(''),
  timeSlotsToCancel: slotsToCancel,
  proposedRentPrice: eurosField('Le tarif horaire proposé').nullable().optional(),
  proposedCleaningPrice: eurosField('Le forfait ménage proposé').nullable().optional(),
  query: bookingQuerySchema.nullable().optional(),
  bookingSlots: z.array(draftSlot).max(400).optional(),
});
export type AmendmentDraft = z.infer<typeof amendmentDraftSchema>;
export type AmendmentDraftInput = z.input<typeof amendmentDraftSchema>;

const slotLine = z.object({
  startDate: isoInstant,
  endDate: isoInstant,
  price: z.number(),
  due: z.number(),
  condition: z.enum(['notToBePaid', 'toBePartiallyPaid', 'toBeFullyPaid', 'byFacility']),
  /** French wording of the condition, as the PDF prints it. */
  conditionLabel: z.string(),
});

/** What an amendment changes (the preview content of SPEC §7, and each issued amendment). */
export const amendmentChangeSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  reason: z.string(),
  counterPart: z.string(),
  cancelledSlots: z.array(slotLine),
  rentPrice: z.object({ before: z.number(), after: z.number() }),
  cleaningPrice: z.object({ before: z.number(), after: z.number() }),
  totalBefore: z.number(),
  totalAfter: z.number(),
  /** The booking is cancelled by this amendment: no slot is left. */
  cancelsBooking: z.boolean(),
});

/** POST /api/bookings/{id}/amendments/preview: nothing is written. */
export const amendmentPreviewSchema = amendmentChangeSchema.extend({
  '@type': z.literal('AmendmentPreview'),
});
export type AmendmentPreview = z.infer<typeof amendmentPreviewSchema>;

/** An issued amendment, listed on the booking page and downloadable by both parties. */
export const amendmentSchema = amendmentChangeSchema.extend({
  '@id': z.string(),
  '@type': z.literal('Amendment'),
  id: z.uuid(),
  booking: z.string(),
  agreement: z.string(),
  issuedAt: isoInstant,
  documentSha256: z.string(),
  /** The document it follows in the chain: the signed agreement, or the previous amendment. */
  previousDocumentSha256: z.string(),
  document: z.string(),
});
export type Amendment = z.infer<typeof amendmentSchema>;
