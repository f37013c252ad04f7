import type { Actor } from '@espaces/domain/access/actor';
import type { BookingUpdate } from '@espaces/domain/api/bookings';
import type { BookingChanges } from '@espaces/domain/booking/booking-changes';
import type { BookingAction } from '@espaces/domain/booking/booking-lifecycle';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import type { Database } from '../../db/client.ts';
import type { BookingViewRow } from './bookings-list.repository.ts';
import type { BookingRecord } from './bookings.repository.ts';
import {
  bookingFinished,
  bookingSigned,
  bookingUnderAgreement,
} from './transitions/agreement-steps.ts';
import { acceptCounterProposal, approveBooking } from './transitions/decide-as-it-stands.ts';
import { counterPropose } from './transitions/counter-propose.ts';
import { editBookingRequest } from './transitions/edit-booking-request.ts';
import { refuseBooking } from './transitions/refuse-booking.ts';
import { withdrawBooking } from './transitions/withdraw-booking.ts';

/** What the caller asks of a step: the PUT body, or the reason of a refusal. */
export interface TransitionInput {
  update: BookingUpdate;
  rejectionReason?: string;
}

/** What a lifecycle step receives: the booking locked FOR UPDATE in the caller's transaction. */
export interface TransitionContext extends TransitionInput {
  tx: Database;
  booking: BookingRecord;
  view: BookingViewRow;
  /** Null when the system takes the step (the finish job). */
  actor: Actor | null;
  to: BookingStatus;
  now: Date;
  app: { appName: string; appUrl: string };
}

/** Writes the step (status included) and its e-mails; answers the changes for the history. */
export type TransitionHandler = (context: TransitionContext) => Promise<BookingChanges | null>;

/**
 * The steps of the lifecycle table (docs/bookings.md#lifecycle) that the booking calls carry out.
 * The table in
 * @espaces/domain decides who may take which step from which status; each step registered
 * here only does its own writing. A step without a handler (cancellation: a later issue) is
 * refused with a 422. The agreement steps (generation, signature, end) are taken by the
 * agreements module and the finish job through `takeBookingStep`, never by PUT.
 */
export const TRANSITION_HANDLERS: Partial<Record<BookingAction, TransitionHandler>> = {
  edit: editBookingRequest,
  withdraw: withdrawBooking,
  approve: approveBooking,
  counter_propose: counterPropose,
  accept: acceptCounterProposal,
  reject: refuseBooking,
  generate_agreement: bookingUnderAgreement,
  sign_agreement: bookingSigned,
  finish: bookingFinished,
};
