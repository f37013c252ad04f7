import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, userTokens } from '../../db/schema.ts';
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
let canutsUserId: string;
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
  canutsUserId = await createStaffUser(context.db, {
    email: 'canuts@espaces.test',
    facilities: [{ facilityId: demo.canutsId, profile: 'FACILITY_PROFILE_VALIDATOR' }],
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
  it('lets a facility admin edit a user attached to its facility only; the e-mail waits', async () => {
    const response = await putAs(
      'admin@espaces.test',
      canutsUserId,
      edited({ email: 'canuts.nouveau@espaces.test' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'canuts@espaces.test',
      pendingEmail: 'canuts.nouveau@espaces.test',
      firstName: 'Marie',
      lastName: 'Lambert',
      phone: '+33465710888',
    });
    expect(profilesOf(response.json())).toEqual({ [demo.canutsId]: 'FACILITY_PROFILE_ADMIN' });
    expect((await userRow(context.db, canutsUserId)).email).toBe('canuts@espaces.test');
    const [audit] = await context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, canutsUserId), eq(auditEvents.action, 'update')));
    expect(audit).toMatchObject({
      entityType: 'user',
      actorUserId: demo.userIds['admin@espaces.test'],
    });
    expect(audit!.changes).toMatchObject({
      before: { firstName: 'Agent' },
      after: { email: 'canuts@espaces.test', firstName: 'Marie' },
    });
  });

  it('refuses a facility admin editing a user also attached to another facility, writing nothing', async () => {
    const before = await getAs('central@espaces.test', sharedUserId);
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
    expect(response.statusCode).toBe(403);
    expect((await getAs('central@espaces.test', sharedUserId)).json()).toEqual(before.json());
    expect(await context.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await context.db.select().from(userTokens)).toHaveLength(0);
  });

  it('refuses a facility admin a membership outside its facility', async () => {
    const response = await putAs(
      'admin@espaces.test',
      canutsUserId,
      edited({ facilityMemberships: [gratteCiel('FACILITY_PROFILE_ADMIN')] }),
    );
    expect(response.statusCode).toBe(403);
    expect(profilesOf((await getAs('central@espaces.test', canutsUserId)).json())).toEqual({
      [demo.canutsId]: 'FACILITY_PROFILE_VALIDATOR',
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

  it('keeps the own e-mail of the edited user, whatever its case, with nothing pending', async () => {
    const response = await putAs(
      'admin@espaces.test',
      canutsUserId,
      edited({ email: 'CANUTS@espaces.test' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'canuts@espaces.test', pendingEmail: null });
    expect(await context.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it.each([
    ['superviseur@espaces.test', 'partage', 404],
    ['validateur@espaces.test', 'partage', 404],
    ['admin@espaces.test', 'territoire@espaces.test', 404],
    ['admin@espaces.test', 'partage', 403],
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
