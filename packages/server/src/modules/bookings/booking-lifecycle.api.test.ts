import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingActionOfUpdate,
  canTransition,
  type BookingActorKind,
} from '@espaces/domain/booking/booking-lifecycle';
import { BOOKING_STATUSES, type BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { createBooking } from '../../../test/support/factories.ts';
import {
  bookingStatus,
  createBookingWorld,
  organizationIdOf,
  send,
  type BookingWorld,
  type Who,
} from './bookings.test-support.ts';

// DESIGN §5: the whole lifecycle table through HTTP. For every status, every kind of asker
// and every step the booking calls carry, the answer is the table's: 200 and the new status
// when allowed, 403 for who may never take the step, 422 when the status does not allow it.

const ASKERS: Record<
  Exclude<Who, 'anonyme' | 'asso-attente' | 'autre-asso'>,
  BookingActorKind[]
> = {
  asso: ['organization'],
  validateur: ['validator'],
  admin: ['validator', 'facility_admin'],
  superviseur: [],
  central: ['central'],
  territoire: ['validator', 'facility_admin'],
};

const STEPS = [
  { name: 'approve or accept', body: { status: 'approved' } },
  { name: 'counter-propose', body: { status: 'pending', proposedRentPrice: 12.5 } },
  { name: 'withdraw', body: { status: 'cancelled' } },
  { name: 'edit', body: { activity: 'Match amical' } },
  { name: 'reject', body: { rejectionReason: 'Le gymnase est fermé.' }, reject: true },
] as const;

let world: BookingWorld;
let organizationId: string;
let nextSlotHour = 0;
beforeAll(async () => {
  world = await createBookingWorld();
  organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
});
afterAll(() => world.context.close());

/** A booking of asso@ in `status`, holding one future hour of its own. */
async function bookingIn(status: BookingStatus) {
  const start = new Date(world.context.clock.now().getTime() + (48 + nextSlotHour++) * 3_600_000);
  return createBooking(world.db, {
    placeId: world.placeId,
    organizationId,
    status,
    slots: [{ startDate: start, endDate: new Date(start.getTime() + 3_600_000) }],
  });
}

function expectedAnswer(
  kinds: BookingActorKind[],
  from: BookingStatus,
  step: (typeof STEPS)[number],
): { code: number; status: BookingStatus } {
  const action =
    'reject' in step
      ? 'reject'
      : bookingActionOfUpdate(
          { status: 'status' in step.body ? step.body.status : undefined, changesContent: true },
          kinds,
        );
  const decision = action === null ? null : canTransition(kinds, from, action);
  if (decision?.allowed) return { code: 200, status: decision.to };
  if (decision?.reason === 'wrong_actor') return { code: 403, status: from };
  return { code: 422, status: from };
}

describe('the booking lifecycle table, through HTTP', () => {
  for (const [who, kinds] of Object.entries(ASKERS) as [Who, BookingActorKind[]][]) {
    for (const step of STEPS) {
      it(`answers ${who} who tries to ${step.name}, from every status, as the table says`, async () => {
        for (const from of BOOKING_STATUSES) {
          const booking = await bookingIn(from);
          const url = `/api/bookings/${booking.id}${'reject' in step ? '/reject' : ''}`;
          const response = await send(world, who, 'PUT', url, step.body);
          const expected = expectedAnswer(kinds, from, step);
          expect({ from, code: response.statusCode }).toEqual({ from, code: expected.code });
          expect(await bookingStatus(world.db, booking.id)).toBe(expected.status);
        }
      });
    }
  }
});
