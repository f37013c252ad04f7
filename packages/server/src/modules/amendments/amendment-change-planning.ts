import { ValidationFailure, violation } from '@espaces/domain/errors';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import {
  planAmendmentChange,
  type AmendmentChanges,
} from '@espaces/domain/agreement/amendment-change';
import type { AmendmentDraft } from '@espaces/domain/api/amendments';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import { idFromIri } from '@espaces/domain/api/iri';
import { eurosToCents } from '@espaces/domain/locale/format';
import type { Database } from '../../db/client.ts';
import type { AgreementRow } from '../agreement-records/agreements.repository.ts';
import { refuseIfAny, requestedSlotViolations } from '../bookings/booking-slot-checks.ts';
import { slotsOfBooking } from '../bookings/booking-slots.repository.ts';
import type { BookingRecord } from '../bookings/bookings.repository.ts';
import { nextQuery, storedQueryOf } from '../bookings/transitions/booking-query.ts';
import { nextInChain, type ChainPlace } from './amendment-issuance.ts';

/**
 * An amendment draft as stored with its proposal: what the booking would
 * become, prices in cents (a null proposed price kept the booking's own).
 */
export interface ProposalDraft {
  reason: string;
  counterPart: string;
  slotIdsToCancel: string[];
  /** The slots to come as the amendment leaves them; absent: unchanged. */
  bookingSlots?: { startDate: string; endDate: string }[];
  query: BookingQuery | null;
  rentPriceCents: number;
  cleaningPriceCents: number;
}

/** Does the draft do more than cancel slots (then the organisation must accept it)? */
export function draftChangesAgreement(draft: AmendmentDraft): boolean {
  return (['proposedRentPrice', 'proposedCleaningPrice', 'query', 'bookingSlots'] as const).some(
    (field) => draft[field] !== undefined && draft[field] !== null,
  );
}

/** The draft against the booking as it stands: the query checked, prices resolved. */
export function normalizeDraft(booking: BookingRecord, draft: AmendmentDraft): ProposalDraft {
  const query = nextQuery(booking, draft.query ?? undefined);
  const cents = (proposed: number | null | undefined, current: number) =>
    proposed === null || proposed === undefined ? current : eurosToCents(proposed);
  return {
    reason: draft.reason,
    counterPart: draft.counterPart,
    slotIdsToCancel: draft.timeSlotsToCancel.map((slotIri) => idFromIri(slotIri) ?? ''),
    ...(draft.bookingSlots
      ? {
          bookingSlots: draft.bookingSlots
            .filter((slot) => !slot.cancelled)
            .map(({ startDate, endDate }) => ({ startDate, endDate })),
        }
      : {}),
    query: query.value,
    rentPriceCents: cents(draft.proposedRentPrice, booking.rentPriceCents),
    cleaningPriceCents: cents(draft.proposedCleaningPrice, booking.cleaningPriceCents),
  };
}

export interface PlannedChange extends ChainPlace {
  changes: AmendmentChanges;
}

const rangeKey = (range: { startDate: Date | string; endDate: Date | string }) =>
  `${new Date(range.startDate).getTime()}/${new Date(range.endDate).getTime()}`;

/**
 * The change judged on the booking as it stands (under the caller's locks when it writes): a
 * validated booking of a signed agreement, the domain's plan, and every added slot checked
 * against the place's windows and the other bookings exactly as a request is (its index is the
 * one of `bookingSlots` in the draft). Refusals are 422 violations.
 */
export async function planChange(
  tx: Database,
  booking: BookingRecord,
  agreement: AgreementRow | undefined,
  draft: ProposalDraft,
  now: Date,
): Promise<PlannedChange> {
  if (booking.status !== 'validated') {
    throw new ValidationFailure([violation('status', AMENDMENT_MESSAGES.bookingNotCancelable)]);
  }
  if (!agreement?.signedDocumentSha256) {
    throw new ValidationFailure([violation('status', AMENDMENT_MESSAGES.noAgreement)]);
  }
  const plan = planAmendmentChange({
    bookingReference: booking.reference,
    bookingStatus: booking.status,
    slots: await slotsOfBooking(tx, booking.id),
    slotIdsToCancel: draft.slotIdsToCancel,
    proposedSlots: draft.bookingSlots?.map((slot) => ({
      startDate: new Date(slot.startDate),
      endDate: new Date(slot.endDate),
    })),
    query: { before: storedQueryOf(booking), after: draft.query },
    rentPriceCents: { before: booking.rentPriceCents, after: draft.rentPriceCents },
    cleaningPriceCents: { before: booking.cleaningPriceCents, after: draft.cleaningPriceCents },
    now,
  });
  if (!plan.ok) {
    throw new ValidationFailure(
      plan.problems.map((problem) => violation(problem.path, problem.message)),
    );
  }
  const sentIndex = new Map((draft.bookingSlots ?? []).map((slot, i) => [rangeKey(slot), i]));
  refuseIfAny(
    await requestedSlotViolations(
      tx,
      booking.placeId,
      plan.additions.map((slot) => ({ index: sentIndex.get(rangeKey(slot)) ?? 0, ...slot })),
      { now, query: draft.query, excludeBookingId: booking.id },
    ),
  );
  return { ...(await nextInChain(tx, agreement)), changes: plan };
}
