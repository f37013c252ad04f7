import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../bookings/bookings.test-support.ts';
import {
  CAMPAIGN_BODY,
  createCampaignWorld,
  territoryIri,
  type CampaignWorld,
} from './campaigns.test-support.ts';

let world: CampaignWorld;
beforeAll(async () => {
  world = await createCampaignWorld();
});
afterAll(() => world.context.close());

describe('creating a campaign', () => {
  it('lets central staff create one for the whole region, with every published place', async () => {
    const created = await world.call('central', 'POST', '/api/campaigns', CAMPAIGN_BODY);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      '@type': 'Campaign',
      name: 'Campagne 2027–2028',
      territory: null,
      schoolYear: '2027–2028',
      status: 'draft',
      // Midnight in Paris on the first day, and midnight after the last one.
      applicationsOpenAt: '2027-02-28T23:00:00.000Z',
      applicationsCloseAt: '2027-03-31T22:00:00.000Z',
      priorities: ['renewal', 'youth', 'localOrganization', 'applicationDate'],
      wishesPerOrganization: 3,
      _abilities: { open: true, allocate: false, fileWishes: false },
    });
    expect(created.json().placeCount).toBeGreaterThan(1);
  });

  it('lets a territory admin create one for their territory only', async () => {
    const territory = await territoryIri(world);
    const own = await world.call('territoire', 'POST', '/api/campaigns', {
      ...CAMPAIGN_BODY,
      territory,
      places: [world.placeIri],
      priorities: ['youth', 'renewal'],
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ placeCount: 1, priorities: ['youth', 'renewal'] });
    const region = await world.call('territoire', 'POST', '/api/campaigns', CAMPAIGN_BODY);
    expect(region.statusCode).toBe(403);
  });

  it('refuses everyone else', async () => {
    for (const who of ['admin', 'validateur', 'asso'] as const) {
      const refused = await world.call(who, 'POST', '/api/campaigns', CAMPAIGN_BODY);
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await world.call('anonyme', 'POST', '/api/campaigns', CAMPAIGN_BODY)).statusCode).toBe(
      401,
    );
  });

  it('refuses bad input in French and creates nothing', async () => {
    const before = (await world.call('central', 'GET', '/api/campaigns')).json()[
      'hydra:totalItems'
    ];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Campagne\u0000' }, 'name', 'Le nom contient un caractère non autorisé'],
      [{ useTo: '10000-01-01' }, 'useTo', 'Date attendue au format AAAA-MM-JJ.'],
      [
        { applicationsTo: '2027-02-01' },
        'applicationsTo',
        'La clôture des vœux doit suivre leur ouverture.',
      ],
      [
        { publicationDate: '2027-03-15' },
        'publicationDate',
        'La publication suit la clôture des vœux.',
      ],
      [
        { priorities: ['youth', 'youth'] },
        'priorities',
        'Chaque priorité ne figure qu’une fois dans la liste.',
      ],
      [
        { wishesPerOrganization: 0 },
        'wishesPerOrganization',
        'Le nombre de vœux par organisation est un entier de 1 à 20.',
      ],
      [
        { places: ['/api/places/00000000-0000-4000-8000-000000000000'] },
        'places',
        'Cet espace n’est pas dans le périmètre de la campagne.',
      ],
    ];
    for (const [change, path, message] of cases) {
      const refused = await world.call('central', 'POST', '/api/campaigns', {
        ...CAMPAIGN_BODY,
        ...change,
      });
      expect(refused.statusCode, path).toBe(422);
      const violation = refused
        .json()
        .violations.find((v: { propertyPath: string }) => v.propertyPath === path);
      expect(violation?.message, path).toContain(message);
    }
    const after = (await world.call('central', 'GET', '/api/campaigns')).json()['hydra:totalItems'];
    expect(after).toBe(before);
  });
});

describe('opening a campaign', () => {
  it('shows a draft only to who manages it, then tells the validated organisations', async () => {
    const created = await world.call('central', 'POST', '/api/campaigns', {
      ...CAMPAIGN_BODY,
      name: 'Campagne à ouvrir',
    });
    const url = `/api/campaigns/${created.json().id}`;
    expect((await world.call('asso', 'GET', url)).statusCode).toBe(404);
    expect((await world.call('validateur', 'GET', url)).statusCode).toBe(404);
    expect((await world.call('asso', 'POST', `${url}/open`)).statusCode).toBe(404);
    expect((await world.call('territoire', 'GET', url)).statusCode).toBe(404);

    const opened = await world.call('central', 'POST', `${url}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().status).toBe('open');
    expect((await world.call('asso', 'GET', url)).json()._abilities).toEqual({
      open: false,
      allocate: false,
      fileWishes: false,
      publish: false,
    });
    expect((await world.call('validateur', 'GET', url)).statusCode).toBe(200);
    expect((await world.call('territoire', 'POST', `${url}/allocation`)).statusCode).toBe(403);

    const [mail] = (await mailsTo(world.db, 'asso@espaces.test')).filter((m) =>
      m.subject.startsWith('Campagne à ouvrir'),
    );
    expect(mail?.subject).toBe('Campagne à ouvrir\u00a0: déposez vos vœux de créneaux');
    expect(mail?.text).toContain('du 01/03/2027 au 31/03/2027 à 23:59');
    expect(mail?.text).toContain('du 01/09/2027 au 04/07/2028');
    const waiting = await mailsTo(world.db, 'asso-attente@espaces.test');
    expect(waiting.some((m) => m.subject.startsWith('Campagne à ouvrir'))).toBe(false);

    const again = await world.call('central', 'POST', `${url}/open`);
    expect(again.statusCode).toBe(422);
    expect(again.json().violations[0].message).toBe('Cette campagne est déjà ouverte.');
  });

  it('answers 404 for an unknown or malformed campaign', async () => {
    expect((await world.call('central', 'GET', '/api/campaigns/nope')).statusCode).toBe(404);
    const unknown = '/api/campaigns/00000000-0000-4000-8000-000000000000';
    expect((await world.call('central', 'GET', unknown)).statusCode).toBe(404);
  });
});
