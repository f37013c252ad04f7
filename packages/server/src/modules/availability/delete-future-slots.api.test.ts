import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, timeSlots } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
  rangeFromNow,
} from '../../../test/support/factories.ts';
import {
  CENTRAL,
  FACILITY_ADMIN,
  ORGANIZATION,
  sessionsOf,
  SIGNED_OUT,
  SUPERVISOR,
  TERRITORY_ADMIN,
  VALIDATOR,
  type Who,
} from './availability.test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
const session = sessionsOf(() => context);

async function deleteFutureSlots(who: Who, placeId: string, payload?: object) {
  return context.app.inject({
    method: 'PUT',
    url: `/api/places/${placeId}/delete-future-slots`,
    cookies: await session(who),
    ...(payload ? { payload } : {}),
  });
}

async function windowIdsOf(placeId: string) {
  const rows = await context.db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(eq(timeSlots.placeId, placeId))
    .orderBy(timeSlots.startDate);
  return rows.map((row) => row.id);
}

/** Windows: over, running, booked later, cancelled-only later, free later. */
async function placeWithWindows(overrides: Parameters<typeof createPlace>[1] = {}) {
  const now = context.clock.now();
  const place = await createPlace(context.db, overrides);
  const over = await createOpeningWindow(context.db, place.id, rangeFromNow(-30, 2, now));
  const running = await createOpeningWindow(context.db, place.id, rangeFromNow(-2, 4, now));
  const booked = await createOpeningWindow(context.db, place.id, rangeFromNow(24, 4, now));
  const freedByCancel = await createOpeningWindow(context.db, place.id, rangeFromNow(48, 4, now));
  const free = await createOpeningWindow(context.db, place.id, rangeFromNow(72, 4, now));
  await createBooking(context.db, {
    placeId: place.id,
    status: 'to_review',
    slots: [rangeFromNow(25, 2, now)],
  });
  await createBooking(context.db, {
    placeId: place.id,
    status: 'validated',
    slots: [{ ...rangeFromNow(49, 2, now), cancelled: true }],
  });
  return { place, over, running, booked, freedByCancel, free };
}

describe('PUT /api/places/{id}/delete-future-slots', () => {
  it.each([FACILITY_ADMIN, SUPERVISOR, TERRITORY_ADMIN])(
    'lets %s delete the future windows holding no active slot',
    async (who) => {
      const { place, over, running, booked } = await placeWithWindows();
      const response = await deleteFutureSlots(who, place.id, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ '@type': 'DeleteFutureSlotsResult', deleted: 2, kept: 1 });
      expect(await windowIdsOf(place.id)).toEqual([over.id, running.id, booked.id]);
      const [event] = await context.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.entityId, place.id), eq(auditEvents.action, 'time_slots_changed')),
        );
      expect(event).toMatchObject({
        entityType: 'place',
        changes: { added: 0, updated: 0, removed: 2 },
      });
    },
  );

  it('accepts a call without a body and deletes nothing the second time', async () => {
    const { place } = await placeWithWindows();
    expect((await deleteFutureSlots(FACILITY_ADMIN, place.id)).json()).toMatchObject({
      deleted: 2,
    });
    expect((await deleteFutureSlots(FACILITY_ADMIN, place.id)).json()).toMatchObject({
      deleted: 0,
      kept: 1,
    });
  });

  it.each([
    [CENTRAL, 403],
    [VALIDATOR, 403],
    [ORGANIZATION, 403],
    [SIGNED_OUT, 401],
  ])('refuses %s (%i) and deletes nothing', async (who, status) => {
    const { place } = await placeWithWindows();
    const response = await deleteFutureSlots(who, place.id, {});
    expect(response.statusCode).toBe(status);
    expect(await windowIdsOf(place.id)).toHaveLength(5);
  });

  it('hides an unpublished place from an organisation and an unknown one from all (404)', async () => {
    const { place } = await placeWithWindows({ published: false });
    expect((await deleteFutureSlots(ORGANIZATION, place.id, {})).statusCode).toBe(404);
    expect((await deleteFutureSlots(FACILITY_ADMIN, crypto.randomUUID(), {})).statusCode).toBe(404);
  });
});
