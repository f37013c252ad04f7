import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { facilities, places, placeTypes } from '../../db/schema.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
} from '../../../test/support/factories.ts';
import { createWorld, get, type World } from '../facilities/facility-test-data.ts';

// Each instance keeps a search's answer and serves it again while the data version of its
// territories is unchanged (docs/performance.md#mechanisms): every change that decides which
// places a search finds, or what it shows of them, must show at the next search.

let world: World;
const DAY = '2031-06-11';
const at = (time: string) => parisWallClockToUtc(DAY, time);

interface Member {
  name: string;
  placeType: { name: string };
}

async function found(): Promise<Member[]> {
  const territory = world.savoie.territory.id;
  const query = `territory=${territory}&availableOn=${DAY}&startTime=18:00&endTime=19:00`;
  const response = await get(world, `/api/search/places?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ 'hydra:member': Member[] }>()['hydra:member'];
}
const foundNames = async () => (await found()).map((place) => place.name).sort();

async function openPlace(name: string) {
  const place = await createPlace(world.context.db, {
    facilityId: world.savoie.facility.id,
    name,
  });
  await createOpeningWindow(world.context.db, place.id, {
    startDate: at('18:00'),
    endDate: at('22:00'),
  });
  return place;
}

let watched: Awaited<ReturnType<typeof openPlace>>;
beforeAll(async () => {
  world = await createWorld();
  watched = await openPlace('Salle suivie');
});
afterAll(() => world.context.close());

describe('a search kept between requests', () => {
  it('leaves out a place booked since, and finds it again once the booking is gone', async () => {
    expect(await foundNames()).toEqual(['Salle suivie']);
    const booking = await createBooking(world.context.db, {
      placeId: watched.id,
      status: 'validated',
      slots: [{ startDate: at('18:00'), endDate: at('19:00') }],
    });
    expect(await foundNames()).toEqual([]);
    await world.context.db.execute(
      sql`update booking_slots set cancelled = true where booking_id = ${booking.id}`,
    );
    expect(await foundNames()).toEqual(['Salle suivie']);
  });

  it('finds a place opened in the territory since', async () => {
    const other = await openPlace('Salle ouverte depuis');
    expect(await foundNames()).toEqual(['Salle ouverte depuis', 'Salle suivie']);
    await world.context.db.update(places).set({ published: false }).where(eq(places.id, other.id));
    expect(await foundNames()).toEqual(['Salle suivie']);
  });

  it('shows a place type renamed since', async () => {
    const [type] = await world.context.db
      .select()
      .from(placeTypes)
      .where(eq(placeTypes.id, watched.placeTypeId));
    await found();
    await world.context.db
      .update(placeTypes)
      .set({ name: 'Gymnase renommé' })
      .where(eq(placeTypes.id, type!.id));
    expect((await found()).map((place) => place.placeType.name)).toEqual(['Gymnase renommé']);
    await world.context.db
      .update(placeTypes)
      .set({ name: type!.name })
      .where(eq(placeTypes.id, type!.id));
  });

  it('leaves out a place whose territory closed that day since', async () => {
    const territory = world.savoie.territory.id;
    await world.context.db.execute(sql`insert into closures (territory_id, from_date, to_date,
      kind, label) values (${territory}, ${DAY}, ${DAY}, 'works', 'Travaux')`);
    expect(await foundNames()).toEqual([]);
    await world.context.db.execute(sql`delete from closures where territory_id = ${territory}`);
    expect(await foundNames()).toEqual(['Salle suivie']);
  });

  it('leaves out a place whose zone’s school holidays were imported since', async () => {
    const facilityId = world.savoie.facility.id;
    await world.context.db
      .update(facilities)
      .set({ schoolZone: 'A' })
      .where(eq(facilities.id, facilityId));
    expect(await foundNames()).toEqual(['Salle suivie']);
    await world.context.db.execute(sql`insert into school_holiday_periods
      (zone, school_year, name, first_day, last_day, imported_at)
      values ('A', '2030-2031', 'Vacances de test', ${DAY}, ${DAY}, now())`);
    expect(await foundNames()).toEqual([]);
  });
});
