import { ValidationFailure, violation } from '@espaces/domain/errors';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import {
  planCancellation,
  type Canceller,
  type CancellationPlan,
} from '@espaces/domain/agreement/amendment-plan';
import type { CancellationTerms } from '@espaces/domain/agreement/cancellation-terms';
import { idFromIri } from '@espaces/domain/api/iri';
import type { Database } from '../../db/client.ts';
import type { AgreementRow } from '../agreement-records/agreements.repository.ts';
import { slotsOfBooking } from '../bookings/booking-slots.repository.ts';
import type { BookingRecord } from '../bookings/bookings.repository.ts';
import { nextInChain, type ChainPlace } from './amendment-issuance.ts';

/** A cancellation as asked: by whom, which slots (IRIs, under the body's own field name). */
export interface CancellationOrder {
  by: Canceller;
  slotIris: readonly string[];
  field: 'timeSlots' | 'timeSlotsToCancel';
  reason: string;
  counterPart: string;
}

type ReadyPlan = Extract<CancellationPlan, { ok: true }>;

interface PlannedAmendment extends ChainPlace {
  plan: ReadyPlan;
}

/**
 * The cancellation of the chosen slots judged on the booking as it stands (read under the
 * caller's locks when it writes): a signed agreement holds it, the booking is validated, and
 * every slot is one of its slots still to come; refusals are 422 violations naming each slot.
 */
export async function planAmendment(
  tx: Database,
  booking: BookingRecord,
  agreement: AgreementRow | undefined,
  order: CancellationOrder,
  now: Date,
  terms: CancellationTerms,
): Promise<PlannedAmendment> {
  if (booking.status !== 'validated') {
    throw new ValidationFailure([violation('status', AMENDMENT_MESSAGES.bookingNotCancelable)]);
  }
  if (!agreement?.signedDocumentSha256) {
    throw new ValidationFailure([violation('status', AMENDMENT_MESSAGES.noAgreement)]);
  }
  const plan = planCancellation({
    bookingReference: booking.reference,
    bookingStatus: booking.status,
    slots: await slotsOfBooking(tx, booking.id),
    slotIds: order.slotIris.map((slotIri) => idFromIri(slotIri) ?? ''),
    by: order.by,
    now,
    rentPriceCents: booking.rentPriceCents,
    cleaningPriceCents: booking.cleaningPriceCents,
    terms,
  });
  if (!plan.ok) {
    throw new ValidationFailure(
      plan.problems.map((problem) =>
        violation(`${order.field}[${problem.index}]`, problem.message),
      ),
    );
  }
  return { ...(await nextInChain(tx, agreement)), plan };
}
