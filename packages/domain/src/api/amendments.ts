import { z } from 'zod';
import { AMENDMENT_MESSAGES } from '../agreement/amendment-messages.ts';
import { BOOKING_STATUSES } from '../booking/booking-statuses.ts';
import { bookingQuerySchema } from './bookings.ts';
import { eurosField, instantField, iriField, isoInstant, textField } from './fields.ts';

/**
 * Contracts of cancellations and amendments (docs/agreements.md#cancellations,
 * docs/agreements.md#amendments): PUT /api/bookings/{id}/cancel-booking-slots, POST
 * /api/bookings/{id}/amendments/preview, POST /api/bookings/{id}/amendments, GET
 * /api/amendments/{id}/document. Money in euros.
 */

const slotsToCancel = z
  .array(iriField('booking_slots', 'Le créneau'), {
    message: AMENDMENT_MESSAGES.slotsToCancelRequired,
  })
  .min(1, { message: AMENDMENT_MESSAGES.slotsToCancelRequired })
  .max(400, { message: 'Une annulation compte au plus 400 créneaux.' });

/** PUT /api/bookings/{id}/cancel-booking-slots: the organisation's slots to cancel. */
export const cancelBookingSlotsSchema = z.object({ timeSlots: slotsToCancel });

/** The answer carries a status: the booking's, after the cancellation. */
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
 * The amendment draft: staff and central cancel slots through it,
 * issued at once; or propose added slots, other prices or another weekly query, which
 * wait for the organisation. Proposed prices are numbers or null (null keeps the
 * booking's); `query` and `bookingSlots` describe the booking as the amendment would leave it
 * (`bookingSlots`: its slots to come; one left out is cancelled, one not held is added).
 */
export const amendmentDraftSchema = z.object({
  reason: textField('Le motif', 2000, { multiline: true }).default(''),
  counterPart: textField('La contrepartie', 2000, { multiline: true }).default(''),
  /** Empty when the amendment only adds slots or changes prices or the weekly query. */
  timeSlotsToCancel: z
    .array(iriField('booking_slots', 'Le créneau'))
    .max(400, { message: 'Une annulation compte au plus 400 créneaux.' })
    .default([]),
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

/** One line an amendment changes, its amount before and after (domain amendment-lines.ts). */
const changedLine = z.object({
  kind: z.enum(['cancelled', 'moved', 'added', 'repriced']),
  startDate: isoInstant,
  endDate: isoInstant,
  /** Where a moved evening was. */
  from: z.object({ startDate: isoInstant, endDate: isoInstant }).nullable(),
  before: z.number(),
  after: z.number(),
  /** How a cancelled slot is settled. */
  label: z.string().nullable(),
});

/**
 * Who accepted a proposed amendment, as its PDF prints it (like a signature's evidence): the
 * name and account, the instant, the address and the browser of the request.
 */
export const amendmentAcceptanceSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  acceptedAt: isoInstant,
  ipAddress: z.string(),
  userAgent: z.string(),
});
export type AmendmentAcceptance = z.infer<typeof amendmentAcceptanceSchema>;

/** What an amendment changes (the preview's content, and each issued amendment). */
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
  /**
   * Amendments that change the agreement: slots added, evenings moved by another weekly query, the
   * query.
   */
  addedSlots: z.array(z.object({ startDate: isoInstant, endDate: isoInstant, price: z.number() })),
  movedSlots: z.array(
    z.object({
      from: z.object({ startDate: isoInstant, endDate: isoInstant }),
      to: z.object({ startDate: isoInstant, endDate: isoInstant }),
      price: z.number(),
    }),
  ),
  query: z
    .object({ before: bookingQuerySchema.nullable(), after: bookingQuerySchema.nullable() })
    .nullable(),
  /** It adds slots or changes prices or hours: it takes effect once the organisation accepts. */
  needsAcceptance: z.boolean(),
  /** Every changed line, old and new amount: cancelled, moved, added, repriced. */
  lines: z.array(changedLine),
  /** Σ (after − before) of the lines: totalBefore + change = totalAfter. */
  change: z.number(),
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
  /** Who accepted it, for an amendment the organisation accepted; null otherwise. */
  acceptance: amendmentAcceptanceSchema.nullable(),
});
export type Amendment = z.infer<typeof amendmentSchema>;

export const AMENDMENT_PROPOSAL_STATUSES = [
  'pending',
  'accepted',
  'refused',
  'superseded',
] as const;

/**
 * An amendment that changes the agreement, proposed by staff or central and waiting for the
 * organisation (docs/agreements.md#amendments); `amendment` names the amendment issued once
 * accepted.
 */
export const amendmentProposalSchema = amendmentChangeSchema.extend({
  '@id': z.string(),
  '@type': z.literal('AmendmentProposal'),
  id: z.uuid(),
  booking: z.string(),
  status: z.enum(AMENDMENT_PROPOSAL_STATUSES),
  proposedAt: isoInstant,
  decidedAt: isoInstant.nullable(),
  refusalReason: z.string().nullable(),
  amendment: z.string().nullable(),
});
export type AmendmentProposal = z.infer<typeof amendmentProposalSchema>;

/** POST …/amendments answers the issued amendment, or the proposal that waits. */
export const amendmentCreatedSchema = z.union([amendmentSchema, amendmentProposalSchema]);

/** PUT /api/amendment_proposals/{id}/refuse: the organisation may say why. */
export const amendmentRefusalSchema = z.object({
  refusalReason: textField('Le motif du refus', 2000, { multiline: true }).default(''),
});
