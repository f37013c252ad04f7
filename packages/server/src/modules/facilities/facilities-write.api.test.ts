import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, facilities, facilityTypes } from '../../db/schema.ts';
import { createWorld, STAFF, type Who, type World } from './facility-test-data.ts';

let world: World;
let facilityTypeId = '';

async function openWorld(): Promise<void> {
  world = await createWorld();
  const [type] = await world.context.db.select().from(facilityTypes).limit(1);
  facilityTypeId = type!.id;
}

function facilityBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lycée Ampère',
    facilityType: '/api/facility_types/' + facilityTypeId,
    territory: `/api/territories/${world.lyonTerritoryId}`,
    uai: '0690023a',
    address: '31 rue de la Bourse',
    postalCode: '69002',
    city: 'Lyon',
    latitude: 45.7634,
    longitude: 4.8365,
    ...overrides,
  };
}

async function send(method: 'POST' | 'PUT', url: string, who: Who | undefined, payload: object) {
  return world.context.app.inject({ method, url, payload, cookies: await world.cookiesOf(who) });
}

async function facilityCount(): Promise<number> {
  const [row] = await world.context.db.select({ value: count() }).from(facilities);
  return row!.value;
}

describe('creating facilities', () => {
  // Refusals write nothing and each creation uses its own UAI: one database serves them all.
  beforeAll(openWorld);
  afterAll(() => world.context.close());

  it.each(['central', 'territoire'] as const)(
    'lets %s create a facility in their territory',
    async (who) => {
      const uai = who === 'central' ? '0690023A' : '0690024B';
      const response = await send('POST', '/api/facilities', who, facilityBody({ uai }));
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        name: 'Lycée Ampère',
        uai,
        active: true,
        placeCount: 0,
        staff: [],
        documents: [],
      });
      const events = await world.context.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, created.id), eq(auditEvents.action, 'created')));
      expect(events).toHaveLength(1);
      expect(events[0]!.entityType).toBe('facility');
    },
  );

  it('refuses a territory admin a facility in another territory (403)', async () => {
    const response = await send(
      'POST',
      '/api/facilities',
      'territoire',
      facilityBody({ territory: `/api/territories/${world.savoie.territory.id}` }),
    );
    expect(response.statusCode).toBe(403);
  });

  it.each([...STAFF, 'asso', 'asso-attente'] as const)(
    'refuses creation to %s (403)',
    async (who) => {
      const before = await facilityCount();
      expect((await send('POST', '/api/facilities', who, facilityBody())).statusCode).toBe(403);
      expect(await facilityCount()).toBe(before);
    },
  );

  it('refuses creation signed out (401)', async () => {
    expect((await send('POST', '/api/facilities', undefined, facilityBody())).statusCode).toBe(401);
  });

  it.each([
    [
      'a malformed UAI',
      { uai: '069002' },
      'uai',
      'Le code UAI comporte 7 chiffres suivis d’une lettre (ex. 0693781K).',
    ],
    ['a UAI already used', { uai: '0693781K' }, 'uai', 'Ce code UAI est déjà utilisé.'],
    [
      'coordinates outside France',
      { latitude: 52.52, longitude: 13.405 },
      'latitude',
      'Les coordonnées doivent situer l’établissement en France.',
    ],
    ['a missing name', { name: '  ' }, 'name', 'Le nom est obligatoire.'],
    [
      'an unknown territory',
      { territory: `/api/territories/${crypto.randomUUID()}` },
      'territory',
      'Ce territoire est introuvable.',
    ],
    [
      'an unknown facility type',
      { facilityType: `/api/facility_types/${crypto.randomUUID()}` },
      'facilityType',
      'Ce type d’établissement est introuvable.',
    ],
    [
      'an IRI of another collection',
      { territory: `/api/places/${crypto.randomUUID()}` },
      'territory',
      'Le territoire est invalide.',
    ],
    [
      'a malformed postal code',
      { postalCode: '6900' },
      'postalCode',
      'Le code postal comporte 5 chiffres.',
    ],
  ])(
    'refuses %s with a French violation and writes nothing',
    async (_case, overrides, path, message) => {
      const before = await facilityCount();
      const response = await send('POST', '/api/facilities', 'central', facilityBody(overrides));
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toContainEqual(
        expect.objectContaining({ propertyPath: path, message }),
      );
      expect(await facilityCount()).toBe(before);
    },
  );
});

describe('updating facilities', () => {
  beforeEach(openWorld);
  afterEach(() => world.context.close());

  it.each(['central', 'territoire', 'admin'] as const)(
    'lets %s update the facility',
    async (who) => {
      const response = await send(
        'PUT',
        `/api/facilities/${world.canutsId}`,
        who,
        facilityBody({ name: 'Lycée des Canuts', uai: '0693781K', signatoryName: 'Marc Roux' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Lycée des Canuts',
        signatoryName: 'Marc Roux',
      });
      const [event] = await world.context.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, world.canutsId), eq(auditEvents.action, 'updated')));
      expect(event!.changes).toMatchObject({
        name: { from: 'Lycée polyvalent des Canuts', to: 'Lycée des Canuts' },
      });
    },
  );

  it.each([
    ['superviseur', 403],
    ['validateur', 403],
    ['asso', 403],
  ] as const)('refuses the update to %s (%i)', async (who, status) => {
    const response = await send(
      'PUT',
      `/api/facilities/${world.canutsId}`,
      who,
      facilityBody({ uai: '0693781K' }),
    );
    expect(response.statusCode).toBe(status);
    const [row] = await world.context.db
      .select()
      .from(facilities)
      .where(eq(facilities.id, world.canutsId));
    expect(row!.name).toBe('Lycée polyvalent des Canuts');
  });

  it('answers 404 to an admin updating another facility, 401 signed out', async () => {
    const body = facilityBody({ uai: '0694125J' });
    expect(
      (await send('PUT', `/api/facilities/${world.gratteCielId}`, 'admin', body)).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/facilities/${world.gratteCielId}`, undefined, body)).statusCode,
    ).toBe(401);
  });

  it('refuses the UAI of another facility on update', async () => {
    const response = await send(
      'PUT',
      `/api/facilities/${world.canutsId}`,
      'admin',
      facilityBody({ uai: '0694125J' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'uai', message: 'Ce code UAI est déjà utilisé.' }),
    ]);
  });

  it('moves a facility to another territory only for who administers that territory', async () => {
    const body = facilityBody({
      uai: '0693781K',
      territory: `/api/territories/${world.savoie.territory.id}`,
    });
    const byTerritoryAdmin = await send(
      'PUT',
      `/api/facilities/${world.canutsId}`,
      'territoire',
      body,
    );
    expect(byTerritoryAdmin.statusCode).toBe(403);
    expect(byTerritoryAdmin.json()['hydra:description']).toBe(
      'Vous ne pouvez pas rattacher l’établissement à ce territoire.',
    );
    const byCentral = await send('PUT', `/api/facilities/${world.canutsId}`, 'central', body);
    expect(byCentral.statusCode).toBe(200);
    expect(byCentral.json().territory.name).toBe('Pays de Savoie');
  });
});
