import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilities, places } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
  rangeFromNow,
} from '../../../test/support/factories.ts';
import { FACILITY_ADMIN, ORGANIZATION, sessionsOf, type Who } from './availability.test-support.ts';

// Each instance keeps a place's windows as read and serves them again while the data version
// of what they read is unchanged (docs/performance.md#mechanisms): every change a user can make
// to what the answer shows must show at the next read.

let context: TestContext;
beforeAll(async () => {
  // A Wednesday of school time in every zone, before no public holiday.
  context = await createTestApp({ startAt: new Date('2027-05-26T06:00:00Z') });
});
afterAll(() => context.close());
const session = sessionsOf(() => context);

interface Window {
  bookedRanges: { booking?: { reference: string } }[];
  closedRanges: { reason: string }[];
}

async function windowsSeenBy(who: Who, placeId: string) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/places/${placeId}/time_slots?pagination=false&groups[]=time_slot_available`,
    cookies: await session(who),
  });
  return {
    status: response.statusCode,
    windows: (response.json()['hydra:member'] ?? []) as Window[],
  };
}

async function placeWithWindow() {
  const place = await createPlace(context.db);
  await createOpeningWindow(context.db, place.id, rangeFromNow(24, 4, context.clock.now()));
  const [facility] = await context.db
    .select()
    .from(facilities)
    .where(eq(facilities.id, place.facilityId));
  return { place, facility: facility! };
}

const closedCount = async (placeId: string) =>
  (await windowsSeenBy(ORGANIZATION, placeId)).windows[0]!.closedRanges.length;

describe('a place’s windows kept between reads', () => {
  it('shows a booking made since, to staff with its reference and to organisations without', async () => {
    const { place } = await placeWithWindow();
    expect((await windowsSeenBy(ORGANIZATION, place.id)).windows[0]!.bookedRanges).toEqual([]);
    expect((await windowsSeenBy(FACILITY_ADMIN, place.id)).windows[0]!.bookedRanges).toEqual([]);

    const booking = await createBooking(context.db, {
      placeId: place.id,
      status: 'validated',
      slots: [rangeFromNow(25, 1, context.clock.now())],
    });

    const [staffSees] = (await windowsSeenBy(FACILITY_ADMIN, place.id)).windows;
    expect(staffSees!.bookedRanges.map((range) => range.booking?.reference)).toEqual([
      booking.reference,
    ]);
    const [organisationSees] = (await windowsSeenBy(ORGANIZATION, place.id)).windows;
    expect(organisationSees!.bookedRanges).toHaveLength(1);
    expect(organisationSees!.bookedRanges[0]!.booking).toBeUndefined();
  });

  it('shows a booking requested since through the API', async () => {
    const { place } = await placeWithWindow();
    expect((await windowsSeenBy(ORGANIZATION, place.id)).windows[0]!.bookedRanges).toEqual([]);
    const { startDate, endDate } = rangeFromNow(25, 1, context.clock.now());
    const requested = await context.app.inject({
      method: 'POST',
      url: '/api/bookings',
      cookies: await session(ORGANIZATION),
      payload: {
        place: `/api/places/${place.id}`,
        bookingSlots: [{ startDate: startDate.toISOString(), endDate: endDate.toISOString() }],
        activity: 'Entraînement de basket',
        expectedAttendance: 20,
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    expect((await windowsSeenBy(ORGANIZATION, place.id)).windows[0]!.bookedRanges).toHaveLength(1);
  });

  it('hides a place unpublished since from organisations, not from its staff', async () => {
    const { place } = await placeWithWindow();
    expect((await windowsSeenBy(ORGANIZATION, place.id)).status).toBe(200);
    await context.db.update(places).set({ published: false }).where(eq(places.id, place.id));
    expect((await windowsSeenBy(ORGANIZATION, place.id)).status).toBe(404);
    expect((await windowsSeenBy(FACILITY_ADMIN, place.id)).status).toBe(200);
  });

  it('shows a closure of the facility or of its territory declared or deleted since', async () => {
    const { place, facility } = await placeWithWindow();
    expect(await closedCount(place.id)).toBe(0);
    const closure = (scope: { facility_id: string } | { territory_id: string }) =>
      context.db.execute(sql`insert into closures (facility_id, territory_id, from_date, to_date,
        kind, label) values (${'facility_id' in scope ? scope.facility_id : null},
        ${'territory_id' in scope ? scope.territory_id : null}, '2027-05-26', '2027-05-28',
        'works', 'Travaux') returning id`);

    await closure({ facility_id: facility.id });
    expect(await closedCount(place.id)).toBe(1);
    await context.db.execute(sql`delete from closures where facility_id = ${facility.id}`);
    expect(await closedCount(place.id)).toBe(0);

    await closure({ territory_id: facility.territoryId });
    expect(await closedCount(place.id)).toBe(1);
    await context.db.execute(
      sql`delete from closures where territory_id = ${facility.territoryId}`,
    );
    expect(await closedCount(place.id)).toBe(0);
  });

  it('shows school holidays imported since for the facility’s zone', async () => {
    const { place, facility } = await placeWithWindow();
    await context.db
      .update(facilities)
      .set({ schoolZone: 'B' })
      .where(eq(facilities.id, facility.id));
    expect(await closedCount(place.id)).toBe(0);

    await context.db.execute(sql`insert into school_holiday_periods
      (zone, school_year, name, first_day, last_day, imported_at)
      values ('B', '2026-2027', 'Vacances de test', '2027-05-26', '2027-05-28', now())`);
    expect(await closedCount(place.id)).toBe(1);

    await context.db.execute(
      sql`delete from school_holiday_periods where name = 'Vacances de test'`,
    );
    await context.db
      .update(facilities)
      .set({ schoolZone: null })
      .where(eq(facilities.id, facility.id));
    expect(await closedCount(place.id)).toBe(0);
  });
});
