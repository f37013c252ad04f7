import type { Actor } from '@espaces/domain/access/actor';
import { BOOKING_STATUS_LABELS } from '@espaces/domain/booking/booking-labels';
import {
  canTransition,
  type BookingAction,
  type BookingActorKind,
} from '@espaces/domain/booking/booking-lifecycle';
import { bookingChangedMeanwhile } from '@espaces/domain/booking/booking-messages';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { TRANSITION_HANDLERS } from './booking-transitions.ts';
import { findBookingView } from './bookings-list.repository.ts';
import { lockBooking, lockBookings } from './bookings.repository.ts';

export interface BookingStep {
  bookingId: string;
  action: BookingAction;
  kinds: readonly BookingActorKind[];
  /** Null for the system (the finish job). */
  actor: Actor | null;
  now: Date;
  app: { appName: string; appUrl: string };
}

/**
 * One step of the booking lifecycle table taken inside a larger use case's transaction (an
 * agreement issued or signed, the finish job): the booking is locked, the table decides, the
 * registered handler writes, and the history event is recorded beside. A booking whose status
 * no longer allows the step refuses the whole use case with a 409 naming its status.
 */
export async function takeBookingStep(tx: Database, step: BookingStep): Promise<void> {
  const booking = await lockBooking(tx, step.bookingId);
  if (!booking) throw new DomainError('NOT_FOUND');
  const decision = canTransition(step.kinds, booking.status, step.action);
  const handler = TRANSITION_HANDLERS[step.action];
  if (!decision.allowed || !handler) {
    throw new DomainError(
      'CONFLICT',
      bookingChangedMeanwhile(BOOKING_STATUS_LABELS[booking.status]),
    );
  }
  const view = await findBookingView(tx, step.bookingId);
  const changes = await handler({
    tx,
    booking,
    view: { ...view!, booking },
    actor: step.actor,
    update: {},
    to: decision.to,
    now: step.now,
    app: step.app,
  });
  await recordAuditEvent(tx, {
    entityType: 'booking',
    entityId: booking.id,
    actorUserId: step.actor?.id ?? null,
    action: step.action,
    fromStatus: booking.status,
    toStatus: decision.to,
    changes,
    occurredAt: step.now,
  });
}

/**
 * The same step for several bookings of one use case (an agreement issued or signed, the finish
 * job), in the lock order of docs/decisions.md: every booking row first (one statement), then
 * each step in the given order.
 */
export async function takeBookingSteps(
  tx: Database,
  bookingIds: readonly string[],
  step: Omit<BookingStep, 'bookingId'>,
): Promise<void> {
  await lockBookings(tx, bookingIds);
  for (const bookingId of bookingIds) await takeBookingStep(tx, { ...step, bookingId });
}
