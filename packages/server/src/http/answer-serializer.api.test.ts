import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { signIn } from '../../test/support/app.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
  rangeFromNow,
} from '../../test/support/factories.ts';
import { createWorld, type World } from '../modules/facilities/facility-test-data.ts';

// Production sends the hot reads' answers as presented (answer-serializer.ts): the same bytes
// as the contract's encoding that tests and development still run, shown on the demo data.

let world: World;
let production: FastifyInstance;
const productionCookies = new Map<string, Awaited<ReturnType<typeof signIn>>>();

beforeAll(async () => {
  world = await createWorld();
  production = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST_DIR: '/nonexistent',
    }),
    db: world.context.db,
    clock: world.context.clock.now,
    logger: false,
  });
  for (const who of ['admin', 'asso']) {
    productionCookies.set(who, await signIn(production, `${who}@espaces.test`));
  }
});

afterAll(async () => {
  await production.close();
  await world.context.close();
});

async function bothAnswers(url: string, who?: 'admin' | 'asso') {
  const checked = await world.context.app.inject({
    method: 'GET',
    url,
    cookies: await world.cookiesOf(who),
  });
  const sent = await production.inject({
    method: 'GET',
    url,
    cookies: who ? productionCookies.get(who) : {},
  });
  expect(checked.statusCode, checked.body).toBe(200);
  return { checked: checked.body, sent: sent.body };
}

describe('answers sent as presented in production', () => {
  it('are byte for byte the contract’s encoding for the hot reads', async () => {
    const { db } = world.context;
    const place = await createPlace(db);
    const window = await createOpeningWindow(db, place.id, rangeFromNow(48, 4));
    const slot = {
      startDate: window.startDate,
      endDate: new Date(window.startDate.getTime() + 3_600_000),
    };
    const booking = await createBooking(db, { placeId: place.id, status: 'new', slots: [slot] });
    const booked = { placeId: place.id, bookingId: booking.id };
    const availability = `/api/places/${booked.placeId}/time_slots?groups[]=time_slot_available&pagination=false`;
    const reads: [string, 'admin' | 'asso' | undefined][] = [
      ['/api/bookings', 'admin'],
      [`/api/bookings?place.facility.id=${world.canutsId}&itemsPerPage=5`, 'admin'],
      ['/api/bookings', 'asso'],
      [`/api/bookings/${booked.bookingId}`, 'admin'],
      [availability, 'admin'],
      [availability, 'asso'],
      [`/api/places/${booked.placeId}/time_slots?itemsPerPage=3&order[startDate]=desc`, 'asso'],
      ['/api/search/places?itemsPerPage=4', undefined],
    ];
    for (const [url, who] of reads) {
      const { checked, sent } = await bothAnswers(url, who);
      expect(sent, url).toBe(checked);
    }
    const bookedRanges = JSON.parse((await bothAnswers(availability, 'admin')).sent) as {
      'hydra:member': { bookedRanges: { booking?: object }[] }[];
    };
    // Not an empty page: a booked range with its booking (staff) went through both paths.
    expect(
      bookedRanges['hydra:member'].some((window) => window.bookedRanges.some((r) => r.booking)),
    ).toBe(true);
  });
});
