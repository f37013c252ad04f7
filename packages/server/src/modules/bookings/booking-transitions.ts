import type { Actor } from '@espaces/domain/access/actor';
import type { BookingUpdate } from '@espaces/domain/api/bookings';
import type { BookingAction } from '@espaces/domain/booking/booking-lifecycle';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import type { Database } from '../../db/client.ts';
import type { BookingViewRow } from './bookings-list.repository.ts';
import type { BookingRecord } from './bookings.repository.ts';
import { editBookingRequest } from './transitions/edit-booking-request.ts';
import { withdrawBooking } from './transitions/withdraw-booking.ts';

/** What a lifecycle step receives: the booking locked FOR UPDATE in the caller's transaction. */
export interface TransitionContext {
  tx: Database;
  booking: BookingRecord;
  view: BookingViewRow;
  update: BookingUpdate;
  actor: Actor;
  to: BookingStatus;
  now: Date;
  appName: string;
  appUrl: string;
}

/** Writes the step (status included) and its e-mails; answers the changes for the audit trail. */
export type TransitionHandler = (
  context: TransitionContext,
) => Promise<Record<string, unknown> | null>;

/**
 * The steps of the lifecycle table (DESIGN §5) that PUT /api/bookings/{id} carries out. The
 * table in @espaces/domain decides who may take which step from which status; each step
 * registered here only does its own writing. Approval, counter-proposal, acceptance and
 * rejection are issue 6: a step without a handler is refused with a 422.
 */
export const TRANSITION_HANDLERS: Partial<Record<BookingAction, TransitionHandler>> = {
  edit: editBookingRequest,
  withdraw: withdrawBooking,
};
