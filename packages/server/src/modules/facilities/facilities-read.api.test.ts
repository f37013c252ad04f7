import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilityTypes, places } from '../../db/schema.ts';
import { createWorld, EVERYONE, get, type World } from './facility-test-data.ts';

const names = (body: { 'hydra:member': { name: string }[] }) =>
  body['hydra:member'].map((member) => member.name);

describe('reading facilities', () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld();
  });
  afterAll(() => world.context.close());

  it.each([
    [
      'central',
      ['Lycée du Mont-Blanc', 'Lycée polyvalent des Canuts', 'Lycée professionnel des Gratte-Ciel'],
    ],
    ['territoire', ['Lycée polyvalent des Canuts', 'Lycée professionnel des Gratte-Ciel']],
    ['admin', ['Lycée polyvalent des Canuts']],
    ['superviseur', ['Lycée polyvalent des Canuts']],
    ['validateur', ['Lycée polyvalent des Canuts']],
  ] as const)('lists to %s only the facilities they oversee, by name', async (who, expected) => {
    const response = await get(world, '/api/facilities', who);
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(expected);
    expect(response.json()['hydra:totalItems']).toBe(expected.length);
  });

  it.each(['asso', 'asso-attente'] as const)('refuses the list to %s (403)', async (who) => {
    expect((await get(world, '/api/facilities', who)).statusCode).toBe(403);
  });

  it('asks a signed-out visitor to sign in (401)', async () => {
    expect((await get(world, '/api/facilities')).statusCode).toBe(401);
  });

  it.each([
    ['lycee PROFESSIONNEL', ['Lycée professionnel des Gratte-Ciel']],
    ['villeurbanne', ['Lycée professionnel des Gratte-Ciel']],
    ['0693781k', ['Lycée polyvalent des Canuts']],
    ['chamonix', []],
    ['100%', []],
  ])('searches %s in the name, city or UAI, ignoring case and accents', async (term, expected) => {
    const response = await get(
      world,
      `/api/facilities?search=${encodeURIComponent(term)}`,
      'territoire',
    );
    expect(names(response.json())).toEqual(expected);
  });

  it('filters by territory (IRI or bare id) and facility type', async () => {
    const savoieId = world.savoie.territory.id;
    const byIri = await get(
      world,
      `/api/facilities?territory=/api/territories/${savoieId}`,
      'central',
    );
    expect(names(byIri.json())).toEqual(['Lycée du Mont-Blanc']);
    const byIds = await get(
      world,
      `/api/facilities?territory[]=${savoieId}&territory[]=${world.lyonTerritoryId}`,
      'central',
    );
    expect(byIds.json()['hydra:totalItems']).toBe(3);
    const [professional] = await world.context.db
      .select()
      .from(facilityTypes)
      .where(eq(facilityTypes.name, 'Lycée professionnel'));
    const byType = await get(
      world,
      `/api/facilities?facilityType[]=/api/facility_types/${professional!.id}`,
      'central',
    );
    expect(names(byType.json())).toEqual(['Lycée professionnel des Gratte-Ciel']);
  });

  it('refuses a malformed relation filter with a French violation', async () => {
    const response = await get(world, '/api/facilities?territory=abc', 'central');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].message).toBe('Identifiant invalide.');
  });

  it('orders by name descending and paginates with Hydra links', async () => {
    const response = await get(
      world,
      '/api/facilities?order[name]=desc&itemsPerPage=1&page=2',
      'central',
    );
    const body = response.json();
    expect(names(body)).toEqual(['Lycée polyvalent des Canuts']);
    expect(body['hydra:totalItems']).toBe(3);
    expect(body['hydra:view']).toMatchObject({
      'hydra:previous': expect.stringContaining('page=1'),
      'hydra:next': expect.stringContaining('page=3'),
    });
    const all = await get(world, '/api/facilities?pagination=false', 'central');
    expect(all.json()['hydra:member']).toHaveLength(3);
    expect(all.json()['hydra:view']).toBeUndefined();
  });

  it('shows the detail: staff with their profiles, documents, place count', async () => {
    const response = await get(world, `/api/facilities/${world.canutsId}`, 'admin');
    expect(response.statusCode).toBe(200);
    const facility = response.json();
    const [placeCount] = await world.context.db
      .select({ value: count() })
      .from(places)
      .where(eq(places.facilityId, world.canutsId));
    expect(facility).toMatchObject({
      '@id': `/api/facilities/${world.canutsId}`,
      '@type': 'Facility',
      uai: '0693781K',
      facilityType: { name: 'Lycée polyvalent' },
      territory: { '@id': `/api/territories/${world.lyonTerritoryId}`, name: 'Métropole de Lyon' },
      placeCount: placeCount!.value,
      documents: [],
    });
    expect(placeCount!.value).toBeGreaterThan(0);
    expect(
      facility.staff.map((member: { email: string; profile: string }) => [
        member.email,
        member.profile,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['admin@espaces.test', 'FACILITY_PROFILE_ADMIN'],
        ['validateur@espaces.test', 'FACILITY_PROFILE_VALIDATOR'],
        ['superviseur@espaces.test', 'FACILITY_PROFILE_SUPERVISOR'],
      ]),
    );
    expect(facility.staff).toHaveLength(3);
  });

  it.each([
    ['central', { edit: true, manageDocuments: true, createPlace: false }],
    ['territoire', { edit: true, manageDocuments: true, createPlace: true }],
    ['admin', { edit: true, manageDocuments: true, createPlace: true }],
    ['superviseur', { edit: false, manageDocuments: false, createPlace: true }],
    ['validateur', { edit: false, manageDocuments: false, createPlace: false }],
  ] as const)('tells %s what they may do with the facility', async (who, abilities) => {
    const response = await get(world, `/api/facilities/${world.canutsId}`, who);
    expect(response.json()._abilities).toEqual(abilities);
  });

  it.each([
    ['admin', 'gratteCielId'],
    ['superviseur', 'gratteCielId'],
    ['territoire', 'savoie'],
  ] as const)('answers 404 to %s for a facility they do not oversee', async (who, which) => {
    const id = which === 'savoie' ? world.savoie.facility.id : world.gratteCielId;
    expect((await get(world, `/api/facilities/${id}`, who)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id, 403 to organisations, 401 signed out', async () => {
    expect((await get(world, `/api/facilities/${crypto.randomUUID()}`, 'central')).statusCode).toBe(
      404,
    );
    expect((await get(world, '/api/facilities/pas-un-id', 'central')).statusCode).toBe(404);
    expect((await get(world, `/api/facilities/${world.canutsId}`, 'asso')).statusCode).toBe(403);
    expect((await get(world, `/api/facilities/${world.canutsId}`)).statusCode).toBe(401);
  });

  it.each([
    ['central', ['Métropole de Lyon', 'Pays de Savoie']],
    ['territoire', ['Métropole de Lyon']],
    ['admin', ['Métropole de Lyon']],
    ['validateur', ['Métropole de Lyon']],
  ] as const)('lists to %s the territories they reach', async (who, expected) => {
    const response = await get(world, '/api/territories?pagination=false', who);
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(expected);
    expect(response.json()['hydra:member'][0]).toMatchObject({
      '@type': 'Territory',
      code: expect.any(String),
    });
  });

  it('refuses territories to organisations (403) and signed-out visitors (401)', async () => {
    expect((await get(world, '/api/territories', 'asso')).statusCode).toBe(403);
    expect((await get(world, '/api/territories')).statusCode).toBe(401);
  });

  it.each(EVERYONE)('lists facility types by name to %s', async (who) => {
    const response = await get(world, '/api/facility_types?pagination=false', who);
    expect(response.statusCode).toBe(200);
    const list = names(response.json());
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(list).toContain('Lycée polyvalent');
  });

  it('paginates facility types and refuses them signed out', async () => {
    const page = (await get(world, '/api/facility_types?itemsPerPage=2', 'asso')).json();
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:totalItems']).toBe(5);
    expect((await get(world, '/api/facility_types')).statusCode).toBe(401);
  });
});
