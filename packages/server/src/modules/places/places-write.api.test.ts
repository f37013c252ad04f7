import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, doors, places, placeTypes } from '../../db/schema.ts';
import { createWorld, get, type Who, type World } from '../facilities/facility-test-data.ts';

let world: World;
let gymnaseTypeId: string;
let gratteCielPlaceId: string;

beforeAll(async () => {
  world = await createWorld();
  const [gymnase] = await world.context.db
    .select()
    .from(placeTypes)
    .where(eq(placeTypes.name, 'Gymnase'));
  gymnaseTypeId = gymnase!.id;
  const [gratteCielPlace] = await world.context.db
    .select()
    .from(places)
    .where(eq(places.facilityId, world.gratteCielId))
    .limit(1);
  gratteCielPlaceId = gratteCielPlace!.id;
});
afterAll(() => world.context.close());

function placeBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Salle Lumière',
    facility: `/api/facilities/${world.canutsId}`,
    placeType: `/api/place_types/${gymnaseTypeId}`,
    description: 'Salle de répétition',
    capacity: 40,
    surface: 90,
    equipment: 'Piano',
    reducedMobilityAccess: true,
    rentPrice: 12.5,
    cleaningPrice: 8,
    published: true,
    doors: [
      { name: 'Porte nord', instructions: 'Code 1234' },
      { name: 'Porte sud', instructions: '' },
    ],
    ...overrides,
  };
}

async function send(method: 'POST' | 'PUT', url: string, who: Who | undefined, payload: object) {
  return world.context.app.inject({ method, url, payload, cookies: await world.cookiesOf(who) });
}

async function placeCount(): Promise<number> {
  const [row] = await world.context.db.select({ value: count() }).from(places);
  return row!.value;
}

describe('POST /api/places', () => {
  it.each(['territoire', 'admin', 'superviseur'] as const)(
    'lets %s create a place, prices in euros stored in cents',
    async (who) => {
      const response = await send('POST', '/api/places', who, placeBody({ name: `Salle ${who}` }));
      expect(response.statusCode).toBe(201);
      const place = response.json();
      expect(place).toMatchObject({ name: `Salle ${who}`, rentPrice: 12.5, cleaningPrice: 8 });
      expect(place.doors).toEqual([
        expect.objectContaining({ name: 'Porte nord', instructions: 'Code 1234', position: 0 }),
        expect.objectContaining({ name: 'Porte sud', position: 1 }),
      ]);
      const [row] = await world.context.db.select().from(places).where(eq(places.id, place.id));
      expect(row).toMatchObject({ rentPriceCents: 1250, cleaningPriceCents: 800 });
      const events = await world.context.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, place.id), eq(auditEvents.action, 'created')));
      expect(events).toHaveLength(1);
    },
  );

  it.each([
    // auth-place: central staff oversee, they do not manage places.
    ['central', 403],
    ['validateur', 403],
    ['asso', 403],
    ['asso-attente', 403],
    [undefined, 401],
  ] as const)('refuses creation to %s (%i)', async (who, status) => {
    const before = await placeCount();
    expect((await send('POST', '/api/places', who, placeBody())).statusCode).toBe(status);
    expect(await placeCount()).toBe(before);
  });

  it('refuses a place in a facility the user does not manage (403)', async () => {
    const body = placeBody({ facility: `/api/facilities/${world.gratteCielId}` });
    expect((await send('POST', '/api/places', 'admin', body)).statusCode).toBe(403);
    expect((await send('POST', '/api/places', 'territoire', body)).statusCode).toBe(201);
  });

  it.each([
    [
      'a negative price',
      { rentPrice: -1 },
      'rentPrice',
      'Le tarif horaire ne peut pas être négatif.',
    ],
    [
      'a price with three decimals',
      { cleaningPrice: 12.345 },
      'cleaningPrice',
      'Le forfait ménage a au plus deux décimales.',
    ],
    ['a missing name', { name: '' }, 'name', 'Le nom est obligatoire.'],
    [
      'an unknown facility',
      { facility: `/api/facilities/${crypto.randomUUID()}` },
      'facility',
      'Cet établissement est introuvable.',
    ],
    [
      'an unknown place type',
      { placeType: `/api/place_types/${crypto.randomUUID()}` },
      'placeType',
      'Ce type d’espace est introuvable.',
    ],
    ['a zero capacity', { capacity: 0 }, 'capacity', 'La capacité doit être positive.'],
    [
      'a door without name',
      { doors: [{ name: ' ', instructions: '' }] },
      'doors.0.name',
      'Le nom de la porte est obligatoire.',
    ],
    [
      'a door id of another place',
      { doors: [{ id: crypto.randomUUID(), name: 'Porte', instructions: '' }] },
      'doors.0.id',
      'Cette porte n’appartient pas à cet espace.',
    ],
  ])(
    'refuses %s with a French violation and writes nothing',
    async (_case, overrides, path, message) => {
      const before = await placeCount();
      const response = await send('POST', '/api/places', 'admin', placeBody(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toContainEqual(
        expect.objectContaining({ propertyPath: path, message }),
      );
      expect(await placeCount()).toBe(before);
    },
  );
});

describe('PUT /api/places/{id}', () => {
  async function createdPlace(): Promise<{ id: string; doors: { id: string; name: string }[] }> {
    return (await send('POST', '/api/places', 'admin', placeBody())).json();
  }

  it('replaces every field and the doors: kept by id, reordered, added, removed', async () => {
    const place = await createdPlace();
    const [north, south] = place.doors;
    const response = await send(
      'PUT',
      `/api/places/${place.id}`,
      'superviseur',
      placeBody({
        name: 'Salle Lumière rénovée',
        rentPrice: 30.05,
        published: false,
        doors: [
          { name: 'Porte est', instructions: 'Badge' },
          { id: north!.id, name: 'Porte nord', instructions: 'Code 9876' },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      name: 'Salle Lumière rénovée',
      rentPrice: 30.05,
      published: false,
    });
    expect(updated.doors).toEqual([
      expect.objectContaining({ name: 'Porte est', position: 0 }),
      { id: north!.id, name: 'Porte nord', instructions: 'Code 9876', position: 1 },
    ]);
    const remaining = await world.context.db.select().from(doors).where(eq(doors.id, south!.id));
    expect(remaining).toHaveLength(0);
    const [event] = await world.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, place.id), eq(auditEvents.action, 'updated')));
    expect(event!.changes).toMatchObject({ rentPriceCents: { from: 1250, to: 3005 } });
  });

  it('refuses a door of another place and changes nothing', async () => {
    const place = await createdPlace();
    const other = await createdPlace();
    const response = await send(
      'PUT',
      `/api/places/${place.id}`,
      'admin',
      placeBody({ name: 'Autre nom', doors: [{ ...other.doors[0]!, instructions: '' }] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({ propertyPath: 'doors.0.id' });
    expect((await get(world, `/api/places/${place.id}`, 'admin')).json().name).toBe(
      'Salle Lumière',
    );
  });

  it.each([
    ['validateur', 403],
    ['asso', 403],
    [undefined, 401],
  ] as const)('refuses the update to %s (%i)', async (who, status) => {
    const place = await createdPlace();
    const response = await send('PUT', `/api/places/${place.id}`, who, placeBody({ name: 'X' }));
    expect(response.statusCode).toBe(status);
  });

  it('answers 404 for a place the user may not see', async () => {
    const unpublished = (
      await send('POST', '/api/places', 'admin', placeBody({ published: false }))
    ).json();
    expect(
      (await send('PUT', `/api/places/${unpublished.id}`, 'asso', placeBody())).statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `/api/places/${gratteCielPlaceId}`,
          'admin',
          placeBody({ facility: `/api/facilities/${world.gratteCielId}` }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lets the territory admin update, not central (auth-place)', async () => {
    const place = await createdPlace();
    const byTerritory = await send(
      'PUT',
      `/api/places/${place.id}`,
      'territoire',
      placeBody({ name: 'territoire' }),
    );
    expect(byTerritory.statusCode).toBe(200);
    const byCentral = await send(
      'PUT',
      `/api/places/${place.id}`,
      'central',
      placeBody({ name: 'central' }),
    );
    expect(byCentral.statusCode).toBe(403);
  });
});
