import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indicators } from '@espaces/domain/api/indicators';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { queryRows } from '../../db/raw-query.ts';
import { payments } from '../../db/schema.ts';
import {
  agreements,
  bookingSlots,
  facilities,
  places,
  placeTypes,
  territories,
  users,
} from '../../db/schema.ts';
import { createPlace } from '../../../test/support/factories.ts';
import {
  bookingBody,
  createBookingWorld,
  organizationIdOf,
  parisSlot,
  send,
  type BookingWorld,
} from '../bookings/bookings.test-support.ts';

// Each instance keeps the reports it computed (http/kept-answers.ts), and no change
// of what a report reads may leave it stale — on the instance that wrote it or another one on
// the same database. Every kind of change below is followed at once by both instances.

let world: BookingWorld;
let second: { app: FastifyInstance; close: () => Promise<void> };
let facilityId: string;
let url: string;

beforeAll(async () => {
  world = await createBookingWorld();
  const [place] = await world.db.select().from(places).where(eq(places.id, world.placeId));
  facilityId = place!.facilityId;
  url = `/api/indicators?place.facility.id=${facilityId}`;
  const [gymnasium] = await world.db
    .select()
    .from(placeTypes)
    .where(eq(placeTypes.name, 'Gymnase'));
  gymnasiumTypeId = gymnasium!.id;
  const [territory] = await world.db
    .insert(territories)
    .values({ name: 'Territoire ajouté', code: 'AJOUT' })
    .returning();
  newTerritoryId = territory!.id;
  // A second pool on PostgreSQL, as a second process would have; PGlite has one connection.
  const handle = world.context.databaseUrl ? openPostgres(world.context.databaseUrl) : null;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST_DIR: '/nonexistent',
    }),
    db: handle?.db ?? world.db,
    clock: world.context.clock.now,
    logger: false,
  });
  second = {
    app,
    close: async () => {
      await app.close();
      await handle?.close();
    },
  };
});
afterAll(async () => {
  await second.close();
  await world.context.close();
});

/** The report as each instance serves it; both must say the same. */
async function reports(asked = url): Promise<Indicators> {
  const cookies = await world.cookiesOf('central');
  const bodies = await Promise.all(
    [world.context.app, second.app].map(async (app) => {
      const response = await app.inject({ method: 'GET', url: asked, cookies });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.body;
    }),
  );
  expect(bodies[1]).toBe(bodies[0]);
  return JSON.parse(bodies[0]!) as Indicators;
}

let bookingId = '';
const firstSlotId = async () =>
  (await world.db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, bookingId)))[0]!.id;
const rename = (table: string, id: string, name: string) =>
  world.db.execute(sql`update ${sql.identifier(table)} set name = ${name} where id = ${id}`);
const placeNames = (report: Indicators) => report.places.map((row) => row.place.name);

// The places a scope holds change without a version of theirs the kept report summed being
// bumped (a place added or moved in has no key there, a deleted one keeps its last version):
// the structure key of migration 0019 must make the next report differ.
let addedPlaceId = '';
const otherFacilityId = async () =>
  (
    await world.db
      .select()
      .from(facilities)
      .where(sql`${facilities.id} <> ${facilityId}`)
  )[0]!.id;
const moveAddedPlace = async (to: string) =>
  world.db.update(places).set({ facilityId: to }).where(eq(places.id, addedPlaceId));
let gymnasiumTypeId = '';
let newTerritoryId = '';

/** Each change, and what the next report (of `url` unless said) must show of it. */
const CHANGES: {
  name: string;
  url?: () => string;
  change: () => Promise<unknown>;
  shows: (before: Indicators, after: Indicators) => void;
}[] = [
  {
    name: 'a request (API)',
    change: async () => {
      const response = await send(world, 'asso', 'POST', '/api/bookings', bookingBody(world));
      expect(response.statusCode, response.body).toBe(201);
      bookingId = (response.json() as { id: string }).id;
    },
    shows: (before, after) =>
      expect(after.totals.requests.received).toBe(before.totals.requests.received + 1),
  },
  {
    name: 'its approval (API)',
    change: async () => {
      const response = await send(world, 'validateur', 'PUT', `/api/bookings/${bookingId}`, {
        status: 'approved',
      });
      expect(response.statusCode, response.body).toBe(200);
    },
    shows: (before, after) => {
      expect(after.totals.requests.approved).toBe(before.totals.requests.approved + 1);
      expect(after.totals.bookedMinutes).toBe(before.totals.bookedMinutes + 120);
    },
  },
  {
    name: 'an opening window (API)',
    change: async () => {
      const response = await send(
        world,
        'admin',
        'POST',
        `/api/places/${world.placeId}/time_slot_actions`,
        { timeSlotActions: [{ action: 'add', ...parisSlot(world.day(25), '08:00', '10:00') }] },
      );
      expect(response.statusCode, response.body).toBeLessThan(300);
    },
    shows: (before, after) =>
      expect(after.totals.openedMinutes).toBe(before.totals.openedMinutes + 120),
  },
  {
    name: 'a cancelled slot',
    change: async () =>
      world.db
        .update(bookingSlots)
        .set({ cancelled: true, cancelledByUserId: null })
        .where(eq(bookingSlots.id, await firstSlotId())),
    shows: (before, after) => {
      expect(after.cancellations.length).toBe(before.cancellations.length + 1);
      expect(after.totals.bookedMinutes).toBe(before.totals.bookedMinutes - 120);
    },
  },
  {
    name: 'who cancelled it, then that user’s roles',
    change: async () => {
      const [admin] = await world.db
        .select()
        .from(users)
        .where(eq(users.email, 'admin@espaces.test'));
      await world.db
        .update(bookingSlots)
        .set({ cancelledByUserId: admin!.id })
        .where(eq(bookingSlots.id, await firstSlotId()));
      await reports();
      await world.db
        .update(users)
        .set({ roles: ['ROLE_CENTRAL'] })
        .where(eq(users.id, admin!.id));
    },
    shows: (_, after) => expect(after.cancellations[0]!.cancelledBy).toBe('central'),
  },
  {
    name: 'the organisation’s name',
    change: async () => {
      const response = await send(world, 'asso', 'POST', '/api/bookings', {
        ...bookingBody(world, { bookingSlots: [parisSlot(world.day(3), '18:00', '19:00')] }),
      });
      const id = (response.json() as { id: string }).id;
      await send(world, 'validateur', 'PUT', `/api/bookings/${id}`, { status: 'approved' });
      await reports();
      await rename(
        'organizations',
        await organizationIdOf(world.db, 'asso@espaces.test'),
        'Club renommé',
      );
    },
    shows: (_, after) =>
      expect(after.organizations.map((row) => row.organization.name)).toContain('Club renommé'),
  },
  {
    name: 'the place’s name',
    change: () => rename('places', world.placeId, 'Gymnase renommé'),
    shows: (_, after) => expect(after.places[0]!.place.name).toBe('Gymnase renommé'),
  },
  {
    name: 'the facility’s name',
    change: () => rename('facilities', facilityId, 'Équipement renommé'),
    shows: (_, after) => expect(after.facilities[0]!.facility.name).toBe('Équipement renommé'),
  },
  {
    name: 'the territory’s name',
    change: async () => {
      const [row] = await queryRows<{ id: string }>(
        world.db,
        sql`select territory_id as id from facilities where id = ${facilityId}`,
      );
      await rename('territories', row!.id, 'Territoire renommé');
    },
    shows: (_, after) => expect(after.territories[0]!.territory.name).toBe('Territoire renommé'),
  },
  {
    name: 'a payment',
    change: async () => {
      const [agreement] = await world.db
        .insert(agreements)
        .values({
          facilityId,
          organizationId: await organizationIdOf(world.db, 'asso@espaces.test'),
        })
        .returning();
      await world.db.insert(payments).values({
        agreementId: agreement!.id,
        month: world.day(2).slice(0, 7),
        amountCents: 4_200,
        status: 'scheduled',
        dueDate: '2999-01-01',
      });
    },
    shows: (before, after) =>
      expect(after.totals.amounts!.invoicedCents).toBe(
        before.totals.amounts!.invoicedCents + 4_200,
      ),
  },
  {
    name: 'a place created in scope',
    change: async () => {
      addedPlaceId = (await createPlace(world.db, { facilityId, name: 'Salle ajoutée' })).id;
    },
    shows: (before, after) =>
      expect(placeNames(after)).toEqual(
        expect.arrayContaining([...placeNames(before), 'Salle ajoutée']),
      ),
  },
  {
    name: 'a place moved to another facility',
    change: async () => moveAddedPlace(await otherFacilityId()),
    shows: (before, after) => {
      expect(placeNames(before)).toContain('Salle ajoutée');
      expect(placeNames(after)).not.toContain('Salle ajoutée');
    },
  },
  {
    name: 'a place moved in from another facility',
    change: () => moveAddedPlace(facilityId),
    shows: (before, after) => {
      expect(placeNames(before)).not.toContain('Salle ajoutée');
      expect(placeNames(after)).toContain('Salle ajoutée');
    },
  },
  {
    name: 'a place deleted',
    change: () => world.db.delete(places).where(eq(places.id, addedPlaceId)),
    shows: (before, after) => {
      expect(placeNames(before)).toContain('Salle ajoutée');
      expect(placeNames(after)).not.toContain('Salle ajoutée');
    },
  },
  {
    name: 'a place given the type filtered on',
    url: () => `${url}&place.placeType.id=${gymnasiumTypeId}`,
    change: () =>
      world.db
        .update(places)
        .set({ placeTypeId: gymnasiumTypeId })
        .where(
          sql`${places.facilityId} = ${facilityId} and ${places.placeTypeId} <> ${gymnasiumTypeId}`,
        ),
    shows: (before, after) => expect(after.places.length).toBeGreaterThan(before.places.length),
  },
  {
    name: 'a facility moved into the territory filtered on',
    url: () => `/api/indicators?place.facility.territory.id=${newTerritoryId}`,
    change: () =>
      world.db
        .update(facilities)
        .set({ territoryId: newTerritoryId })
        .where(eq(facilities.id, facilityId)),
    shows: (before, after) => {
      expect(before.places).toEqual([]);
      expect(after.places.length).toBeGreaterThan(0);
    },
  },
];

describe('GET /api/indicators kept by each instance', () => {
  it('serves the same bytes again while nothing changed', async () => {
    const cookies = await world.cookiesOf('central');
    const first = await world.context.app.inject({ method: 'GET', url, cookies });
    const again = await world.context.app.inject({ method: 'GET', url, cookies });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sends the kept report compressed to the browsers that accept it, the same JSON', async () => {
    const cookies = await world.cookiesOf('central');
    const get = (acceptEncoding: string) =>
      world.context.app.inject({
        method: 'GET',
        url,
        cookies,
        headers: { 'accept-encoding': acceptEncoding },
      });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding, decompress] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      // Twice: compressed for the first asker, kept for the next.
      for (const response of [await get(accepted), await get(accepted)]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decompress(response.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it.each(CHANGES.map((change) => [change.name, change] as const))(
    'shows %s in the next report of both instances',
    async (_, { url: asked, change, shows }) => {
      const before = await reports(asked?.());
      await change();
      const after = await reports(asked?.());
      shows(before, after);
    },
  );
});
