import type { Booking, BookingUpdate } from '@espaces/domain/api/bookings';
import { bookingActorKinds } from '@espaces/domain/booking/booking-actors';
import { BOOKING_STATUS_LABELS } from '@espaces/domain/booking/booking-labels';
import {
  bookingActionOfUpdate,
  canTransition,
  wasStepOvertaken,
  type BookingAction,
  type BookingActorKind,
} from '@espaces/domain/booking/booking-lifecycle';
import {
  actionNotPossibleIn,
  BOOKING_MESSAGES,
  bookingChangedMeanwhile,
} from '@espaces/domain/booking/booking-messages';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { slotTakenOnConflict } from './booking-slot-checks.ts';
import { TRANSITION_HANDLERS, type TransitionInput } from './booking-transitions.ts';
import { bookingPartiesOf } from './bookings.policy.ts';
import { findVisibleBooking, showBooking } from './bookings-read.service.ts';
import { lastStatusChange, lockBooking, lockPlaceForBooking } from './bookings.repository.ts';
import type { UseCaseContext } from '../../use-case-context.ts';

const CONTENT_FIELDS = [
  'bookingSlots',
  'query',
  'activity',
  'expectedAttendance',
  'proposedRentPrice',
  'proposedCleaningPrice',
] as const;

/** 403 for someone who may never take the step, 422 for a step this status does not allow. */
function stepRefusal(reason: 'wrong_actor' | 'wrong_state', from: BookingStatus): DomainError {
  if (reason === 'wrong_actor')
    return new DomainError('FORBIDDEN', BOOKING_MESSAGES.notYourBooking);
  return new DomainError(
    'VALIDATION_FAILED',
    actionNotPossibleIn(BOOKING_STATUS_LABELS[from]),
    'status',
  );
}

export function targetStatus(
  kinds: readonly BookingActorKind[],
  from: BookingStatus,
  action: BookingAction,
): BookingStatus {
  const decision = canTransition(kinds, from, action);
  if (decision.allowed) return decision.to;
  throw stepRefusal(decision.reason, from);
}

/**
 * Why a step is refused in the booking's present status, judged under the booking's lock:
 * 403 for who may never take it; 409 when another person's decision has moved the booking
 * away from a status where the asker could take it (wasStepOvertaken reads the history, so
 * the answer never depends on the engine or on when each request read the booking); 422 for
 * a step never possible from there.
 */
async function refusalUnderLock(
  tx: Database,
  context: UseCaseContext,
  booking: { id: string; status: BookingStatus },
  kinds: readonly BookingActorKind[],
  action: BookingAction,
  reason: 'wrong_actor' | 'wrong_state',
): Promise<DomainError> {
  if (reason === 'wrong_state') {
    const change = await lastStatusChange(tx, booking.id);
    const lastChange = change
      ? { from: change.fromStatus, byAsker: change.actorUserId === context.actor.id }
      : null;
    if (wasStepOvertaken(kinds, action, lastChange)) {
      return new DomainError(
        'CONFLICT',
        bookingChangedMeanwhile(BOOKING_STATUS_LABELS[booking.status]),
      );
    }
  }
  return stepRefusal(reason, booking.status);
}

/**
 * One step of the lifecycle table (docs/bookings.md#lifecycle), in one transaction: the domain
 * table says who may take it from which status, the registered handler writes it and its e-mails,
 * and the audit event is recorded beside them. The booking row is locked, so two decisions run one
 * after the other, and the status is judged only under that lock (refusalUnderLock).
 */
export async function runBookingTransition(
  db: Database,
  context: UseCaseContext,
  bookingId: string,
  actionFor: (kinds: readonly BookingActorKind[]) => BookingAction | null,
  input: TransitionInput,
): Promise<Booking> {
  const view = await findVisibleBooking(db, context.actor, bookingId);
  const kinds = bookingActorKinds(context.actor, bookingPartiesOf(view));
  const action = actionFor(kinds);
  const handler = action && TRANSITION_HANDLERS[action];
  if (!action || !handler) {
    throw new DomainError('VALIDATION_FAILED', BOOKING_MESSAGES.statusChangeImpossible, 'status');
  }
  await slotTakenOnConflict(() =>
    db.transaction(async (tx) => {
      await lockPlaceForBooking(tx, view.booking.placeId);
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw new DomainError('NOT_FOUND');
      const decision = canTransition(kinds, booking.status, action);
      if (!decision.allowed) {
        throw await refusalUnderLock(tx, context, booking, kinds, action, decision.reason);
      }
      const changes = await handler({
        ...input,
        tx,
        booking,
        view: { ...view, booking },
        actor: context.actor,
        to: decision.to,
        now: context.now,
        app: { appName: context.appName, appUrl: context.appUrl },
      });
      await recordAuditEvent(tx, {
        entityType: 'booking',
        entityId: bookingId,
        actorUserId: context.actor.id,
        action,
        fromStatus: booking.status,
        toStatus: decision.to,
        changes,
        occurredAt: context.now,
      });
    }),
  );
  return showBooking(db, context.actor, bookingId, context.now);
}

/** PUT /api/bookings/{id}: the body names the step (edit, withdraw, approve…). */
export function updateBookingRequest(
  db: Database,
  context: UseCaseContext,
  bookingId: string,
  update: BookingUpdate,
): Promise<Booking> {
  const changesContent = CONTENT_FIELDS.some((field) => update[field] !== undefined);
  const actionFor = (kinds: readonly BookingActorKind[]) =>
    bookingActionOfUpdate({ status: update.status, changesContent }, kinds);
  return runBookingTransition(db, context, bookingId, actionFor, { update });
}

/** PUT /api/bookings/{id}/reject: the refusal and its reason. */
export function rejectBooking(
  db: Database,
  context: UseCaseContext,
  bookingId: string,
  rejectionReason: string,
): Promise<Booking> {
  return runBookingTransition(db, context, bookingId, () => 'reject', {
    update: {},
    rejectionReason,
  });
}
