import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, facilityMemberships, refreshTokens } from '../../db/schema.ts';
import {
  cookiesAfter,
  createTestApp,
  DEMO_PASSWORD,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import {
  createStaffUser,
  demoDirectory,
  userRow,
  type DemoDirectory,
} from './users.test-support.ts';

let context: TestContext;
let demo: DemoDirectory;
beforeEach(async () => {
  context = await createTestApp();
  demo = await demoDirectory(context.db);
});
afterEach(() => context.close());

async function setActiveAs(email: string | null, userId: string, payload: unknown) {
  const cookies: Cookies = email ? await signIn(context.app, email) : {};
  return context.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/active`,
    cookies,
    payload: payload as Record<string, unknown>,
  });
}

function signInWithPassword(email: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password: DEMO_PASSWORD },
  });
}

describe('PUT /api/users/{id}/active', () => {
  it('disables a user: its sessions end and it can no longer sign in', async () => {
    const validatorId = demo.userIds['validateur@espaces.test']!;
    const session = await signIn(context.app, 'validateur@espaces.test');

    const response = await setActiveAs('admin@espaces.test', validatorId, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: validatorId, isActive: false });

    const tokens = await context.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, validatorId));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);

    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies: session,
    });
    expect(refresh.statusCode).toBe(401);
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/authentication/user',
      cookies: session,
    });
    expect(me.statusCode).toBe(401);
    const again = await signInWithPassword('validateur@espaces.test');
    expect(again.statusCode).toBe(401);
    expect(again.json()['hydra:description']).toBe('Ce compte est désactivé.');

    const [audit] = await context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, validatorId));
    expect(audit).toMatchObject({
      entityType: 'user',
      action: 'disable',
      fromStatus: 'active',
      toStatus: 'inactive',
    });
  });

  it('enables a disabled user again', async () => {
    const validatorId = demo.userIds['validateur@espaces.test']!;
    await setActiveAs('admin@espaces.test', validatorId, { active: false });
    const response = await setActiveAs('admin@espaces.test', validatorId, { active: true });
    expect(response.json()).toMatchObject({ isActive: true });
    const signedIn = await signInWithPassword('validateur@espaces.test');
    expect(signedIn.statusCode).toBe(200);
    expect(cookiesAfter(signedIn)).toHaveProperty('espaces_access');
  });

  it.each([
    ['central@espaces.test', 'admin@espaces.test'],
    ['territoire@espaces.test', 'admin@espaces.test'],
    ['admin@espaces.test', 'superviseur@espaces.test'],
  ])('lets %s disable %s', async (email, target) => {
    const response = await setActiveAs(email, demo.userIds[target]!, { active: false });
    expect(response.statusCode).toBe(200);
  });

  it.each(['admin@espaces.test', 'territoire@espaces.test', 'central@espaces.test'])(
    'refuses %s disabling its own account',
    async (email) => {
      const response = await setActiveAs(email, demo.userIds[email]!, { active: false });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations[0]).toMatchObject({
        propertyPath: 'active',
        message: 'Vous ne pouvez pas désactiver votre propre compte.',
      });
      expect((await signInWithPassword(email)).statusCode).toBe(200);
    },
  );

  it.each([
    ['superviseur@espaces.test', 'validateur@espaces.test', 404],
    ['validateur@espaces.test', 'superviseur@espaces.test', 404],
    ['admin@espaces.test', 'territoire@espaces.test', 404],
    ['asso@espaces.test', 'admin@espaces.test', 404],
    ['territoire@espaces.test', 'asso@espaces.test', 404],
  ])('refuses %s switching %s with %i', async (email, target, status) => {
    const response = await setActiveAs(email, demo.userIds[target]!, { active: false });
    expect(response.statusCode).toBe(status);
    expect((await signInWithPassword(target)).statusCode).toBe(200);
  });

  it('refuses a facility admin disabling anyone it does not cover entirely', async () => {
    const territoryAdminId = demo.userIds['territoire@espaces.test']!;
    await context.db.insert(facilityMemberships).values({
      userId: territoryAdminId,
      facilityId: demo.canutsId,
      profile: 'FACILITY_PROFILE_VALIDATOR',
    });
    const sharedId = await createStaffUser(context.db, {
      email: 'partage@espaces.test',
      facilities: [
        { facilityId: demo.canutsId, profile: 'FACILITY_PROFILE_VALIDATOR' },
        { facilityId: demo.gratteCielId, profile: 'FACILITY_PROFILE_SUPERVISOR' },
      ],
    });
    for (const userId of [territoryAdminId, sharedId]) {
      const response = await setActiveAs('admin@espaces.test', userId, { active: false });
      expect(response.statusCode).toBe(403);
      expect((await userRow(context.db, userId)).isActive).toBe(true);
    }
    expect((await signInWithPassword('territoire@espaces.test')).statusCode).toBe(200);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const response = await setActiveAs(null, demo.userIds['validateur@espaces.test']!, {
      active: false,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a body without a boolean', async () => {
    const response = await setActiveAs(
      'admin@espaces.test',
      demo.userIds['validateur@espaces.test']!,
      {
        active: 'non',
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'active',
      message: 'Valeur attendue\u00a0: vrai ou faux.',
    });
  });
});
