import type { BookingStatus } from './booking-statuses.ts';

/**
 * Lifecycle of a booking (docs/bookings.md#lifecycle):
 * - new: the organisation edits its slots (stays new) or withdraws its request (cancelled);
 *   the facility's admin or validator approves (approved), counter-proposes (pending)
 *   or refuses (rejected);
 * - pending: the organisation accepts (approved), withdraws (cancelled) or answers with its own
 *   edit (new); the admin or validator may still refuse (rejected);
 * - approved: the facility admin generates the agreement (to_review);
 * - to_review: the organisation signs (validated);
 * - validated: the end of the last slot finishes it (finished, by the system); cancelling
 *   all its slots cancels it (cancelled), by anyone who may cancel
 *   (docs/bookings.md#slot-flags).
 * Someone never entitled to an action gets 403; an action this person may take but not in
 * this status gets 422, unless the booking has just left, through someone else's decision,
 * a status where they could: 409 (wasStepOvertaken).
 */
export const BOOKING_ACTIONS = [
  'edit',
  'withdraw',
  'approve',
  'counter_propose',
  'accept',
  'reject',
  'generate_agreement',
  'sign_agreement',
  'finish',
  'cancel',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/**
 * How the person asking stands towards one booking. `validator` is an admin or validator of
 * the booking's facility (or admin of its territory); `facility_admin` an admin of it.
 */
export const BOOKING_ACTOR_KINDS = [
  'organization',
  'validator',
  'facility_admin',
  'central',
  'system',
] as const;
export type BookingActorKind = (typeof BOOKING_ACTOR_KINDS)[number];

export interface LifecycleTransition {
  action: BookingAction;
  from: readonly BookingStatus[];
  by: readonly BookingActorKind[];
  to: BookingStatus;
}

const CANCELLERS = ['organization', 'validator', 'central'] as const;

export const BOOKING_LIFECYCLE: readonly LifecycleTransition[] = [
  { action: 'edit', from: ['new', 'pending'], by: ['organization'], to: 'new' },
  { action: 'withdraw', from: ['new', 'pending'], by: ['organization'], to: 'cancelled' },
  { action: 'approve', from: ['new'], by: ['validator'], to: 'approved' },
  { action: 'counter_propose', from: ['new'], by: ['validator'], to: 'pending' },
  { action: 'accept', from: ['pending'], by: ['organization'], to: 'approved' },
  { action: 'reject', from: ['new', 'pending'], by: ['validator'], to: 'rejected' },
  { action: 'generate_agreement', from: ['approved'], by: ['facility_admin'], to: 'to_review' },
  { action: 'sign_agreement', from: ['to_review'], by: ['organization'], to: 'validated' },
  { action: 'finish', from: ['validated'], by: ['system'], to: 'finished' },
  { action: 'cancel', from: ['validated'], by: CANCELLERS, to: 'cancelled' },
];

export type TransitionDecision =
  { allowed: true; to: BookingStatus } | { allowed: false; reason: 'wrong_actor' | 'wrong_state' };

function holdsAny(
  actor: BookingActorKind | readonly BookingActorKind[],
  kinds: readonly BookingActorKind[],
): boolean {
  if (typeof actor === 'string') return kinds.includes(actor);
  for (const kind of actor) if (kinds.includes(kind)) return true;
  return false;
}

const WRONG_ACTOR: TransitionDecision = Object.freeze({ allowed: false, reason: 'wrong_actor' });
const WRONG_STATE: TransitionDecision = Object.freeze({ allowed: false, reason: 'wrong_state' });

/**
 * May someone standing as `actor` (one kind or all the kinds they hold) perform `action` on a
 * booking in status `from`? `wrong_actor` when they may never do it, `wrong_state` when they
 * may but not from this status. The first rule of the table that allows it decides. Read
 * without building lists: a booking list asks it six times per booking (its abilities).
 */
export function canTransition(
  actor: BookingActorKind | readonly BookingActorKind[],
  from: BookingStatus,
  action: BookingAction,
): TransitionDecision {
  let theirs = false;
  for (const rule of BOOKING_LIFECYCLE) {
    if (rule.action !== action || !holdsAny(actor, rule.by)) continue;
    if (rule.from.includes(from)) return { allowed: true, to: rule.to };
    theirs = true;
  }
  return theirs ? WRONG_STATE : WRONG_ACTOR;
}

/** The booking's last change of status: where it came from, and whether the asker made it. */
export interface LastStatusChange {
  from: BookingStatus;
  byAsker: boolean;
}

/**
 * A step refused in the present status was overtaken when someone else's decision moved the
 * booking away from a status where the asker could have taken it: a conflict (409), not a
 * mistake (422). It reads the history, not the moment the asker's page was loaded, so two
 * simultaneous decisions get the same answers on every database engine
 * (docs/decisions.md#bookings).
 */
export function wasStepOvertaken(
  actor: BookingActorKind | readonly BookingActorKind[],
  action: BookingAction,
  lastChange: LastStatusChange | null,
): boolean {
  return (
    lastChange !== null &&
    !lastChange.byAsker &&
    canTransition(actor, lastChange.from, action).allowed
  );
}

export function isTransitionAllowed(
  actor: BookingActorKind | readonly BookingActorKind[],
  from: BookingStatus,
  action: BookingAction,
): boolean {
  return canTransition(actor, from, action).allowed;
}

/** What a PUT /api/bookings/{id} body asks for (docs/bookings.md#lifecycle), before any check. */
export interface BookingUpdateIntent {
  /** The `status` sent, if any. */
  status?: BookingStatus;
  /** Whether slots, query, activity, attendance or prices are sent. */
  changesContent: boolean;
}

/**
 * The lifecycle action a PUT /api/bookings/{id} body stands for (docs/bookings.md#lifecycle):
 * `cancelled` is a withdrawal, `approved` an approval by staff or the organisation's acceptance,
 * `pending` a counter-proposal, `new` or no status an edit. Statuses reached only through their own
 * calls (refusal with its reason, agreement, signature, end) map to null.
 */
export function bookingActionOfUpdate(
  intent: BookingUpdateIntent,
  actor: readonly BookingActorKind[],
): BookingAction | null {
  switch (intent.status) {
    case undefined:
    case 'new':
      return 'edit';
    case 'cancelled':
      return 'withdraw';
    case 'approved':
      return actor.includes('organization') ? 'accept' : 'approve';
    case 'pending':
      return 'counter_propose';
    default:
      return null;
  }
}
