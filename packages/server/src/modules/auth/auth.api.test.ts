import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import {
  cookiesAfter,
  createTestApp,
  DEMO_PASSWORD,
  signIn,
  type TestContext,
} from '../../../test/support/app.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp({ signInRateLimit: { max: 5, timeWindow: '1 minute' } });
});
afterEach(() => context.close());

const HOUR = 3600 * 1000;

function getUser(cookies: Record<string, string>) {
  return context.app.inject({ method: 'GET', url: '/api/authentication/user', cookies });
}

describe('POST /api/authentication', () => {
  it.each([
    ['central@espaces.test', ['ROLE_CENTRAL']],
    ['territoire@espaces.test', ['ROLE_INSTITUTIONAL']],
    ['admin@espaces.test', ['ROLE_INSTITUTIONAL']],
    ['validateur@espaces.test', ['ROLE_INSTITUTIONAL']],
    ['superviseur@espaces.test', ['ROLE_INSTITUTIONAL']],
    ['asso@espaces.test', ['ROLE_ORGANIZATION']],
    ['asso-attente@espaces.test', ['ROLE_ORGANIZATION']],
  ])('signs in %s with HttpOnly SameSite=Lax cookies', async (email, roles) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expiresIn: 3600 });
    const access = response.cookies.find((cookie) => cookie.name === 'espaces_access');
    const refresh = response.cookies.find((cookie) => cookie.name === 'espaces_refresh');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/authentication' });

    const user = await getUser(cookiesAfter(response));
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email, roles, isActive: true });
  });

  it('accepts the e-mail whatever its case', async () => {
    await expect(signIn(context.app, 'Admin@Espaces.TEST')).resolves.toHaveProperty(
      'espaces_access',
    );
  });

  it.each([
    ['a wrong password', 'admin@espaces.test', 'mauvais-mot-de-passe-1'],
    ['an unknown e-mail', 'personne@espaces.test', DEMO_PASSWORD],
  ])('refuses %s with the same French 401', async (_case, email, password) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      '@type': 'hydra:Error',
      'hydra:title': 'Une erreur est survenue',
      'hydra:description':
        'Identifiants invalides. Si vous venez de créer votre compte, activez-le d’abord avec le lien reçu par e-mail.',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers malformed credentials with French violations', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'pas-un-email', password: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body['@type']).toBe('ConstraintViolationList');
    expect(body.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'email', message: 'Adresse e-mail invalide.' }),
        expect.objectContaining({
          propertyPath: 'password',
          message: 'Le mot de passe est obligatoire.',
        }),
      ]),
    );
  });

  it('refuses a disabled user, and the session of a user disabled meanwhile', async () => {
    const cookies = await signIn(context.app, 'validateur@espaces.test');
    await context.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'validateur@espaces.test'));

    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'validateur@espaces.test', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()['hydra:description']).toBe('Ce compte est désactivé.');
    expect((await getUser(cookies)).statusCode).toBe(401);
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('limits the attempts on one account and answers 429 in French', async () => {
    const attempt = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: 'admin@espaces.test', password: 'mauvais-mot-de-passe-1' },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()['hydra:description']).toBe(
      'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    );
  });
});

describe('GET /api/authentication/user', () => {
  it('answers 401 in French without a session', async () => {
    const response = await getUser({});
    expect(response.statusCode).toBe(401);
    expect(response.json()['hydra:description']).toBe('Authentification requise.');
  });

  it('refuses a tampered access cookie', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    const central = await signIn(context.app, 'central@espaces.test');
    const [, centralId] = /^([^.]+)/.exec(central.espaces_access!) ?? [];
    const forged = cookies.espaces_access!.replace(/^[^.]+/, centralId!);
    expect((await getUser({ espaces_access: forged })).statusCode).toBe(401);
  });

  it('refuses a cookie signed with another secret, even once this process accepted it', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    expect((await getUser(cookies)).statusCode).toBe(200);
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        COOKIE_SECRET: 'another-secret-another-secret-another-secret',
        WEB_DIST_DIR: '/nonexistent',
      }),
      db: context.db,
      clock: context.clock.now,
      logger: false,
    });
    const response = await other.inject({
      method: 'GET',
      url: '/api/authentication/user',
      cookies,
    });
    await other.close();
    expect(response.statusCode).toBe(401);
  });

  it('describes a facility admin with the facility, its territory and the profile', async () => {
    const body = (await getUser(await signIn(context.app, 'admin@espaces.test'))).json();
    expect(body).toMatchObject({
      '@type': 'User',
      '@id': `/api/users/${body.id}`,
      organization: null,
    });
    expect(body.facilityMemberships).toEqual([
      {
        facility: expect.objectContaining({
          id: expect.any(String),
          name: expect.any(String),
          territory: expect.objectContaining({ id: expect.any(String) }),
        }),
        profile: 'FACILITY_PROFILE_ADMIN',
      },
    ]);
    expect(body.territoryMemberships).toEqual([]);
  });

  it('describes a territory admin and an organisation with its status', async () => {
    const territory = (await getUser(await signIn(context.app, 'territoire@espaces.test'))).json();
    expect(territory.territoryMemberships).toEqual([
      {
        territory: expect.objectContaining({ id: expect.any(String), name: expect.any(String) }),
        profile: 'TERRITORY_PROFILE_ADMIN',
      },
    ]);
    const waiting = (await getUser(await signIn(context.app, 'asso-attente@espaces.test'))).json();
    expect(waiting.organization).toMatchObject({
      status: 'to_review',
      '@id': `/api/organizations/${waiting.organization.id}`,
    });
  });

  it.each([
    ['central@espaces.test', true],
    ['territoire@espaces.test', true],
    ['admin@espaces.test', false],
    ['asso@espaces.test', false],
  ])('tells whether %s may create a facility (createFacility: %s)', async (email, expected) => {
    const body = (await getUser(await signIn(context.app, email))).json();
    expect(body._abilities).toEqual({ createFacility: expected });
  });
});

describe('session expiry, refresh and logout', () => {
  it('expires the access token after one hour and renews it by refresh', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    context.clock.advance(HOUR + 1000);
    expect((await getUser(cookies)).statusCode).toBe(401);

    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ expiresIn: 3600 });
    const renewed = cookiesAfter(refreshed, cookies);
    expect(renewed.espaces_refresh).not.toBe(cookies.espaces_refresh);
    expect((await getUser(renewed)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    const first = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies,
    });
    const rotated = cookiesAfter(first, cookies);

    const replay = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()['hydra:description']).toBe(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
    const afterTheft = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies: rotated,
    });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('refuses a refresh without a token', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
    });
    expect(response.statusCode).toBe(401);
  });

  it('logs out: cookies cleared and the refresh token dead', async () => {
    const cookies = await signIn(context.app, 'central@espaces.test');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/authentication/logout',
      cookies,
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.map((cookie) => cookie.name).sort();
    expect(cleared).toEqual(['espaces_access', 'espaces_refresh']);
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies,
    });
    expect(refresh.statusCode).toBe(401);
  });
});
