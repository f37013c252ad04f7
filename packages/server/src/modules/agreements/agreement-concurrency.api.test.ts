import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../../db/schema.ts';
import { send } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  createApprovedBooking,
  type AgreementWorld,
} from './agreements.test-support.ts';

// A double click, or two admins at once, preparing the agreement of one organisation at one
// facility: every call answers the one draft holding every approved booking, never a 5xx.

let world: AgreementWorld;
beforeAll(async () => {
  world = await createAgreementWorld();
});
afterAll(() => world.close());

describe('POST /api/agreements at the same moment', () => {
  it('answers every caller the same single draft', async () => {
    const first = await createApprovedBooking(world, 2);
    const second = await createApprovedBooking(world, 3);
    const bookingIris = [first, second, first, second, first, second].map(
      (booking) => `/api/bookings/${booking.id}`,
    );
    const responses = await Promise.all(
      bookingIris.map((booking) => send(world, 'admin', 'POST', '/api/agreements', { booking })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(bookingIris.map(() => 201));
    const answered = new Set(responses.map((response) => response.json().id as string));
    expect(answered.size).toBe(1);
    expect(new Set(responses.map((response) => response.json().bookings.length))).toEqual(
      new Set([2]),
    );
    const drafts = await world.db
      .select({ id: agreements.id })
      .from(agreements)
      .where(and(eq(agreements.facilityId, world.facilityId), eq(agreements.status, 'draft')));
    expect(drafts.map((draft) => draft.id)).toEqual([...answered]);
  });
});
