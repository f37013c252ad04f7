import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { createBooking, createPlace } from '../../../test/support/factories.ts';
import { facilities, users } from '../../db/schema.ts';
import {
  createOtherTerritoryFacility,
  facilityIdByUai,
  OTHER_LYON_FACILITY_UAI,
} from '../facilities/facility-test-data.ts';
import {
  createBookingWorld,
  send,
  violationsOf,
  type BookingWorld,
  type Who,
} from './bookings.test-support.ts';
import { fillListTexts } from './list-texts/list-texts.repository.ts';

let world: BookingWorld;
const ref: Record<'B1' | 'B2' | 'B3' | 'B4' | 'B5', string> = {
  B1: '',
  B2: '',
  B3: '',
  B4: '',
  B5: '',
};
const ids: Record<string, string> = {};
let ctx: {
  p2: string;
  savoiePlace: string;
  savoieFacility: string;
  savoieTerritory: string;
  otherLyonFacility: string;
  otherLyonType: string;
  asso: string;
  other: string;
};

async function organizationOf(email: string): Promise<string> {
  const [user] = await world.db.select().from(users).where(eq(users.email, email));
  return user!.organizationId!;
}

beforeAll(async () => {
  world = await createBookingWorld();
  const { db } = world;
  const savoie = await createOtherTerritoryFacility(db);
  const otherLyonFacility = await facilityIdByUai(db, OTHER_LYON_FACILITY_UAI);
  const [otherLyon] = await db
    .select()
    .from(facilities)
    .where(eq(facilities.id, otherLyonFacility));
  const p2 = (await createPlace(db)).id;
  const savoiePlace = (await createPlace(db, { facilityId: savoie.facility.id })).id;
  const otherLyonPlace = (await createPlace(db, { facilityId: otherLyonFacility })).id;
  ctx = {
    p2,
    savoiePlace,
    savoieFacility: savoie.facility.id,
    savoieTerritory: savoie.territory.id,
    otherLyonFacility,
    otherLyonType: otherLyon!.facilityTypeId,
    asso: await organizationOf('asso@espaces.test'),
    other: await organizationOf('autre-asso@espaces.test'),
  };
  const slotOn = (offset: number) => [
    {
      startDate: parisWallClockToUtc(world.day(offset), '18:00'),
      endDate: parisWallClockToUtc(world.day(offset), '20:00'),
    },
  ];
  const plan = [
    ['B1', world.placeId, ctx.asso, 'new', 3],
    ['B2', p2, ctx.asso, 'validated', 10],
    ['B3', world.placeId, ctx.other, 'pending', 5],
    ['B4', savoiePlace, ctx.other, 'new', 4],
    ['B5', otherLyonPlace, ctx.asso, 'cancelled', 1],
  ] as const;
  for (const [name, placeId, organizationId, status, offset] of plan) {
    const booking = await createBooking(db, {
      placeId,
      organizationId,
      status,
      slots: slotOn(offset),
    });
    ref[name] = booking.reference;
    ids[name] = booking.id;
  }
});
afterAll(() => world.context.close());

async function listed(who: Who, query = ''): Promise<string[]> {
  const response = await send(world, who, 'GET', `/api/bookings?pagination=false${query}`);
  expect(response.statusCode).toBe(200);
  const names = Object.fromEntries(
    Object.entries(ref).map(([name, reference]) => [reference, name]),
  );
  const members: { reference: string }[] = response.json()['hydra:member'];
  return members.map((booking) => names[booking.reference]!);
}

const sorted = (values: string[]) => [...values].sort();

describe('GET /api/bookings: who sees what', () => {
  it.each([
    ['asso', ['B1', 'B2', 'B5']],
    ['autre-asso', ['B3', 'B4']],
    ['admin', ['B1', 'B2', 'B3']],
    ['validateur', ['B1', 'B2', 'B3']],
    ['superviseur', ['B1', 'B2', 'B3']],
    ['territoire', ['B1', 'B2', 'B3', 'B5']],
    ['central', ['B1', 'B2', 'B3', 'B4', 'B5']],
    ['asso-attente', []],
  ] as const)('%s sees %j', async (who, expected) => {
    expect(sorted(await listed(who))).toEqual([...expected]);
  });

  it('asks who is there first', async () => {
    expect((await send(world, 'anonyme', 'GET', '/api/bookings')).statusCode).toBe(401);
  });
});

describe('GET /api/bookings: filters and orders', () => {
  const day = (offset: number, time: string) =>
    encodeURIComponent(parisWallClockToUtc(world.day(offset), time).toISOString());

  it.each([
    ['place.id', () => `&place.id=${world.placeId}`, ['B1', 'B3']],
    ['place.id as an IRI', () => `&place.id[]=/api/places/${ctx.p2}`, ['B2']],
    ['status[]', () => '&status[]=new&status[]=pending', ['B1', 'B3', 'B4']],
    ['createdBy.organization.id', () => `&createdBy.organization.id=${ctx.other}`, ['B3', 'B4']],
    ['place.facility.id', () => `&place.facility.id=${ctx.savoieFacility}`, ['B4']],
    [
      'place.facility.territory.id',
      () => `&place.facility.territory.id=${ctx.savoieTerritory}`,
      ['B4'],
    ],
    [
      'place.facility.territory.id=none',
      () => '&place.facility.territory.id=none',
      ['B1', 'B2', 'B3', 'B4', 'B5'],
    ],
    [
      'place.facility.facilityType.id',
      () => `&place.facility.facilityType.id=${ctx.otherLyonType}`,
      ['B5'],
    ],
    [
      'bookingTimeSlots.startDate[after]',
      () => `&bookingTimeSlots.startDate[after]=${day(4, '00:00')}`,
      ['B2', 'B3', 'B4'],
    ],
    [
      'bookingTimeSlots.endDate[before]',
      () => `&bookingTimeSlots.endDate[before]=${day(4, '23:00')}`,
      ['B1', 'B4', 'B5'],
    ],
    [
      'a period',
      () =>
        `&bookingTimeSlots.startDate[after]=${day(4, '00:00')}&bookingTimeSlots.endDate[before]=${day(5, '23:00')}`,
      ['B3', 'B4'],
    ],
  ])('filters on %s', async (_name, query, expected) => {
    expect(sorted(await listed('central', query()))).toEqual(expected);
  });

  it('answers the same once the lists have used up every statement name', async () => {
    // 17 × 16 list lengths: more shapes than MAX_NAMED_SHAPES, the last ones run unnamed.
    const repeated = (name: string, value: string, times: number) =>
      `&${name}[]=${value}`.repeat(times);
    const expected = await listed('central', `&place.id=${world.placeId}&status[]=new`);
    expect(expected.length).toBeGreaterThan(0);
    for (let places = 1; places <= 17; places += 1) {
      for (let statuses = 1; statuses <= 16; statuses += 1) {
        const query = `${repeated('place.id', world.placeId, places)}${repeated('status', 'new', statuses)}`;
        expect(await listed('central', query), query).toEqual(expected);
      }
    }
  });

  it('keeps the scope under the filters', async () => {
    expect(await listed('admin', `&place.facility.id=${ctx.savoieFacility}`)).toEqual([]);
  });

  it('orders by first slot and by reference', async () => {
    expect(await listed('central', '&order[bookingTimeSlots.startDate]=asc')).toEqual([
      'B5',
      'B1',
      'B4',
      'B3',
      'B2',
    ]);
    expect(await listed('central', '&order[bookingTimeSlots.startDate]=desc')).toEqual([
      'B2',
      'B3',
      'B4',
      'B1',
      'B5',
    ]);
    expect(await listed('central', '&order[booking.reference]=asc')).toEqual([
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
    ]);
    expect(await listed('central', '&order[booking.reference]=desc')).toEqual([
      'B5',
      'B4',
      'B3',
      'B2',
      'B1',
    ]);
  });

  it('pages the list', async () => {
    const response = await send(
      world,
      'central',
      'GET',
      '/api/bookings?itemsPerPage=2&page=2&order[booking.reference]=asc',
    );
    const body = response.json();
    expect(body['hydra:totalItems']).toBe(5);
    expect(body['hydra:member'].map((b: { reference: string }) => b.reference)).toEqual([
      ref.B3,
      ref.B4,
    ]);
    expect(body['hydra:view']['hydra:next']).toContain('page=3');
  });

  it('finds a booking by its reference in any case and with spaces, within the scope', async () => {
    const spellings = (reference: string) => [
      reference,
      reference.toLowerCase(),
      `  ${reference.toLowerCase()} `,
      reference.replace(/-/g, ' - ').replace(/(\d{3})$/, ' $1'),
    ];
    for (const typed of spellings(ref.B3)) {
      const query = `&reference=${encodeURIComponent(typed)}`;
      expect(await listed('central', query), typed).toEqual(['B3']);
      expect(await listed('admin', query), typed).toEqual(['B3']);
      // Another organisation's booking: the filter narrows the scope, never widens it.
      expect(await listed('asso', query), typed).toEqual([]);
    }
    expect(await listed('autre-asso', `&reference=${ref.B3.toLowerCase()}`)).toEqual(['B3']);
    expect(await listed('central', '&reference=RES-1999-999999')).toEqual([]);
    expect(await listed('central', `&reference=${ref.B4}&status=new`)).toEqual(['B4']);
    expect(await listed('central', `&reference=${ref.B4}&status=pending`)).toEqual([]);
  });

  it.each([
    ['a NUL byte', 'RES%00'],
    ['a control character', 'RES%07-2026'],
    ['41 characters', 'R'.repeat(41)],
  ])('refuses a reference with %s in French', async (_name, typed) => {
    const response = await send(world, 'central', 'GET', `/api/bookings?reference=${typed}`);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toMatchObject([
      { propertyPath: 'reference', message: expect.stringContaining('La référence') },
    ]);
  });

  it('refuses an unknown status', async () => {
    expect((await send(world, 'central', 'GET', '/api/bookings?status[]=lost')).statusCode).toBe(
      422,
    );
  });
});

describe('GET /api/bookings/{id}', () => {
  it.each([
    ['asso', 'B1', 200],
    ['autre-asso', 'B1', 404],
    ['admin', 'B3', 200],
    ['superviseur', 'B1', 200],
    ['admin', 'B4', 404],
    ['territoire', 'B4', 404],
    ['territoire', 'B5', 200],
    ['central', 'B4', 200],
    ['anonyme', 'B1', 401],
  ] as const)('answers %s on %s with %i', async (who, name, status) => {
    expect((await send(world, who, 'GET', `/api/bookings/${ids[name]}`)).statusCode).toBe(status);
  });

  it('answers 404 for what names no booking', async () => {
    expect((await send(world, 'central', 'GET', '/api/bookings/nope')).statusCode).toBe(404);
  });

  it('sends the abilities of the asker', async () => {
    const asValidator = (await send(world, 'validateur', 'GET', `/api/bookings/${ids.B1}`)).json();
    expect(asValidator._abilities).toEqual({
      edit: false,
      withdraw: false,
      approve: true,
      counterPropose: true,
      accept: false,
      reject: true,
      cancel: false,
      prepareAgreement: false,
    });
    const asSupervisor = (
      await send(world, 'superviseur', 'GET', `/api/bookings/${ids.B1}`)
    ).json();
    expect(Object.values(asSupervisor._abilities).some(Boolean)).toBe(false);
    const validated = (await send(world, 'asso', 'GET', `/api/bookings/${ids.B2}`)).json();
    expect(validated._abilities).toMatchObject({ edit: false, withdraw: false, cancel: true });
  });
});

describe('GET /api/bookings/{id}: a freed slot’s availability', () => {
  it('tells a freed slot taken since by an overlapping one from one a booking only touches', async () => {
    const placeId = (await createPlace(world.db)).id;
    const hours = (from: string, to: string) => [
      {
        startDate: parisWallClockToUtc(world.day(6), from),
        endDate: parisWallClockToUtc(world.day(6), to),
      },
    ];
    const book = (status: 'rejected' | 'new', from: string, to: string) =>
      createBooking(world.db, {
        placeId,
        organizationId: ctx.asso,
        status,
        slots: hours(from, to),
      });
    const overlapped = await book('rejected', '18:00', '20:00');
    const touched = await book('rejected', '20:00', '21:00');
    const taking = await book('new', '19:00', '20:00');
    const availability = async (bookingId: string) => {
      const response = await send(world, 'central', 'GET', `/api/bookings/${bookingId}`);
      return response.json().bookingSlots.map((slot: { available: boolean }) => slot.available);
    };
    expect(await availability(overlapped.id)).toEqual([false]);
    expect(await availability(touched.id)).toEqual([true]);
    expect(await availability(taking.id)).toEqual([true]);
  });
});

describe('GET /api/bookings: text as typed', () => {
  it('sends quotes, backslashes, control and non-Latin-1 characters of a booking as typed', async () => {
    // The list's text passes PostgreSQL → Node joined by control characters (db/json-text.ts);
    // the apostrophe is above Latin-1, the emoji outside the Basic Multilingual Plane.
    const typed = 'Chorale « A » "B" \\ l’été 🎶 \u001e\u001f\u001d\u001c\n fin';
    const booking = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: ctx.other,
      status: 'rejected',
      activity: typed,
      rejectionReason: typed,
      originalData: { purposeType: 'casual', bookingSlots: [], activity: typed },
      slots: [
        {
          startDate: parisWallClockToUtc(world.day(6), '18:00'),
          endDate: parisWallClockToUtc(world.day(6), '19:15'),
        },
      ],
    });
    // Written at read time, then kept (the same text, stored).
    for (const kept of [false, true]) {
      if (kept) await fillListTexts(world.db);
      const response = await send(world, 'autre-asso', 'GET', '/api/bookings?pagination=false');
      expect(response.statusCode).toBe(200);
      const members: { id: string }[] = response.json()['hydra:member'];
      const member = members.find((listed) => listed.id === booking.id);
      expect(member).toMatchObject({
        activity: typed,
        rejectionReason: typed,
        originalData: { activity: typed, query: null, rentPrice: null },
        totalPrice: 35,
        bookingSlots: [{ price: 35 }],
      });
    }
  });
});
