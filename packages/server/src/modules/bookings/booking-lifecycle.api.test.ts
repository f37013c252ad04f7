import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// The whole lifecycle table through HTTP, written out by hand from docs/bookings.md#lifecycle.
// For every kind of asker and every step the booking calls carry, one cell per status, in the
// order of BOOKING_STATUSES: `→x` is 200 and the new status x, `200` keeps the status, `403` is
// for who may never take the step, `422` for a status that does not allow it.

const STEPS = {
  'approve or accept': { body: { status: 'approved' } },
  'counter-propose': { body: { status: 'pending', proposedRentPrice: 12.5 } },
  withdraw: { body: { status: 'cancelled' } },
  edit: { body: { activity: 'Match amical' } },
  reject: { body: { rejectionReason: 'Le gymnase est fermé.' }, reject: true },
} as const;
type Step = keyof typeof STEPS;

const NEVER = '403 403 403 403 403 403 403 403';
const DECIDER: Record<Step, string> = {
  'approve or accept': '→approved 422 422 422 422 422 422 422',
  'counter-propose': '→pending 422 422 422 422 422 422 422',
  withdraw: NEVER,
  edit: NEVER,
  reject: '→rejected →rejected 422 422 422 422 422 422',
};

//                 new         pending     approved to_review validated finished cancelled rejected
const TABLE: Record<
  Exclude<Who, 'anonyme' | 'asso-attente' | 'autre-asso'>,
  Record<Step, string>
> = {
  asso: {
    'approve or accept': '422 →approved 422 422 422 422 422 422',
    'counter-propose': NEVER,
    withdraw: '→cancelled →cancelled 422 422 422 422 422 422',
    edit: '200 →new 422 422 422 422 422 422',
    reject: NEVER,
  },
  validateur: DECIDER,
  admin: DECIDER,
  territoire: DECIDER,
  superviseur: {
    'approve or accept': NEVER,
    'counter-propose': NEVER,
    withdraw: NEVER,
    edit: NEVER,
    reject: NEVER,
  },
  central: {
    'approve or accept': NEVER,
    'counter-propose': NEVER,
    withdraw: NEVER,
    edit: NEVER,
    reject: NEVER,
  },
};

function expectedAnswer(
  cell: string,
  from: BookingStatus,
): { code: number; status: BookingStatus } {
  if (cell.startsWith('→')) return { code: 200, status: cell.slice(1) as BookingStatus };
  return { code: Number(cell), status: from };
}

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

describe('the booking lifecycle table, through HTTP', () => {
  for (const [who, row] of Object.entries(TABLE) as [Who, Record<Step, string>][]) {
    for (const [name, step] of Object.entries(STEPS) as [Step, (typeof STEPS)[Step]][]) {
      it(`answers ${who} who tries to ${name}, from every status, as the table says`, async () => {
        const cells = row[name].split(' ');
        expect(cells).toHaveLength(BOOKING_STATUSES.length);
        for (const [index, from] of BOOKING_STATUSES.entries()) {
          const booking = await bookingIn(from);
          const url = `/api/bookings/${booking.id}${'reject' in step ? '/reject' : ''}`;
          const response = await send(world, who, 'PUT', url, step.body);
          const expected = expectedAnswer(cells[index]!, from);
          expect({ from, code: response.statusCode }).toEqual({ from, code: expected.code });
          expect(await bookingStatus(world.db, booking.id)).toBe(expected.status);
        }
      });
    }
  }
});
