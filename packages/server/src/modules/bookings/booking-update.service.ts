import type { Booking, BookingUpdate } from '@espaces/domain/api/bookings';
import { bookingActorKinds } from '@espaces/domain/booking/booking-actors';
import {
  bookingActionOfUpdate,
  canTransition,
  type BookingAction,
} from '@espaces/domain/booking/booking-lifecycle';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import type { BookingUseCaseContext } from './booking-request.service.ts';
import { slotTakenOnConflict } from './booking-slot-checks.ts';
import { TRANSITION_HANDLERS } from './booking-transitions.ts';
import { bookingPartiesOf } from './bookings.policy.ts';
import { findVisibleBooking, showBooking } from './bookings-read.service.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { lockBooking, lockPlaceForBooking } from './bookings.repository.ts';

const CONTENT_FIELDS = [
  'bookingSlots',
  'query',
  'activity',
  'expectedAttendance',
  'proposedRentPrice',
  'proposedCleaningPrice',
] as const;

/** 403 for someone who may never take the step, 422 for a step this status does not allow. */
function targetStatus(
  kinds: Parameters<typeof canTransition>[0],
  from: BookingStatus,
  action: BookingAction,
): BookingStatus {
  const decision = canTransition(kinds, from, action);
  if (decision.allowed) return decision.to;
  if (decision.reason === 'wrong_actor') {
    throw new DomainError('FORBIDDEN', BOOKING_MESSAGES.notYourBooking);
  }
  throw new DomainError('VALIDATION_FAILED', BOOKING_MESSAGES.wrongStatus, 'status');
}

/**
 * PUT /api/bookings/{id} (DESIGN §4): the body names one step of the lifecycle table (edit,
 * withdraw, approve, counter-proposal, accept…). The domain table says who may take it from
 * which status; the registered handler writes it; the audit event is recorded in the same
 * transaction, with the booking row locked so that two decisions run one after the other and
 * the second sees the first one's status.
 */
export async function updateBookingRequest(
  db: Database,
  context: BookingUseCaseContext,
  bookingId: string,
  update: BookingUpdate,
): Promise<Booking> {
  const view = await findVisibleBooking(db, context.actor, bookingId);
  const kinds = bookingActorKinds(context.actor, bookingPartiesOf(view));
  const changesContent = CONTENT_FIELDS.some((field) => update[field] !== undefined);
  const action = bookingActionOfUpdate({ status: update.status, changesContent }, kinds);
  const handler = action && TRANSITION_HANDLERS[action];
  if (!action || !handler) {
    throw new DomainError('VALIDATION_FAILED', BOOKING_MESSAGES.statusChangeImpossible, 'status');
  }
  targetStatus(kinds, view.booking.status, action);
  await slotTakenOnConflict(() =>
    db.transaction(async (tx) => {
      await lockPlaceForBooking(tx, view.booking.placeId);
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw new DomainError('NOT_FOUND');
      const to = targetStatus(kinds, booking.status, action);
      const changes = await handler({
        tx,
        booking,
        view: { ...view, booking },
        update,
        actor: context.actor,
        to,
        now: context.now,
        appName: context.appName,
        appUrl: context.appUrl,
      });
      await recordAuditEvent(tx, {
        entityType: 'booking',
        entityId: bookingId,
        actorUserId: context.actor.id,
        action,
        fromStatus: booking.status,
        toStatus: to,
        changes,
        occurredAt: context.now,
      });
    }),
  );
  return showBooking(db, context.actor, bookingId, context.now);
}
