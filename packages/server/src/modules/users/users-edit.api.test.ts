import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import {
  createTestApp,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import {
  createStaffUser,
  demoDirectory,
  facilityIri,
  territoryIri,
  userRow,
  type DemoDirectory,
} from './users.test-support.ts';

let context: TestContext;
let demo: DemoDirectory;
let sharedUserId: string;
beforeEach(async () => {
  context = await createTestApp();
  demo = await demoDirectory(context.db);
  // Validator at the Canuts (the facility admin's) and supervisor at the Gratte-Ciel (not hers).
  sharedUserId = await createStaffUser(context.db, {
    email: 'partage@espaces.test',
    facilities: [
      { facilityId: demo.canutsId, profile: 'FACILITY_PROFILE_VALIDATOR' },
      { facilityId: demo.gratteCielId, profile: 'FACILITY_PROFILE_SUPERVISOR' },
    ],
  });
});
afterEach(() => context.close());

const canuts = (profile: string) => ({ facility: facilityIri(demo.canutsId), profile });
const gratteCiel = (profile: string) => ({ facility: facilityIri(demo.gratteCielId), profile });

function edited(overrides: Record<string, unknown> = {}) {
  return {
    email: 'partage.nouveau@espaces.test',
    firstName: 'Marie',
    lastName: 'Lambert',
    phone: '+33465710888',
    facilityMemberships: [canuts('FACILITY_PROFILE_ADMIN')],
    ...overrides,
  };
}

async function putAs(email: string | null, userId: string, payload: Record<string, unknown>) {
  const cookies: Cookies = email ? await signIn(context.app, email) : {};
  return context.app.inject({ method: 'PUT', url: `/api/users/${userId}`, cookies, payload });
}

const profilesOf = (body: {
  facilityMemberships: { facility: { id: string }; profile: string }[];
}) => Object.fromEntries(body.facilityMemberships.map((m) => [m.facility.id, m.profile]));

describe('PUT /api/users/{id}', () => {
  it('changes names, phone, e-mail and the memberships within the asker’s scope', async () => {
    const response = await putAs('admin@espaces.test', sharedUserId, edited());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'partage.nouveau@espaces.test',
      firstName: 'Marie',
      lastName: 'Lambert',
      phone: '+33465710888',
    });
    // The Gratte-Ciel membership lies outside the facility admin's scope: kept untouched.
    expect(profilesOf(response.json())).toEqual({
      [demo.canutsId]: 'FACILITY_PROFILE_ADMIN',
      [demo.gratteCielId]: 'FACILITY_PROFILE_SUPERVISOR',
    });
    const [audit] = await context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, sharedUserId), eq(auditEvents.action, 'update')));
    expect(audit).toMatchObject({
      entityType: 'user',
      actorUserId: demo.userIds['admin@espaces.test'],
    });
    expect(audit!.changes).toMatchObject({
      before: { email: 'partage@espaces.test' },
      after: { email: 'partage.nouveau@espaces.test', firstName: 'Marie' },
    });
  });

  it('accepts an out-of-scope membership sent back unchanged', async () => {
    const response = await putAs(
      'admin@espaces.test',
      sharedUserId,
      edited({
        facilityMemberships: [
          canuts('FACILITY_PROFILE_VALIDATOR'),
          gratteCiel('FACILITY_PROFILE_SUPERVISOR'),
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a change to a membership outside the asker’s scope', async () => {
    const response = await putAs(
      'admin@espaces.test',
      sharedUserId,
      edited({ facilityMemberships: [gratteCiel('FACILITY_PROFILE_ADMIN')] }),
    );
    expect(response.statusCode).toBe(403);
    expect(profilesOf((await getAs('central@espaces.test', sharedUserId)).json())).toEqual({
      [demo.canutsId]: 'FACILITY_PROFILE_VALIDATOR',
      [demo.gratteCielId]: 'FACILITY_PROFILE_SUPERVISOR',
    });
  });

  it('lets a territory admin replace facility and territory memberships', async () => {
    const response = await putAs(
      'territoire@espaces.test',
      sharedUserId,
      edited({
        facilityMemberships: [gratteCiel('FACILITY_PROFILE_VALIDATOR')],
        territoryMemberships: [
          { territory: territoryIri(demo.territoryId), profile: 'TERRITORY_PROFILE_ADMIN' },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(profilesOf(response.json())).toEqual({
      [demo.gratteCielId]: 'FACILITY_PROFILE_VALIDATOR',
    });
    expect(response.json().territoryMemberships).toHaveLength(1);
  });

  it('lets central edit any institutional user', async () => {
    const response = await putAs('central@espaces.test', sharedUserId, edited());
    expect(response.statusCode).toBe(200);
  });

  it('refuses to leave the user without any membership', async () => {
    const territoryAdminId = demo.userIds['territoire@espaces.test']!;
    const response = await putAs(
      'central@espaces.test',
      territoryAdminId,
      edited({ email: 'territoire@espaces.test', facilityMemberships: [] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].propertyPath).toBe('facilityMemberships');
  });

  it('refuses an e-mail of another account, whatever its case', async () => {
    const response = await putAs(
      'admin@espaces.test',
      sharedUserId,
      edited({ email: 'Validateur@Espaces.test' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'email',
      message: 'Un compte existe déjà avec cette adresse e-mail.',
    });
    expect((await userRow(context.db, sharedUserId)).email).toBe('partage@espaces.test');
  });

  it('keeps the own e-mail of the edited user', async () => {
    const response = await putAs(
      'admin@espaces.test',
      sharedUserId,
      edited({ email: 'PARTAGE@espaces.test' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['superviseur@espaces.test', 'partage', 404],
    ['validateur@espaces.test', 'partage', 404],
    ['admin@espaces.test', 'territoire@espaces.test', 404],
    ['asso@espaces.test', 'partage', 404],
    ['asso@espaces.test', 'asso@espaces.test', 403],
    ['superviseur@espaces.test', 'superviseur@espaces.test', 403],
  ])('refuses %s editing %s with %i', async (email, target, status) => {
    const userId = target === 'partage' ? sharedUserId : demo.userIds[target]!;
    expect((await putAs(email, userId, edited())).statusCode).toBe(status);
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await putAs(null, sharedUserId, edited())).statusCode).toBe(401);
  });
});

async function getAs(email: string, userId: string) {
  const cookies = await signIn(context.app, email);
  return context.app.inject({ method: 'GET', url: `/api/users/${userId}`, cookies });
}
