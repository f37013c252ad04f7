import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, placeTypes } from '../../db/schema.ts';
import { createPlace } from '../../../test/support/factories.ts';
import { createWorld, EVERYONE, get, type World } from '../facilities/facility-test-data.ts';

let world: World;
let gymnaseTypeId: string;
let savoiePlaceId: string;
let gratteCielPlaceId: string;

beforeAll(async () => {
  world = await createWorld();
  const [gymnase] = await world.context.db
    .select()
    .from(placeTypes)
    .where(eq(placeTypes.name, 'Gymnase'));
  gymnaseTypeId = gymnase!.id;
  savoiePlaceId = (
    await createPlace(world.context.db, {
      facilityId: world.savoie.facility.id,
      name: 'Gymnase du Mont-Blanc',
    })
  ).id;
  const [gratteCielPlace] = await world.context.db
    .select()
    .from(places)
    .where(eq(places.facilityId, world.gratteCielId))
    .limit(1);
  gratteCielPlaceId = gratteCielPlace!.id;
});
afterAll(() => world.context.close());

async function placesOf(facilityId?: string, published?: boolean) {
  const rows = await world.context.db
    .select({ name: places.name })
    .from(places)
    .where(
      and(
        facilityId ? eq(places.facilityId, facilityId) : undefined,
        published === undefined ? undefined : eq(places.published, published),
      ),
    );
  return rows.map((row) => row.name).sort();
}

async function placeIdNamed(name: string): Promise<string> {
  const [row] = await world.context.db.select().from(places).where(eq(places.name, name));
  return row!.id;
}

type Member = { name: string; doors?: unknown[]; _abilities: Record<string, boolean> };
const memberNames = (body: { 'hydra:member': Member[] }) =>
  body['hydra:member'].map((member) => member.name).sort();

describe('GET /api/place_types', () => {
  it.each(EVERYONE)('lists the place types by name to %s', async (who) => {
    const response = await get(world, '/api/place_types?pagination=false', who);
    expect(response.statusCode).toBe(200);
    const names = response.json()['hydra:member'].map((type: { name: string }) => type.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
    expect(names).toContain('Gymnase');
    expect(response.json()['hydra:member'][0]).toMatchObject({ '@type': 'PlaceType' });
  });

  it('paginates, and refuses a signed-out visitor (401)', async () => {
    const page = (await get(world, '/api/place_types?itemsPerPage=4&page=3', 'asso')).json();
    expect(page['hydra:member']).toHaveLength(1);
    expect(page['hydra:totalItems']).toBe(9);
    expect((await get(world, '/api/place_types')).statusCode).toBe(401);
  });
});

describe('GET /api/places', () => {
  it('lists every place to central, with doors', async () => {
    const body = (await get(world, '/api/places?pagination=false', 'central')).json();
    expect(memberNames(body)).toEqual(await placesOf());
    expect(body['hydra:member'].every((place: Member) => Array.isArray(place.doors))).toBe(true);
  });

  it('lists to the territory admin the places of its territory', async () => {
    const body = (await get(world, '/api/places?pagination=false', 'territoire')).json();
    expect(memberNames(body)).toEqual(
      [...(await placesOf(world.canutsId)), ...(await placesOf(world.gratteCielId))].sort(),
    );
  });

  it.each(['admin', 'superviseur', 'validateur'] as const)(
    'lists to %s the places of their facility, unpublished ones included',
    async (who) => {
      const body = (await get(world, '/api/places?pagination=false', who)).json();
      expect(memberNames(body)).toEqual(await placesOf(world.canutsId));
      expect(await placesOf(world.canutsId, false)).not.toHaveLength(0);
    },
  );

  it.each([
    ['asso', true],
    ['asso-attente', false],
  ] as const)('lists to %s the published places only, without doors', async (who, book) => {
    const body = (await get(world, '/api/places?pagination=false', who)).json();
    expect(memberNames(body)).toEqual(await placesOf(undefined, true));
    for (const place of body['hydra:member'] as Member[]) {
      expect(place.doors).toBeUndefined();
      expect(place._abilities).toEqual({ edit: false, delete: false, book });
    }
  });

  it('asks a signed-out visitor to sign in (401)', async () => {
    expect((await get(world, '/api/places')).statusCode).toBe(401);
  });

  it('filters by facility, place type and publication', async () => {
    const byFacility = await get(
      world,
      `/api/places?pagination=false&facility=/api/facilities/${world.gratteCielId}`,
      'central',
    );
    expect(memberNames(byFacility.json())).toEqual(await placesOf(world.gratteCielId));
    const byType = await get(
      world,
      `/api/places?pagination=false&placeType[]=${gymnaseTypeId}&facility[]=${world.canutsId}`,
      'admin',
    );
    expect(memberNames(byType.json())).toEqual(['Gymnase des Canuts']);
    const unpublished = await get(world, '/api/places?published=false', 'admin');
    expect(memberNames(unpublished.json())).toEqual(await placesOf(world.canutsId, false));
  });

  it.each([
    ['amphitheatre', ['Amphithéâtre Louise-Labé']],
    ['SALLE de danse', ['Salle de danse']],
    ['mont-blanc', []],
  ])('searches %s in the names, ignoring case and accents', async (term, expected) => {
    const response = await get(world, `/api/places?search=${encodeURIComponent(term)}`, 'admin');
    expect(memberNames(response.json())).toEqual(expected);
  });

  it('orders by name and paginates', async () => {
    const all = await placesOf(world.canutsId);
    const response = await get(world, '/api/places?order[name]=desc&itemsPerPage=2', 'admin');
    const body = response.json();
    expect(body['hydra:member'].map((place: Member) => place.name)).toEqual(
      [...all].sort((a, b) => b.localeCompare(a)).slice(0, 2),
    );
    expect(body['hydra:totalItems']).toBe(all.length);
    expect(body['hydra:view']['hydra:next']).toContain('page=2');
  });
});

describe('GET /api/places/{id}', () => {
  it('shows a place in euros with its doors in order to its staff', async () => {
    const id = await placeIdNamed('Gymnase des Canuts');
    const place = (await get(world, `/api/places/${id}`, 'admin')).json();
    expect(place).toMatchObject({
      '@id': `/api/places/${id}`,
      '@type': 'Place',
      rentPrice: 25,
      cleaningPrice: 15,
      placeType: { name: 'Gymnase' },
      facility: { '@id': `/api/facilities/${world.canutsId}`, city: 'Lyon' },
    });
    expect(place.doors.map((door: { name: string }) => door.name)).toEqual([
      'Entrée principale',
      'Porte des vestiaires',
    ]);
  });

  it.each([
    ['central', { edit: false, delete: false, book: false }],
    ['territoire', { edit: true, delete: true, book: false }],
    ['admin', { edit: true, delete: true, book: false }],
    ['superviseur', { edit: true, delete: true, book: false }],
    ['validateur', { edit: false, delete: false, book: false }],
    ['asso', { edit: false, delete: false, book: true }],
    ['asso-attente', { edit: false, delete: false, book: false }],
  ] as const)('tells %s what they may do with a published place', async (who, abilities) => {
    const id = await placeIdNamed('Gymnase des Canuts');
    const response = await get(world, `/api/places/${id}`, who);
    expect(response.statusCode).toBe(200);
    expect(response.json()._abilities).toEqual(abilities);
  });

  it('hides an unpublished place from organisations (404) but not from its staff', async () => {
    const id = await placeIdNamed('Amphithéâtre Louise-Labé');
    expect((await get(world, `/api/places/${id}`, 'asso')).statusCode).toBe(404);
    expect((await get(world, `/api/places/${id}`, 'validateur')).statusCode).toBe(200);
  });

  it('answers 404 outside what the user oversees, or for an unknown id; 401 signed out', async () => {
    expect((await get(world, `/api/places/${gratteCielPlaceId}`, 'admin')).statusCode).toBe(404);
    expect((await get(world, `/api/places/${savoiePlaceId}`, 'territoire')).statusCode).toBe(404);
    expect((await get(world, `/api/places/${savoiePlaceId}`, 'central')).statusCode).toBe(200);
    expect((await get(world, `/api/places/${crypto.randomUUID()}`, 'central')).statusCode).toBe(
      404,
    );
    expect((await get(world, `/api/places/${savoiePlaceId}`)).statusCode).toBe(401);
  });
});
