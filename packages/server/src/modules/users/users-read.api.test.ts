import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import {
  createForeignFacility,
  createStaffUser,
  demoDirectory,
  type DemoDirectory,
} from './users.test-support.ts';

let context: TestContext;
let demo: DemoDirectory;
let gratteCielUserId: string;
let foreignUserId: string;
beforeEach(async () => {
  context = await createTestApp();
  demo = await demoDirectory(context.db);
  const foreign = await createForeignFacility(context.db);
  gratteCielUserId = await createStaffUser(context.db, {
    email: 'gardien@espaces.test',
    lastName: 'Gardien',
    facilities: [{ facilityId: demo.gratteCielId, profile: 'FACILITY_PROFILE_SUPERVISOR' }],
  });
  foreignUserId = await createStaffUser(context.db, {
    email: 'savoie@espaces.test',
    lastName: 'Savoyard',
    facilities: [{ facilityId: foreign.id, profile: 'FACILITY_PROFILE_ADMIN' }],
  });
});
afterEach(() => context.close());

async function listAs(email: string | null, query = '') {
  const cookies: Cookies = email ? await signIn(context.app, email) : {};
  return context.app.inject({ method: 'GET', url: `/api/users${query}`, cookies });
}

const emailsOf = (body: { 'hydra:member': { email: string }[] }) =>
  body['hydra:member'].map((user) => user.email).sort();

describe('GET /api/users', () => {
  it.each([
    [
      'central@espaces.test',
      [
        'admin@espaces.test',
        'gardien@espaces.test',
        'savoie@espaces.test',
        'superviseur@espaces.test',
        'territoire@espaces.test',
        'validateur@espaces.test',
      ],
    ],
    [
      'territoire@espaces.test',
      [
        'admin@espaces.test',
        'gardien@espaces.test',
        'superviseur@espaces.test',
        'territoire@espaces.test',
        'validateur@espaces.test',
      ],
    ],
    [
      'admin@espaces.test',
      ['admin@espaces.test', 'superviseur@espaces.test', 'validateur@espaces.test'],
    ],
  ])('lists to %s the institutional users it manages', async (email, expected) => {
    const response = await listAs(email);
    expect(response.statusCode).toBe(200);
    expect(emailsOf(response.json())).toEqual(expected);
    expect(response.json()['hydra:totalItems']).toBe(expected.length);
  });

  it.each(['superviseur@espaces.test', 'validateur@espaces.test', 'asso@espaces.test'])(
    'refuses %s with 403',
    async (email) => {
      const response = await listAs(email);
      expect(response.statusCode).toBe(403);
    },
  );

  it('asks a signed-out visitor to sign in', async () => {
    expect((await listAs(null)).statusCode).toBe(401);
  });

  it('searches first name, last name and e-mail, whatever the case', async () => {
    expect(emailsOf((await listAs('central@espaces.test', '?search=PETIT')).json())).toEqual([
      'admin@espaces.test',
    ]);
    expect(emailsOf((await listAs('central@espaces.test', '?search=thom')).json())).toEqual([
      'validateur@espaces.test',
    ]);
    expect(emailsOf((await listAs('central@espaces.test', '?search=superviseur@')).json())).toEqual(
      ['superviseur@espaces.test'],
    );
    expect((await listAs('central@espaces.test', '?search=%25')).json()['hydra:totalItems']).toBe(
      0,
    );
  });

  it('ignores the accents typed in the search', async () => {
    const search = `?search=${encodeURIComponent('pétit')}`;
    expect(emailsOf((await listAs('central@espaces.test', search)).json())).toEqual([
      'admin@espaces.test',
    ]);
  });

  it('filters by facility, as an IRI or a bare id, one or several', async () => {
    const byIri = await listAs(
      'central@espaces.test',
      `?facility=/api/facilities/${demo.gratteCielId}`,
    );
    expect(emailsOf(byIri.json())).toEqual(['gardien@espaces.test']);
    const several = await listAs(
      'central@espaces.test',
      `?facility[]=${demo.gratteCielId}&facility[]=${demo.canutsId}`,
    );
    expect(emailsOf(several.json())).toEqual([
      'admin@espaces.test',
      'gardien@espaces.test',
      'superviseur@espaces.test',
      'validateur@espaces.test',
    ]);
  });

  it('filters by facility or territory profile, and both filters meet on one membership', async () => {
    const validators = await listAs('central@espaces.test', '?profile=FACILITY_PROFILE_VALIDATOR');
    expect(emailsOf(validators.json())).toEqual(['validateur@espaces.test']);
    const territoryAdmins = await listAs(
      'central@espaces.test',
      '?profile[]=TERRITORY_PROFILE_ADMIN',
    );
    expect(emailsOf(territoryAdmins.json())).toEqual(['territoire@espaces.test']);
    const supervisorsOfCanuts = await listAs(
      'central@espaces.test',
      `?facility=${demo.canutsId}&profile[]=FACILITY_PROFILE_SUPERVISOR`,
    );
    expect(emailsOf(supervisorsOfCanuts.json())).toEqual(['superviseur@espaces.test']);
  });

  it('filters by active state', async () => {
    await createStaffUser(context.db, {
      email: 'ancien@espaces.test',
      facilities: [{ facilityId: demo.canutsId, profile: 'FACILITY_PROFILE_VALIDATOR' }],
      isActive: false,
    });
    expect(emailsOf((await listAs('admin@espaces.test', '?isActive=false')).json())).toEqual([
      'ancien@espaces.test',
    ]);
    const active = await listAs('admin@espaces.test', '?isActive=true');
    expect(emailsOf(active.json())).not.toContain('ancien@espaces.test');
    expect((await listAs('admin@espaces.test', '?isActive=peut-etre')).statusCode).toBe(422);
  });

  it('orders by last name and paginates', async () => {
    const descending = await listAs('admin@espaces.test', '?order[lastName]=desc');
    expect(descending.json()['hydra:member'].map((u: { lastName: string }) => u.lastName)).toEqual([
      'Robert',
      'Richard',
      'Petit',
    ]);
    const page = await listAs('admin@espaces.test', '?itemsPerPage=2&page=2');
    expect(page.json()['hydra:member'].map((u: { lastName: string }) => u.lastName)).toEqual([
      'Robert',
    ]);
    expect(page.json()['hydra:totalItems']).toBe(3);
    expect(page.json()['hydra:view']['hydra:previous']).toContain('page=1');
  });

  it('refuses an unknown profile with a French violation', async () => {
    const response = await listAs('central@espaces.test', '?profile=CHEF');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].message).toBe('Profil inconnu.');
  });
});

describe('GET /api/users/{id}', () => {
  async function getAs(email: string | null, userId: string) {
    const cookies: Cookies = email ? await signIn(context.app, email) : {};
    return context.app.inject({ method: 'GET', url: `/api/users/${userId}`, cookies });
  }

  it('shows a managed user with its memberships and abilities', async () => {
    const response = await getAs('admin@espaces.test', demo.userIds['validateur@espaces.test']!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      '@id': `/api/users/${demo.userIds['validateur@espaces.test']}`,
      '@type': 'User',
      email: 'validateur@espaces.test',
      roles: ['ROLE_INSTITUTIONAL'],
      isActive: true,
      hasPassword: true,
      facilityMemberships: [
        {
          facility: { id: demo.canutsId, name: 'Lycée polyvalent des Canuts' },
          profile: 'FACILITY_PROFILE_VALIDATOR',
        },
      ],
      territoryMemberships: [],
      _abilities: { edit: true, toggleActive: true },
    });
  });

  it.each([
    ['central@espaces.test', 'gardien'],
    ['territoire@espaces.test', 'gardien'],
    ['central@espaces.test', 'savoie'],
  ])('lets %s see %s', async (email, who) => {
    const userId = who === 'gardien' ? gratteCielUserId : foreignUserId;
    expect((await getAs(email, userId)).statusCode).toBe(200);
  });

  it.each([
    ['admin@espaces.test', 'territoire@espaces.test'],
    ['admin@espaces.test', 'gardien@espaces.test'],
    ['territoire@espaces.test', 'savoie@espaces.test'],
    ['superviseur@espaces.test', 'admin@espaces.test'],
    ['validateur@espaces.test', 'admin@espaces.test'],
    ['asso@espaces.test', 'admin@espaces.test'],
    ['central@espaces.test', 'asso@espaces.test'],
  ])('answers 404 to %s asking for %s, not managed', async (email, target) => {
    const ids: Record<string, string> = {
      ...demo.userIds,
      'gardien@espaces.test': gratteCielUserId,
      'savoie@espaces.test': foreignUserId,
    };
    expect((await getAs(email, ids[target]!)).statusCode).toBe(404);
  });

  it.each([
    ['superviseur@espaces.test', { edit: false, toggleActive: false }],
    ['asso@espaces.test', { edit: false, toggleActive: false }],
    ['admin@espaces.test', { edit: true, toggleActive: false }],
  ])('lets %s see its own account', async (email, abilities) => {
    const response = await getAs(email, demo.userIds[email]!);
    expect(response.statusCode).toBe(200);
    expect(response.json()._abilities).toEqual(abilities);
  });

  it('answers 404 for an unknown id and 401 when signed out', async () => {
    expect((await getAs('central@espaces.test', crypto.randomUUID())).statusCode).toBe(404);
    expect((await getAs(null, demo.userIds['admin@espaces.test']!)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the users endpoints', async () => {
    const document = await context.app.inject({ method: 'GET', url: '/api/docs.json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toEqual(
      expect.arrayContaining(['/api/users', '/api/users/{id}', '/api/users/{id}/active']),
    );
  });
});
